import Clocks
import ComposableArchitecture
import TabA
import Testing

@MainActor
@Suite struct StopwatchTests {
  static func store(clock: TestClock<Duration>) -> TestStore<Stopwatch.State, Stopwatch.Action> {
    TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func ticksWhileRunningAndNeverAfterStop() async {
    let clock = TestClock()
    let store = Self.store(clock: clock)
    await store.send(.startStopButtonTapped) { $0.startedAt = .init(clock.now) }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 2 }
    await store.send(.startStopButtonTapped) {
      $0.startedAt = nil
      $0.counted = .seconds(2)
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.state.formattedElapsed == "00:02")
  }

  @Test func resetKeepsRunning() async {
    let clock = TestClock()
    let store = Self.store(clock: clock)
    await store.send(.startStopButtonTapped) { $0.startedAt = .init(clock.now) }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await clock.advance(by: .milliseconds(400))
    await store.send(.resetButtonTapped) {
      $0.elapsedSeconds = 0
      $0.startedAt = .init(clock.now)
    }
    // A whole second after the reset, not after the last tick.
    await clock.advance(by: .milliseconds(600))
    await clock.advance(by: .milliseconds(400))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await store.send(.startStopButtonTapped) {
      $0.startedAt = nil
      $0.counted = .seconds(1)
    }
  }

  /// Five runs of 0.85 s are 4.25 s: no run's partial second is dropped at its stop.
  @Test func partialSecondsAddUpAcrossRuns() async {
    let clock = TestClock()
    let store = Self.store(clock: clock)
    store.exhaustivity = .off
    for _ in 1...5 {
      await store.send(.startStopButtonTapped)
      await clock.advance(by: .milliseconds(850))
      await store.send(.startStopButtonTapped)
    }
    #expect(store.state.counted == .milliseconds(4_250))
    #expect(store.state.formattedElapsed == "00:04")
  }

  /// A run that starts 0.85 s into a second ticks once that second is full.
  @Test func theFirstTickCompletesThePartialSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State(counted: .milliseconds(850))) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startStopButtonTapped) { $0.startedAt = .init(clock.now) }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 2 }
    await clock.advance(by: .milliseconds(500))
    await store.send(.startStopButtonTapped) {
      $0.startedAt = nil
      $0.counted = .milliseconds(2_500)
    }
  }

  @Test func formatsHours() {
    #expect(Stopwatch.State(elapsedSeconds: 59).formattedElapsed == "00:59")
    #expect(Stopwatch.State(elapsedSeconds: 3_725).formattedElapsed == "1:02:05")
  }
}
