import Synchronization

/// What `operation` returns, or `nil` if it has not returned within `duration` on `clock`.
///
/// The deadline holds whatever the operation does: at the deadline, or when the caller is
/// cancelled, the operation is cancelled and the caller goes on without waiting for it to wind
/// down. A race in a task group cannot promise that, as the group waits for its losing child,
/// and a child waiting on work that does not answer cancellation (a blocking read on a hung
/// mount, a continuation nobody resumes, `await task.value`) holds it for as long as that work
/// takes.
///
/// The operation runs in a task of its own, with the caller's task-local values (its
/// dependencies among them).
///
/// ```swift
/// let read = await withDeadline(.seconds(5)) {
///   try? await fileClient.contents(of: name)
/// }
/// if read == nil { print("\(name) did not answer within 5 seconds") }
/// ```
///
/// - Parameters:
///   - duration: How long to wait for the operation.
///   - clock: The clock the deadline is measured on: a `TestClock` in tests.
///   - operation: The work to wait for.
/// - Returns: What the operation returned, or `nil` at the deadline or on cancellation.
public func withDeadline<Value: Sendable>(
  _ duration: Duration,
  clock: any Clock<Duration> = ContinuousClock(),
  _ operation: @escaping @Sendable () async -> Value
) async -> Value? {
  let race = DeadlineRace<Value>()
  return await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      guard race.wait(continuation) else { return }
      let work = Task { race.end(with: await operation()) }
      let timer = Task {
        try? await clock.sleep(for: duration)
        race.end(with: nil)
      }
      race.run(work, timer)
    }
  } onCancel: {
    race.end(with: nil)
  }
}

/// One race between an operation and its deadline: ended once, by whichever comes first (or by
/// the caller's cancellation), which resumes the caller and cancels both tasks.
private final class DeadlineRace<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value?, Never>?
    var tasks: [Task<Void, Never>] = []
    var isEnded = false
  }
  private let state = Mutex(State())

  /// Takes the caller's continuation; `false` (and the caller resumed) if the race has already
  /// ended, as when the caller was cancelled before it started.
  func wait(_ continuation: CheckedContinuation<Value?, Never>) -> Bool {
    let isEnded = state.withLock {
      if !$0.isEnded { $0.continuation = continuation }
      return $0.isEnded
    }
    if isEnded { continuation.resume(returning: nil) }
    return !isEnded
  }

  /// Keeps the racing tasks, to cancel them at the end (at once, if it has come already).
  func run(_ tasks: Task<Void, Never>...) {
    let isEnded = state.withLock {
      if !$0.isEnded { $0.tasks = tasks }
      return $0.isEnded
    }
    if isEnded { tasks.forEach { $0.cancel() } }
  }

  func end(with value: Value?) {
    let ended = state.withLock {
      state -> (CheckedContinuation<Value?, Never>?, [Task<Void, Never>])? in
      guard !state.isEnded else { return nil }
      state.isEnded = true
      defer {
        state.continuation = nil
        state.tasks = []
      }
      return (state.continuation, state.tasks)
    }
    guard let (continuation, tasks) = ended else { return }
    tasks.forEach { $0.cancel() }
    continuation?.resume(returning: value)
  }
}
