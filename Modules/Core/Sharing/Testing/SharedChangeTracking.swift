import ConcurrencyExtras
import CustomDump
import Dependencies
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
/// A test store's tracker hears the writes made with the store's dependencies (by its reducers
/// and their effects), not the test's own; `_printChanges`' tracker hears every write, and only
/// keeps those made during the action it prints.
///
/// ```swift
/// let tracker = _SharedChangeTracker(scope: .dependencies)
/// let before = tracker.values()
/// withDependencies {
///   tracker.track(&$0)
/// } operation: {
///   state.$count.withLock { $0 += 1 }
/// }
/// let after = tracker.values()
/// let isAsExpected = tracker.isEqual(expected, in: before, to: actual, in: after)
/// ```
public final class _SharedChangeTracker: @unchecked Sendable {
  /// Which writes a tracker hears.
  public enum Scope: Sendable {
    /// Every write in the process, for ``change(during:)``.
    case process
    /// Writes made with dependencies the tracker was added to (``track(_:)``), remembered
    /// from the first one on, for a test store's assertions.
    case dependencies
  }

  let scope: Scope
  private let lock = NSLock()
  /// The references changed since the tracker was made, with their value before the change.
  private var changed: [ObjectIdentifier: (root: any SharedRoot, initialValue: Any)] = [:]
  /// The references changed since ``change(during:)`` last looked, with their value before:
  /// counted apart, so that an action that changes nothing shared takes no lock to say so.
  /// Its references are weak: a tracker that hears every write in the process keeps no one's
  /// value alive.
  private var window: [ObjectIdentifier: (root: WeakRoot, initialValue: Any)] = [:]
  private let windowCount = Atomic(0)

  private struct WeakRoot {
    weak var object: AnyObject?
    var root: (any SharedRoot)? { object as? any SharedRoot }
  }

  private func takeWindow() -> [ObjectIdentifier: (root: WeakRoot, initialValue: Any)] {
    lock.withLock {
      defer {
        window = [:]
        windowCount.store(0, ordering: .relaxed)
      }
      return window
    }
  }

  /// Starts tracking the shared changes `scope` says.
  public init(scope: Scope) {
    self.scope = scope
    SharedChangeTracking.register(self)
  }

  deinit {
    SharedChangeTracking.unregister(self)
  }

  /// Makes the writes made with `dependencies` (and with any derived from them, as effects'
  /// are) count for this tracker.
  public func track(_ dependencies: inout DependencyValues) {
    dependencies.sharedChangeTrackers.append(self)
  }

  /// How many writes to shared values the tracker has heard, the same value written again
  /// included: a test store lets a step that wrote one assert the write.
  public var writeCount: Int {
    lock.withLock { writes }
  }
  private var writes = 0

  /// Whether no shared value has changed since the tracker was made.
  public var isEmpty: Bool {
    lock.withLock { changed.isEmpty }
  }

  func willChange(_ root: any SharedRoot, from value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(root)
      switch scope {
      case .dependencies:
        writes += 1
        if changed[id] == nil { changed[id] = (root, value) }
      case .process:
        if window[id] == nil {
          window[id] = (WeakRoot(object: root), value)
          windowCount.add(1, ordering: .relaxed)
        }
      }
    }
  }

  /// Runs `body` and returns the change it made to shared values: `_printChanges` prints the
  /// state before an action with the shared values as they were before it. Costs a lock when
  /// nothing shared changes.
  public func change<R>(during body: () throws -> R) rethrows -> (R, _SharedChange) {
    if windowCount.load(ordering: .relaxed) > 0 { _ = takeWindow() }
    let result = try body()
    guard windowCount.load(ordering: .relaxed) > 0 else {
      return (result, _SharedChange(comparison: nil))
    }
    var before: [ObjectIdentifier: Any] = [:]
    var after: [ObjectIdentifier: Any] = [:]
    for (id, entry) in takeWindow() {
      guard let root = entry.root.root else { continue }
      before[id] = entry.initialValue
      after[id] = root.anyValue
    }
    return (
      result, change(from: _SharedValues(values: before), to: _SharedValues(values: after))
    )
  }

  /// The references changed so far, with their value before the first change.
  func changedRoots() -> [(root: any SharedRoot, initialValue: Any)] {
    lock.withLock { changed.values.map { ($0.root, $0.initialValue) } }
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
    let result = try SharedChangeTracking.withScope {
      try SharedChangeTracking.$view.withValue(view, operation: operation)
    }
    return (result, _SharedValues(values: view.values))
  }

  /// The change from the shared values `before` to those `after`, to compare or diff a state
  /// before it with a state after it.
  public func change(from before: _SharedValues, to after: _SharedValues) -> _SharedChange {
    _SharedChange(
      comparison: SharedChangeTracking.Comparison(
        before: _SharedView(tracker: self, values: before.values),
        after: _SharedView(tracker: self, values: after.values)))
  }

  /// Whether `expected` read with `expectedValues` equals `actual` read with `actualValues`.
  public func isEqual<T: Equatable>(
    _ expected: T, in expectedValues: _SharedValues, to actual: T, in actualValues: _SharedValues
  ) -> Bool {
    change(from: expectedValues, to: actualValues).withValues { expected == actual }
  }

  /// custom-dump's diff of `expected` read with `expectedValues` and `actual` read with
  /// `actualValues`; `nil` when they are the same.
  public func diff<T>(
    _ expected: T, in expectedValues: _SharedValues, _ actual: T, in actualValues: _SharedValues
  ) -> String? {
    change(from: expectedValues, to: actualValues).withValues {
      CustomDump.diff(expected, actual, format: .proportional)
    }
  }
}

