import Dependencies

/// Runs `operation` with `update` applied to the current dependencies.
func withDependencyUpdate<R>(
  _ update: (inout DependencyValues) -> Void, operation: () -> R
) -> R {
  DependencyValues.$_current.withValue(updatedDependencies(update), operation: operation)
}

/// The current dependencies with `update` applied.
///
/// Writing through a key path reads the old value first, and in a test, reading a dependency
/// that has only a live value is reported. `withDependencies` tells swift-dependencies that its
/// update is a write, so debug builds apply `update` there; release builds report nothing and
/// skip the detour.
func updatedDependencies(_ update: (inout DependencyValues) -> Void) -> DependencyValues {
  #if DEBUG
    return withDependencies(update) { DependencyValues._current }
  #else
    var dependencies = DependencyValues._current
    update(&dependencies)
    return dependencies
  #endif
}

/// Runs `write`, which changes dependency values it may read first, as a write: see
/// ``updatedDependencies(_:)``.
func asDependencyWrite<R, Failure: Error>(_ write: () throws(Failure) -> R) throws(Failure) -> R {
  #if DEBUG
    var result: Result<R, Failure>!
    withDependencies(
      { _ in
        do throws(Failure) {
          result = .success(try write())
        } catch {
          result = .failure(error)
        }
      }, operation: {})
    return try result.get()
  #else
    return try write()
  #endif
}
