import Observation

/// Perception's spelling of `withObservationTracking`, which upstream re-exports: on Linux,
/// where Observation is always there, Perception is Observation, so code and tests written with
/// either spelling compile and behave the same.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
@inlinable
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
