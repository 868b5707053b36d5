import TestSupport
import Testing

/// The tests' wait on observation (`until`) ends when its task is cancelled, as a test's time
/// limit cancels it, even for a condition that never holds.
@MainActor
struct UntilTests {
  @Test(.timeLimit(.minutes(1))) func aCancelledWaitEnds() async {
    let wait = Task { @MainActor in await until { false } }
    await Task.yield()
    wait.cancel()
    await wait.value
  }

  @Test(.timeLimit(.minutes(1))) func aWaitCancelledBeforeItStartsEnds() async {
    let wait = Task { @MainActor in await until { false } }
    wait.cancel()
    await wait.value
  }
}
