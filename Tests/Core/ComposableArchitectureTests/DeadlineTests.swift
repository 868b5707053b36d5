import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// Waits that promise a bound keep it, whatever the work they wait for does.
@MainActor
@Suite struct DeadlineTests {
  /// Work that never ends and ignores cancellation: only its own resume ends it.
  final class Stuck: Sendable {
    private let continuation = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    private let started = AsyncStream.makeStream(of: Void.self)

    func run() async {
      await withCheckedContinuation { continuation in
        self.continuation.setValue(continuation)
        started.continuation.yield()
      }
    }

    func waitUntilStarted() async {
      for await _ in started.stream { return }
    }

    func release() {
      continuation.withValue { $0?.resume() }
    }
  }

  @Test func returnsWhatTheOperationReturnsInTime() async {
    let value = await withDeadline(.seconds(60)) { 42 }
    #expect(value == 42)
  }

  /// A race in a task group waited for its losing child: work that ignores cancellation held
  /// the caller past its bound for as long as the work took.
  @Test func theDeadlineHoldsForWorkThatIgnoresCancellation() async {
    let clock = TestClock()
    let stuck = Stuck()
    let waiting = Task { await withDeadline(.seconds(5), clock: clock) { await stuck.run() } }
    await stuck.waitUntilStarted()
    await clock.advance(by: .seconds(5))
    let value: Void? = await waiting.value
    #expect(value == nil)
    stuck.release()
  }

  @Test func theCallersCancellationEndsTheWait() async {
    let stuck = Stuck()
    let waiting = Task { await withDeadline(.seconds(3_600)) { await stuck.run() } }
    await stuck.waitUntilStarted()
    waiting.cancel()
    let value: Void? = await waiting.value
    #expect(value == nil)
    stuck.release()
  }

  @Reducer
  struct Feature {
    let stuck: Stuck
    struct State: Equatable {}
    enum Action { case start }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { [stuck] _ in await stuck.run() } }
    }
  }

  /// `finish(timeout:)` on an effect that never ends hung the test run: it reports, as upstream
  /// does, cancels the effect and returns at its timeout.
  @Test func finishReportsAnEffectStillRunningAtItsTimeout() async {
    let stuck = Stuck()
    let store = TestStore(initialState: Feature.State()) { Feature(stuck: stuck) }
    let task = await store.send(.start)
    await stuck.waitUntilStarted()
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    } matching: {
      $0.description.contains("Expected task to finish, but it is still in-flight")
    }
    #expect(task.isCancelled)
    stuck.release()
    await store.finish()
  }
}
