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
    var dependencies = withDependencies(update) { DependencyValues._current }
  #else
    var dependencies = DependencyValues._current
    update(&dependencies)
  #endif
  dependencies.renewGeneration()
  return dependencies
}

/// A token for one set of dependency values: a store's, or what an override or a navigation
/// scope derived from them. Values with the same token are the same values, so what was
/// derived from them can be kept (see `_DependencyNode`). Whatever derives new values from
/// the current ones takes a new token.
final class DependencyGeneration: Sendable {}

private enum DependencyGenerationKey: DependencyKey {
  static var liveValue: DependencyGeneration? { nil }
  static var testValue: DependencyGeneration? { nil }
}

extension DependencyValues {
  /// The token of these values; `nil` outside a store, where nothing is kept.
  var dependencyGeneration: DependencyGeneration? {
    get { self[DependencyGenerationKey.self] }
    set { self[DependencyGenerationKey.self] = newValue }
  }

  /// Marks these values as new ones.
  mutating func renewGeneration() {
    dependencyGeneration = DependencyGeneration()
  }
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