/// A change of shared values, for comparing or diffing a state before it with a state after
/// it: inside ``withValues(_:)``, `==` and custom-dump's `diff` read the shared values of their
/// left-hand side as they were before the change and those of their right-hand side as they
/// were after. `_printChanges` runs its printer inside the change it prints; a printer that
/// diffs later keeps ``current`` and diffs inside it.
///
/// ```swift
/// let change = _SharedChange.current
/// let text = { change.withValues { diff(oldState, newState) } }
/// ```
public struct _SharedChange: Sendable {
  let comparison: SharedChangeTracking.Comparison?

  /// The change being printed or asserted where this is read, if any.
  public static var current: Self {
    Self(comparison: SharedChangeTracking.currentComparison)
  }

  /// Runs `body` with shared values read as this change saw them.
  public func withValues<R>(_ body: () throws -> R) rethrows -> R {
    guard let comparison else { return try body() }
    return try SharedChangeTracking.withScope {
      try SharedChangeTracking.$comparison.withValue(comparison, operation: body)
    }
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
    let before: _SharedView
    let after: _SharedView
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

  /// How many views and comparisons are in force, anywhere: a read looks for one (a task-local
  /// lookup) only while there is one, during an assertion or a diff.
  private static let scopes = Atomic(0)

  static var currentView: _SharedView? {
    scopes.load(ordering: .relaxed) > 0 ? view : nil
  }

  static var currentComparison: Comparison? {
    scopes.load(ordering: .relaxed) > 0 ? comparison : nil
  }

  static func withScope<R>(_ body: () throws -> R) rethrows -> R {
    scopes.add(1, ordering: .relaxed)
    defer { scopes.subtract(1, ordering: .relaxed) }
    return try body()
  }

  static func register(_ tracker: _SharedChangeTracker) {
    if tracker.scope == .process {
      trackers.withValue { $0[ObjectIdentifier(tracker)] = WeakTracker(tracker: tracker) }
    }
    count.add(1, ordering: .relaxed)
  }

  static func unregister(_ tracker: _SharedChangeTracker) {
    if tracker.scope == .process {
      trackers.withValue { _ = $0.removeValue(forKey: ObjectIdentifier(tracker)) }
    }
    count.subtract(1, ordering: .relaxed)
  }

  static func willChange(_ root: any SharedRoot, from value: Any) {
    for tracker in trackers.value.values { tracker.tracker?.willChange(root, from: value) }
    for tracker in DependencyValues._current.sharedChangeTrackers {
      tracker.willChange(root, from: value)
    }
  }
}

private enum SharedChangeTrackersKey: DependencyKey {
  static let liveValue: [_SharedChangeTracker] = []
  static let testValue: [_SharedChangeTracker] = []
}

extension DependencyValues {
  /// The test stores' trackers that hear writes made with these dependencies.
  fileprivate var sharedChangeTrackers: [_SharedChangeTracker] {
    get { self[SharedChangeTrackersKey.self] }
    set { self[SharedChangeTrackersKey.self] = newValue }
  }
}
