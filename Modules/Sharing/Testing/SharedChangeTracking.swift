import ConcurrencyExtras
import CustomDump
import Foundation
import Synchronization

/// What a test store needs of shared state: every shared value changed while it lives, with
/// the value it had before, so that an assertion can compare what the test expected with
/// what happened even though both states hold the same reference.
///
/// Reads and writes made inside ``withView(_:operation:)`` go to a view of the values
/// instead of the live references: that is how an assertion's `$0.$count.withLock { $0 = 1 }`
/// changes the expected state and not the app's.
///
/// ```swift
/// let tracker = _SharedChangeTracker()
/// let before = tracker.values()
/// // … the reducer writes shared state …
/// let after = tracker.values()
/// tracker.isEqual(expected, in: before, to: actual, in: after)
/// ```
public final class _SharedChangeTracker: @unchecked Sendable {
  private let lock = NSLock()
  /// The references changed since the tracker was made, with their value before the change.
  private var changed: [ObjectIdentifier: (root: any SharedRoot, initialValue: Any)] = [:]

  /// Starts tracking every shared change made in this process.
  public init() {
    SharedChangeTracking.register(self)
  }

  deinit {
    SharedChangeTracking.unregister(self)
  }

  /// Whether no shared value has changed since the tracker was made.
  public var isEmpty: Bool {
    lock.withLock { changed.isEmpty }
  }

  func willChange(_ root: any SharedRoot, from value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(root)
      if changed[id] == nil { changed[id] = (root, value) }
    }
  }

  func initialValue(of root: any SharedRoot) -> Any? {
    lock.withLock { changed[ObjectIdentifier(root)]?.initialValue }
  }

  /// The live values of every reference changed so far: what the state holds now.
  public func values() -> _SharedValues {
    let roots = lock.withLock { changed.values.map(\.root) }
    return _SharedValues(
      values: Dictionary(uniqueKeysWithValues: roots.map { (ObjectIdentifier($0), $0.anyValue) }))
  }

  /// Runs `operation` with shared reads and writes going to `values` instead of the live
  /// references, and returns what it returned with the values it left.
  public func withView<R>(
    _ values: _SharedValues, operation: () throws -> R
  ) rethrows -> (R, _SharedValues) {
    let view = _SharedView(tracker: self, values: values.values)
    let result = try SharedChangeTracking.$view.withValue(view) { try operation() }
    return (result, _SharedValues(values: view.values))
  }

  /// Whether `expected` read with `expectedValues` equals `actual` read with `actualValues`.
  public func isEqual<T: Equatable>(
    _ expected: T, in expectedValues: _SharedValues, to actual: T, in actualValues: _SharedValues
  ) -> Bool {
    let comparison = SharedChangeTracking.Comparison(
      expected: _SharedView(tracker: self, values: expectedValues.values),
      actual: _SharedView(tracker: self, values: actualValues.values))
    return SharedChangeTracking.$comparison.withValue(comparison) { expected == actual }
  }

  /// `value` dumped as `customDump` does, with shared values read from `values`.
  public func dump<T>(_ value: T, in values: _SharedValues) -> String {
    withView(values) {
      var output = ""
      customDump(value, to: &output)
      return output
    }.0
  }
}

/// The values of shared references at one moment of a test, by reference.
public struct _SharedValues: @unchecked Sendable {
  var values: [ObjectIdentifier: Any]

  /// No values of its own: reads see each reference as it was before its first change.
  public static let initial = _SharedValues(values: [:])
}

/// Shared values as one assertion sees them: its own writes, else the moment it was made
/// from, else the value before the first change, else the live value.
public final class _SharedView: @unchecked Sendable {
  let tracker: _SharedChangeTracker
  var values: [ObjectIdentifier: Any]

  init(tracker: _SharedChangeTracker, values: [ObjectIdentifier: Any]) {
    self.tracker = tracker
    self.values = values
  }

  func value(of root: any SharedRoot) -> Any? {
    values[ObjectIdentifier(root)] ?? tracker.initialValue(of: root)
  }

  func set(_ value: Any, of root: any SharedRoot) {
    values[ObjectIdentifier(root)] = value
  }
}

enum SharedChangeTracking {
  struct Comparison: Sendable {
    let expected: _SharedView
    let actual: _SharedView
  }

  private static let count = Atomic(0)
  private static let trackers = LockIsolated<[ObjectIdentifier: WeakTracker]>([:])

  private struct WeakTracker: @unchecked Sendable {
    weak var tracker: _SharedChangeTracker?
  }

  @TaskLocal static var view: _SharedView?
  @TaskLocal static var comparison: Comparison?

  /// Whether any test tracks shared changes: outside tests, a shared read or write pays for
  /// this one load and nothing else.
  @inline(__always)
  static var isActive: Bool { count.load(ordering: .relaxed) > 0 }

  static var currentView: _SharedView? {
    isActive ? view : nil
  }

  static func register(_ tracker: _SharedChangeTracker) {
    trackers.withValue { $0[ObjectIdentifier(tracker)] = WeakTracker(tracker: tracker) }
    count.add(1, ordering: .relaxed)
  }

  static func unregister(_ tracker: _SharedChangeTracker) {
    trackers.withValue { _ = $0.removeValue(forKey: ObjectIdentifier(tracker)) }
    count.subtract(1, ordering: .relaxed)
  }

  static func willChange(_ root: any SharedRoot, from value: Any) {
    for tracker in trackers.value.values { tracker.tracker?.willChange(root, from: value) }
  }
}
