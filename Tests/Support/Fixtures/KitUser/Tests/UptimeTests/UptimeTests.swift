import TerminalUITesting
import Testing
import Uptime

/// The uptime's timer on a test clock: each second is a tick the test receives, with its frame.
@MainActor
@Suite struct UptimeTests {
  @Test func eachSecondIsATick() async {
    let clock = TestClock()
    let store = TerminalTestStore<UptimeView>(
      initialState: Uptime.State(),
      environment: TerminalEnvironment(size: Size(columns: 20, rows: 3))
    ) {
      Uptime()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The action `sendForLifetime` sends at launch; the test ends its effect itself.
    let task = await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) {
      $0.seconds = 1
    } frame: {
      """
      Up 1 s

      q quit
      """
    }
    await store.receive(\.tick) {
      $0.seconds = 2
    } frame: {
      """
      Up 2 s

      q quit
      """
    }
    await task.cancel()
  }
}
