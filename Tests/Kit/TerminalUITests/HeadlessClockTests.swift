import ComposableArchitecture
import Foundation
import Testing

@testable import TerminalUI

/// A headless run's clock: real time, moved on at once by `<wait …>`, waking every sleep the
/// time skipped ends, in order.
@MainActor
@Suite struct HeadlessClockTests {
  @Test func advancingEndsASleepAtOnce() async throws {
    let clock = HeadlessClock()
    let start = clock.now
    let sleep = Task.detached { try await clock.sleep(for: .seconds(25 * 60)) }
    await clock.advance(by: .seconds(25 * 60))
    try await sleep.value
    #expect(start.duration(to: clock.now) >= .seconds(25 * 60))
  }

  /// The date the clock stands for moves on with it: a feed's entry stamped after `<wait 2h>`
  /// is two hours on, as the stopwatch is.
  @Test func itsDateMovesOnWithIt() async {
    let clock = HeadlessClock(comeBackBound: .zero)
    let before = clock.date
    await clock.advance(by: .seconds(2 * 60 * 60))
    let moved = clock.date.timeIntervalSince(before)
    // Two hours, and the real time the test took besides.
    #expect(moved >= 2 * 60 * 60 && moved < 2 * 60 * 60 + 60, "\(moved)")
  }

  @Test func aTimerTicksEverySecondTheAdvanceSkips() async {
    // A minute for the timer to come back after each tick, not the run's two seconds: the
    // suite keeps the machine busy, and a timer that came back late would lose its ticks.
    let clock = HeadlessClock(comeBackBound: .seconds(60))
    let ticks = LockIsolated(0)
    // Off the main actor, as a store's effects run: the suite's other tests keep that busy.
    let timer = Task.detached {
      for await _ in clock.timer(interval: .seconds(1)) { ticks.withValue { $0 += 1 } }
    }
    await clock.advance(by: .seconds(90))
    // Each second skipped, and any that passed for real meanwhile.
    #expect(ticks.value >= 90)
    timer.cancel()
  }

  /// `<wait 10h>` moves the clock on by ten hours, not ten hours and the real time the run
  /// spent ticking through them: a stopwatch read 10:00:07 after it. Here each tick takes 20 ms
  /// of real time, 2 s over the advance, and none of it shows on the clock.
  @Test func anAdvanceMovesTheClockByItsDurationAlone() async {
    let clock = HeadlessClock(comeBackBound: .seconds(60))
    let timer = Task.detached {
      // Real time each tick takes: the clock under test must not count it. Nothing waits
      // on this sleep; the advance waits for the tick to come back to the clock.
      for await _ in clock.timer(interval: .seconds(1)) { usleep(20_000) }
    }
    // Once the timer sleeps: what real time it took to start, on a busy machine, is real.
    await clock.advance(by: .zero)
    let realStart = ContinuousClock.now
    let start = clock.now
    await clock.advance(by: .seconds(100))
    let moved = start.duration(to: clock.now)
    let real = realStart.duration(to: .now)
    // Between the two readings the clock runs in real time, except while the advance holds it:
    // the 100 ticks' 2 s at least. The real time of getting into and out of the advance counts,
    // however long a busy machine makes it; the ticks' never does.
    #expect(moved >= .seconds(100), "\(moved)")
    #expect(moved <= .seconds(100) + real - .seconds(2), "moved \(moved) in \(real)")
    timer.cancel()
  }

  @Test func aSleepBeyondTheAdvanceStillSleeps() async {
    let clock = HeadlessClock()
    let woke = LockIsolated(false)
    let sleep = Task.detached {
      try await clock.sleep(for: .seconds(3600))
      woke.setValue(true)
    }
    await clock.advance(by: .seconds(60))
    #expect(!woke.value)
    sleep.cancel()
    // Cancelled, it ends at once, without the hour.
    #expect(await sleep.result.isCancellation)
  }
}

extension Result {
  fileprivate var isCancellation: Bool {
    if case .failure(let error) = self { error is CancellationError } else { false }
  }
}
