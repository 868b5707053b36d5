import IssueReporting
import Synchronization

/// What a load or save continuation resumes, once.
///
/// Upstream reports a continuation dropped unresumed and resumes it with `leaked`; not yet here:
/// a key may still keep the continuations of a load that never answers and drop them when its
/// reference goes away, and keys written for this module before do.
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

  private func take() -> (@Sendable (Result<Success, any Error>) -> Void)? {
    callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
  }
}
