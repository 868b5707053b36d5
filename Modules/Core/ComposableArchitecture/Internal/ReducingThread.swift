import CComposableArchitecture
import Sharing

/// Whether this thread is reducing an action in a store.
///
/// The reads a reducer makes of its state are the store's own, not a view's: they are not
/// recorded for observation, so that an observer is told of changes to what it read, not to
/// what the reducers of the actions it sent read, and so that a state no view has read needs
/// no registrar and tells no one of its changes (see ``ObservationStateRegistrar``).
@usableFromInline
enum ReducingThread {
  /// Whether a store on this thread is reducing an action now.
  @inlinable
  static var isReducing: Bool { tca_is_reducing() }

  /// Runs `body`, code that tells observers, with the reads it makes recorded even inside a
  /// reduction: an observer's `onChange` runs inside the write that calls it, and one that
  /// tracks again from there must be heard.
  @inlinable
  static func observing<R>(_ body: () -> R) -> R {
    let depth = tca_suspend_reducing()
    defer { tca_resume_reducing(depth) }
    return body()
  }

  /// Runs `body` as a store's reduction of an action; once no reduction runs on this thread
  /// any more, tells observers of the changes it made (see ``_DeferredChanges``).
  @inlinable
  static func reducing<R>(_ body: () -> R) -> R {
    tca_begin_reducing()
    let result = body()
    tca_end_reducing()
    _DeferredChanges.tellIfReduced()
    return result
  }
}
