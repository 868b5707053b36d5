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
    await store.send(.startStopButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 2 }
    await store.send(.startStopButtonTapped) { $0.isRunning = false }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.state.formattedElapsed == "00:02")
  }

  @Test func resetKeepsRunning() async {
    let clock = TestClock()
    let store = Self.store(clock: clock)
    await store.send(.startStopButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await store.send(.resetButtonTapped) { $0.elapsedSeconds = 0 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsedSeconds = 1 }
    await store.send(.startStopButtonTapped) { $0.isRunning = false }
  }

  @Test func formatsHours() {
    #expect(Stopwatch.State(elapsedSeconds: 59).formattedElapsed == "00:59")
    #expect(Stopwatch.State(elapsedSeconds: 3_725).formattedElapsed == "1:02:05")
  }
}
