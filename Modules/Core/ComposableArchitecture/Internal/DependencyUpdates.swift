import Dependencies
import Foundation

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
  return dependencies
}

extension DependencyValues {
  /// Whether these are the very values `other` holds, not merely equal ones: the same storage.
  ///
  /// Dependency values are copy-on-write references to their storage, so the same bytes mean
  /// the same storage, and a copy kept for the comparison keeps that storage from being changed
  /// in place or freed and reused. Equal values in different storage compare unequal, which
  /// only costs deriving again. swift-dependencies says no more than that; a token stored in
  /// the values said the same, but reading it through their subscript cost 1.4K instructions
  /// an action (`Tools/bench --instructions bump-override`).
  func isSameInstance(as other: Self) -> Bool {
    withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in
        lhs.count == rhs.count && memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0
      }
    }
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
