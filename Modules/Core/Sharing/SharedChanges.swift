import Synchronization

/// How many changes shared values have told their observers of, in this process: what lets a
/// reader on one thread know that a write on another landed while it was reading.
///
/// `withObservationTracking` starts tracking only once its closure has returned: a shared value
/// written on another thread after the closure read it and before the tracking began tells no
/// one, and the reader keeps what it read. A reader that notes the count before its closure and
/// finds it moved afterwards reads again. The count moves after each write is complete and
/// before its observers are told, so one of the two always happens.
///
/// ```swift
/// let before = _SharedChanges.current
/// let frame = withObservationTracking {
///   view.render()
/// } onChange: {
///   scheduleFrame()
/// }
/// if _SharedChanges.current != before { scheduleFrame() }
/// ```
public enum _SharedChanges {
  private static let changes = Atomic<UInt>(0)

  /// The number of changes told so far.
  public static var current: UInt { changes.load(ordering: .sequentiallyConsistent) }

  /// Counts a change that is complete, before its observers are told.
  static func count() {
    changes.wrappingAdd(1, ordering: .sequentiallyConsistent)
  }
}
