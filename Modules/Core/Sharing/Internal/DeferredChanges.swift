import CComposableArchitecture

/// Something observable whose change can be told later: observable state's registrar, a shared
/// reference.
public protocol _DeferredChangeObservable: AnyObject {
  /// Tells observers that `keyPath` changed (willSet, then didSet).
  func _tellDeferredChange(_ keyPath: AnyKeyPath)
}

/// Changes made while a store reduces, told to observers once the reduction has ended.
///
/// A store reduces its state in place: while a reducer runs, the state is under an `inout`
/// access that the compiler assumes nothing else makes. An observer told of a change at once
/// (`withObservationTracking`'s `onChange` runs inside the write) that read the store would read
/// that memory under the access: a half-reduced state at best. Told after the reduction, it
/// reads the new state, whole.
public enum _DeferredChanges {
  /// One thread's waiting changes. Made the first time the thread defers a change and kept for
  /// the thread's life: stores reduce on the main actor, so in practice there is one.
  final class Queue {
    var changes: [(observable: any _DeferredChangeObservable, keyPath: AnyKeyPath)] = []
  }

  /// Whether changes are deferred on this thread now: a store is reducing here.
  @inlinable
  public static var areDeferred: Bool { tca_is_reducing() }

  /// Keeps the change of `keyPath` of `observable` until ``tell()``.
  public static func add(_ observable: any _DeferredChangeObservable, _ keyPath: AnyKeyPath) {
    let queue: Queue
    if let raw = tca_deferred_queue() {
      queue = Unmanaged<Queue>.fromOpaque(raw).takeUnretainedValue()
    } else {
      queue = Queue()
      tca_set_deferred_queue(Unmanaged.passRetained(queue).toOpaque())
    }
    // A loop writing one property writes it again and again: it is told once.
    if let last = queue.changes.last, last.observable === observable, last.keyPath == keyPath {
      return
    }
    queue.changes.append((observable, keyPath))
    tca_set_changes_are_deferred(true)
  }

  /// Tells observers of the changes deferred on this thread, in the order they were made, once
  /// no store here is reducing any more.
  @inlinable
  public static func tellIfReduced() {
    guard tca_changes_are_deferred(), !tca_is_reducing() else { return }
    tell()
  }

  @usableFromInline
  static func tell() {
    guard let raw = tca_deferred_queue() else { return }
    let queue = Unmanaged<Queue>.fromOpaque(raw).takeUnretainedValue()
    // An observer may change observed state (outside any reduction, so it is told at once).
    while !queue.changes.isEmpty {
      let changes = queue.changes
      queue.changes.removeAll(keepingCapacity: true)
      tca_set_changes_are_deferred(false)
      for change in changes { change.observable._tellDeferredChange(change.keyPath) }
    }
    tca_set_changes_are_deferred(false)
  }
}
