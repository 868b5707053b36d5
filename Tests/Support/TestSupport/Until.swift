import ConcurrencyExtras
import Observation

/// Waits, on the observers of what `condition` reads rather than on a clock, until it holds
/// (a key's load or save, which ends outside any action, changes a shared value) or the
/// waiting task is cancelled: a test's time limit ends the wait instead of leaving it parked.
///
/// ```swift
/// $primes.withLock { $0.append(7) }
/// await until { !$primes.isLoading }
/// ```
@MainActor
public func until(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() && !Task.isCancelled {
    let waiting = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    let wake: @Sendable () -> Void = {
      waiting.withValue {
        $0?.resume()
        $0 = nil
      }
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiting.setValue(continuation)
        let holds = withObservationTracking(condition, onChange: wake)
        // It came true between the check and the tracking (observers are installed once the
        // condition has been read: a change made on another thread in between is told to no
        // one), or the wait was cancelled before the continuation was there to resume: no
        // change will come to wake it.
        if holds || condition() || Task.isCancelled { wake() }
      }
    } onCancel: {
      wake()
    }
  }
}
