import IssueReporting
import Synchronization

/// What a load or save continuation resumes, once. A key that drops its continuation without
/// resuming it would leave whoever waits on it (`try await $value.load()`) waiting forever:
/// the last copy's release reports it and resumes with `leaked`, as upstream does.
final class ContinuationBox<Success: Sendable>: Sendable {
  private let callback: Mutex<(@Sendable (Result<Success, any Error>) -> Void)?>
  private let leaked: Success
  private let describeKey: @Sendable () -> String

  init(
    describeKey: @escaping @Sendable () -> String,
    leaked: Success,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) {
    self.callback = Mutex(callback)
    self.leaked = leaked
    self.describeKey = describeKey
  }

  func resume(with result: Result<Success, any Error>) {
    take()?(result)
  }

  deinit {
    guard let callback = take() else { return }
    let key = describeKey()
    reportIssue(
      """
      \(key.isEmpty ? "A shared key" : "'\(key)'") leaked its continuation without one of its \
      resume methods being invoked. This will cause tasks waiting on it to resume immediately.
      """
    )
    callback(.success(leaked))
  }

  private func take() -> (@Sendable (Result<Success, any Error>) -> Void)? {
    callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
  }
}
