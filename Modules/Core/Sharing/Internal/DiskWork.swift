import Dispatch
import FileLayer
import Foundation

/// What `.fileStorage` and `.appStorage` share to never hold the caller on a disk that does not
/// answer: work on a queue the caller waits for a moment at most, and an answer given once, by
/// the work or, past a bound, by a timeout.
enum DiskWork {
  /// Runs `work` on `queue`; the caller waits for it `FileStorage.quickAnswer` at most, or not
  /// at all unless `waits`.
  static func run(
    on queue: DispatchQueue, waits: Bool = true, _ work: @escaping @Sendable () -> Void
  ) {
    let done = DispatchSemaphore(value: 0)
    queue.async {
      work()
      done.signal()
    }
    guard waits else { return }
    _ = done.wait(timeout: .now() + interval(FileStorage.quickAnswer))
  }

  /// `answer`, called once: with the result handed to what this returns, or, once `bound`
  /// passes on `after`'s time, with a `FileError` of `timedOut` for `url`; a result handed
  /// after that goes to `late`.
  static func answerOnce<T: Sendable>(
    url: URL, isWrite: Bool, bound: Duration, after: FileStorage.Scheduler,
    _ answer: @escaping @Sendable (Result<T, any Error>) -> Void,
    late: @escaping @Sendable (Result<T, any Error>) -> Void
  ) -> @Sendable (Result<T, any Error>) -> Void {
    let once = Once()
    after(bound) {
      if once.first() { answer(.failure(FileError.timedOut(url, after: bound, isWrite: isWrite))) }
    }
    return { result in once.first() ? answer(result) : late(result) }
  }

  /// `duration` for Dispatch.
  static func interval(_ duration: Duration) -> DispatchTimeInterval {
    .nanoseconds(Int(duration / .nanoseconds(1)))
  }

  /// Runs work after a delay, on a global queue.
  static let later: FileStorage.Scheduler = { delay, work in
    DispatchQueue.global(qos: .utility).asyncAfter(
      deadline: .now() + interval(delay), execute: work)
  }
}
