import AppFeature
import ComposableArchitecture
import Counter
import FavoritePrimes
import Foundation
import NthPrimeRequest
import SnapshotTesting
import TabA
import TabB
import TabC

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// App states to draw, one per screen the app can show.
enum Samples {
  static let noon = Date(timeIntervalSince1970: 43_200)
  /// Times in the samples are shown in New York, so a screen in UTC would be visibly wrong.
  static let newYork = TimeZone(identifier: "America/New_York")!

  static var counter: PrimeTimeTerminal.State {
    let favorites = Shared(value: [2, 3, 5, 7, 11])
    return PrimeTimeTerminal.State(
      app: AppFeature.State(
        counter: .init(count: 7, favoritePrimes: favorites),
        favoritePrimes: .init(primes: favorites)))
  }

  static var favorites: PrimeTimeTerminal.State {
    var state = counter
    state.app.selectedTab = .favorites
    state.primeSelection.row = 2
    return state
  }

  static var stopwatch: PrimeTimeTerminal.State {
    PrimeTimeTerminal.State(
      app: AppFeature.State(
        selectedTab: .stopwatch,
        stopwatch: .init(startedAt: .init(ContinuousClock.now), elapsedSeconds: 3_725)))
  }

  static var activity: PrimeTimeTerminal.State {
    PrimeTimeTerminal.State(
      app: AppFeature.State(
        selectedTab: .activity,
        activity: .init(entries: [
          .init(date: noon, text: "Added 2 to favorites"),
          .init(date: noon.addingTimeInterval(61), text: "Added 7 to favorites"),
          .init(date: noon.addingTimeInterval(125), text: "Removed 7 from favorites"),
        ])))
  }

  static var log: PrimeTimeTerminal.State {
    let log = AppFeature.State(
      selectedTab: .log,
      log: .init(
        entries: (1...30).map { id in
          .init(
            id: id, date: noon.addingTimeInterval(Double(id)),
            action: "counter(.incrementButtonTapped)",
            diff:
              "  AppFeature.State(\n    counter: Counter.State(\n-     count: \(id - 1)\n+     count: \(id)\n    )\n  )"
          )
        }))
    return PrimeTimeTerminal.State(app: log, logSelection: ListSelection(row: 27))
  }

  static var tabs: [(String, PrimeTimeTerminal.State)] {
    [
      ("counter", counter), ("favorites", favorites), ("stopwatch", stopwatch),
      ("activity", activity), ("log", log),
    ]
  }

  static let sizes = [
    Size(columns: 40, rows: 12), Size(columns: 80, rows: 24), Size(columns: 200, rows: 60),
  ]
}

extension Snapshotting where Value == Grid, Format == String {
  /// A grid as its text, one line per row.
  static var screen: Self {
    Snapshotting<String, String>.lines.pullback(\.text)
  }
}

/// The screen for `state`, drawn as the app draws it.
func render(
  _ state: PrimeTimeTerminal.State, _ size: Size = Size(columns: 80, rows: 24),
  unicode: Bool = true,
  timeZone: TimeZone = Samples.newYork
) -> Grid {
  AppView(
    state: state,
    environment: TerminalEnvironment(
      size: size, glyphs: Glyphs(isUnicode: unicode), timeZone: timeZone)
  )
  .render()
}
