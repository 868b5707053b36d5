import IssueReporting
import Synchronization

/// What a load or save continuation resumes, once.
///
/// Upstream reports a continuation dropped unresumed and resumes it with `leaked`; not yet here:
/// PrimeTime's `FavoritePrimesKey` keeps the continuations of a load that never answers and
/// drops them when the reference goes, which its tests rely on (see issue #44's report).
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
