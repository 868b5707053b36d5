import TerminalUITesting
import Testing

@testable import Pomodoro

/// The pomodoro's countdown: a second a tick on the injected clock, paused and reset, and a word to
/// its parent at zero.
@MainActor
@Suite struct CountdownTests {
  func store(seconds: Int, clock: TestClock<Duration>) -> TestStoreOf<Countdown> {
    TestStore(initialState: Countdown.State(duration: .seconds(seconds))) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func itCountsDownToZeroAndSaysSo() async {
    let clock = TestClock()
    let store = store(seconds: 2, clock: clock)
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(remaining: .seconds(1))) { $0.remaining = .seconds(1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(remaining: .zero)) {
      $0.remaining = .zero
      $0.isRunning = false
    }
    await store.receive(.delegate(.finished))
    // Stopped at zero: no more ticks.
    await clock.advance(by: .seconds(5))
  }

  @Test func pausingStopsTheTicksAndStartingGoesOnFromThere() async {
    let clock = TestClock()
    let store = store(seconds: 60, clock: clock)
    await store.send(.toggle) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(remaining: .seconds(59))) { $0.remaining = .seconds(59) }
    await store.send(.toggle) { $0.isRunning = false }
    await clock.advance(by: .seconds(10))
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(remaining: .seconds(58))) { $0.remaining = .seconds(58) }
    await store.send(.reset) {
      $0.isRunning = false
      $0.remaining = .seconds(60)
    }
  }

  /// A pause between two ticks keeps the time since the last one: a countdown paused and
  /// started again every half second would otherwise never move.
  @Test func aPauseBetweenTicksKeepsTheTimeSinceTheLastTick() async {
    let clock = TestClock()
    let store = store(seconds: 60, clock: clock)
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(.tick(remaining: .seconds(59))) { $0.remaining = .seconds(59) }
    await store.send(.pause) {
      $0.isRunning = false
      $0.remaining = .milliseconds(58_500)
    }
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(remaining: .milliseconds(57_500))) {
      $0.remaining = .milliseconds(57_500)
    }
    await store.send(.pause) { $0.isRunning = false }
  }

  @Test func startingAFinishedCountdownStartsItAgain() async {
    let clock = TestClock()
    var state = Countdown.State(duration: .seconds(30))
    state.remaining = .zero
    let store = TestStore(initialState: state) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start) {
      $0.remaining = .seconds(30)
      $0.isRunning = true
    }
    await store.send(.pause) { $0.isRunning = false }
  }

  @Test func theTimeLeftReadsInMinutesAndSeconds() {
    var state = Countdown.State(duration: .seconds(25 * 60))
    #expect(state.text == "25:00")
    state.remaining = .milliseconds(59_001)
    #expect(state.text == "1:00")
    state.remaining = .seconds(9)
    #expect(state.text == "0:09")
    state.remaining = .seconds(3600 + 62)
    #expect(state.text == "1:01:02")
  }

  @Test func rendersTheTimeAndABarOfTheTimePassed() {
    var state = Countdown.State(duration: .seconds(100))
    state.remaining = .seconds(50)
    state.isRunning = true
    var canvas = Canvas(size: Size(columns: 20, rows: 1), glyphs: Glyphs(isUnicode: false))
    Countdown.render(state, in: canvas.bounds, on: &canvas)
    #expect(canvas.grid.text == "0:50 [####----]  50%")
    #expect(canvas.grid.rows[0][0].style.contains(.bold))
  }

  /// Running, a countdown changes its words once a minute, not at every tick.
  @Test func itIsSaidByTheMinuteWhileItRuns() {
    var state = Countdown.State(duration: .seconds(25 * 60))
    #expect(Countdown.describe(state) == "25:00 left, stopped")
    state.isRunning = true
    state.remaining = .seconds(24 * 60 + 59)
    let first = Countdown.describe(state)
    state.remaining = .seconds(24 * 60 + 1)
    #expect(Countdown.describe(state) == first)
    #expect(first == "About 25 minutes left, running")
    state.remaining = .seconds(30)
    #expect(Countdown.describe(state) == "Under a minute left, running")
    state.remaining = .zero
    #expect(Countdown.describe(state) == "Time is up")
  }
}
