import AppFeature
import Benchmark
import Foundation
import PrimeTimeTerminal
import Sharing
import TerminalUI

// A full frame (`AppView.render`, state to grid) for each tab, at 80x24 and 200x60, with
// enough content to fill the larger size.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )
  let zone = TimeZone(identifier: "UTC")!
  for size in [Size(columns: 80, rows: 24), Size(columns: 200, rows: 60)] {
    for tab in Tab.allCases {
      let view = AppView(
        state: filledState(tab),
        environment: TerminalEnvironment(
          size: size, glyphs: Glyphs(isUnicode: true), timeZone: zone))
      Benchmark("Frame: \(tab.title) \(size.columns)x\(size.rows)") { benchmark in
        for _ in benchmark.scaledIterations {
          blackHole(view.render())
        }
      }
    }
  }
}

/// The app on `tab` with 100 favorites, 100 activity lines and 100 log entries.
func filledState(_ tab: Tab) -> PrimeTimeTerminal.State {
  let start = Date(timeIntervalSince1970: 43_200)
  let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]
  let favorites = (0..<100).map { primes[$0 % primes.count] + 100 * ($0 / primes.count) }
  let shared = Shared(value: favorites)
  let app = AppFeature.State(
    selectedTab: tab,
    counter: .init(count: 7, favoritePrimes: shared),
    favoritePrimes: .init(primes: shared),
    stopwatch: .init(startedAt: .init(ContinuousClock.now), elapsedSeconds: 3_725),
    activity: .init(
      entries: (0..<100).map {
        .init(date: start.addingTimeInterval(Double($0) * 61), text: "Added \($0) to favorites")
      }),
    log: .init(
      entries: (1...100).map {
        .init(
          id: $0, date: start.addingTimeInterval(Double($0)),
          action: "AppFeature.Action.counter(.incrementButtonTapped)",
          diff: "  AppFeature.State(\n-   _count: \($0 - 1)\n+   _count: \($0)\n  )")
      })
  )
  return PrimeTimeTerminal.State(
    app: app, primeSelection: ListSelection(row: 50), logSelection: ListSelection(row: 49))
}
