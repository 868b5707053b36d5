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
    // The wait is armed when the effect starts, on the store's actor: counted from then, as a
    // test scheduler's `advance` right after the send expects, however busy the thread pool.
    let delayed = Self(
      operation: .deferred { [self] in
        let (scheduler, dueTime, options) = wait.value
        let alarm = Alarm()
        scheduler.schedule(
          after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
          options: options, alarm.ring)
        if case .run(let name, let priority, let body) = operation {
          return Self(
            operation: .run(name: name, priority: priority) { send in
              guard await alarm.wait() else { return }
              await body(send)
            })
        }
        // Cancelled while it waits, the wait ends and the rest of the concatenation never
        // starts.
        return Self(
          operation: .concatenate([
            Self(operation: .run(name: nil, priority: nil) { _ in _ = await alarm.wait() }), self,
          ]))
      })
    return delayed.cancellable(id: id, cancelInFlight: true)
  }
}
