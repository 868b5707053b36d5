import CombineSchedulers
import OpenCombineShim

extension Effect {
  /// This effect, started only once `dueTime` has passed on `scheduler` without another effect
  /// debounced with the same `id` starting: each one cancels the one before it, so only the last
  /// of a burst runs.
  ///
  /// Upstream's spelling, kept for features written with Combine schedulers; a new feature
  /// sleeps on a clock and cancels in flight instead:
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { send in await send(.search(query)) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
  /// ```
  public func debounce<S: Scheduler & SendableMetatype>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !isNone else { return self }
    let wait = UncheckedSendable((scheduler, dueTime, options))
    let delayed = Self(
      operation: .delayed(
        wait: { done in
          let (scheduler, dueTime, options) = wait.value
          scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
            options: options, done)
        }, self))
    return delayed.cancellable(id: id, cancelInFlight: true)
  }
}
