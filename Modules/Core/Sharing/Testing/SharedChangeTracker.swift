import ConcurrencyExtras
import Dependencies
import IssueReporting

/// Tracks the changes made to shared values in ``track(_:)``, and asserts them in
/// ``assert(_:)``, under upstream's SPI name: the piece of a test store that a test (or a
/// testing tool of one's own) can drive by hand.
///
/// Inside `assert`, a write goes to what the test expects, not to the live value, and `==`
/// compares what is expected (its left-hand side) with what happened (its right-hand side).
/// Changes left unasserted when the tracker goes away are reported, unless it was made with
/// `reportUnassertedChanges: false`.
///
/// ```swift
/// @Shared(value: 0) var count
/// let tracker = SharedChangeTracker()
/// tracker.track { $count.withLock { $0 += 1 } }
/// tracker.assert {
///   $count.withLock { $0 = 1 }
///   #expect($count == $count)
/// }
/// ```
@_spi(SharedChangeTracking)
public final class SharedChangeTracker: Sendable {
  private let tracker = _SharedChangeTracker(scope: .dependencies)
  private let reportsUnassertedChanges: Bool
  /// What the assertions so far expect of each changed reference.
  private let expected = LockIsolated(_SharedValues.initial)
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// A tracker that reports, when it goes away, the changes it tracked and no assertion
  /// expected (unless `reportUnassertedChanges` is `false`), at the place it was made.
  public init(
    reportUnassertedChanges: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    reportsUnassertedChanges = reportUnassertedChanges
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  deinit {
    guard reportsUnassertedChanges else { return }
    let expected = expected.value
    let view = _SharedView(tracker: tracker, values: expected.values)
    for (root, _) in tracker.changedRoots() {
      let old = view.value(of: root) ?? root.anyValue
      let new = root.anyValue
      guard !areEqual(old, new) else { continue }
      reportIssue(
        "Tracked unasserted changes to '\(root.sharedDescription)': \(old) → \(new)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Runs `operation`, tracking the changes it makes to shared values (those of the effects
  /// it starts with its dependencies included).
  public func track<R>(_ operation: () throws -> R) rethrows -> R {
    try withDependencies {
      tracker.track(&$0)
    } operation: {
      try operation()
    }
  }

  /// Runs `operation`, tracking the changes it makes to shared values.
  public func track<R>(_ operation: () async throws -> R) async rethrows -> R {
    try await withDependencies {
      tracker.track(&$0)
    } operation: {
      try await operation()
    }
  }

  /// Runs `operation` as an assertion of the changes tracked so far: its writes change what is
  /// expected, and `==` compares what is expected with what happened.
  public func assert<R>(_ operation: () throws -> R) rethrows -> R {
    let live = tracker.values()
    let view = _SharedView(tracker: tracker, values: expected.value.values)
    let comparison = SharedChangeTracking.Comparison(
      before: view, after: _SharedView(tracker: tracker, values: live.values))
    defer { expected.setValue(_SharedValues(values: view.values)) }
    return try SharedChangeTracking.withScope {
      try SharedChangeTracking.$view.withValue(view) {
        try SharedChangeTracking.$comparison.withValue(comparison, operation: operation)
      }
    }
  }
}
