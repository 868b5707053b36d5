import TerminalUITesting
import Testing
import Uptime

/// The uptime's timer, on a test clock: each second is a tick the test receives.
@MainActor
@Suite struct UptimeTests {
  @Test func eachSecondIsATick() async {
    let clock = TestClock()
    let store = TestStore(initialState: Uptime.State()) {
      Uptime()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The action `sendForLifetime` sends at launch; the test ends its effect itself.
    let task = await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.seconds = 1 }
    await store.receive(\.tick) { $0.seconds = 2 }
    await task.cancel()
  }
}
