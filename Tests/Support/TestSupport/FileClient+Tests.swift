import ConcurrencyExtras
import FileClient
import Foundation
import Sharing

extension FileClient {
  /// The named JSON document, decoded; `nil` when there is none: what a test reads to see
  /// what a key wrote.
  ///
  /// ```swift
  /// #expect(try files.loadJSON([Int].self, from: "scores.json") == [2, 3])
  /// ```
  public func loadJSON<Value: Decodable>(_ type: Value.Type, from name: String) throws -> Value? {
    try load(name).map { try JSONDecoder().decode(Value.self, from: $0) }
  }

  /// Writes `value` as the named JSON document, as another process would.
  ///
  /// ```swift
  /// try files.saveJSON([2, 5], to: "scores.json")
  /// ```
  public func saveJSON(_ value: some Encodable, to name: String) throws {
    try save(name, JSONEncoder().encode(value))
  }
}

/// Another process's changes, as a test makes them: install ``watch`` as a client's, and each
/// ``yield()`` tells those watching that the document changed. A change made before anyone
/// watches is told to the first watch when it starts, as a stream buffers what it is given.
///
/// ```swift
/// let change = OutsideChanges()
/// client.watch = change.watch
/// try files.saveJSON([2, 3], to: "scores.json")
/// change.yield()
/// ```
public final class OutsideChanges: Sendable {
  private let state = LockIsolated<
    (listeners: [Int: @Sendable () -> Void], next: Int, unheard: Int)
  >(
    ([:], 0, 0))

  public init() {}

  /// A client's watch that hears this test's changes.
  public var watch:
    @Sendable (_ name: String, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription
  {
    { [state] _, onChange in
      let (id, unheard) = state.withValue { state in
        defer { (state.next, state.unheard) = (state.next + 1, 0) }
        state.listeners[state.next] = onChange
        return (state.next, state.unheard)
      }
      for _ in 0..<unheard { onChange() }
      return SharedSubscription { state.withValue { $0.listeners[id] = nil } }
    }
  }

  /// Tells every watch that the document changed.
  public func yield() {
    let listeners = state.withValue { state in
      if state.listeners.isEmpty { state.unheard += 1 }
      return state.listeners.values
    }
    for listener in listeners { listener() }
  }
}

/// A gate a client's operation waits at, on the key's queue, until the test opens it: each
/// ``open()`` lets one wait through, before or after it begins, and ``openForGood()`` every
/// wait from then on (a test that holds a file that never answers lets its threads go at its
/// end).
///
/// ```swift
/// let gate = Gate()
/// client.load = { name in
///   gate.wait()
///   return try files.load(name)
/// }
/// gate.open()
/// ```
public final class Gate: @unchecked Sendable {
  private let condition = NSCondition()
  private var passes = 0
  private var isOpenForGood = false

  public init() {}

  /// Waits until the gate is opened.
  public func wait() {
    condition.lock()
    defer { condition.unlock() }
    while passes == 0 && !isOpenForGood { condition.wait() }
    if !isOpenForGood { passes -= 1 }
  }

  /// Lets one wait through.
  public func open() {
    condition.lock()
    defer { condition.unlock() }
    passes += 1
    condition.signal()
  }

  /// Lets every wait through, now and from now on.
  public func openForGood() {
    condition.lock()
    defer { condition.unlock() }
    isOpenForGood = true
    condition.broadcast()
  }
}

extension FileError {
  /// A full disk, as the system says it when the named document in `/data` is written.
  ///
  /// ```swift
  /// files.update = { name, _ in throw FileError.diskFull(name) }
  /// ```
  public static func diskFull(_ name: String) -> FileError {
    FileError(.system(ENOSPC), path: "/data/\(name)", isWrite: true)
  }

  /// A folder the user may not write in, as the system says it when the named document in
  /// `/data` is written.
  ///
  /// ```swift
  /// files.update = { name, _ in throw FileError.permissionDenied(name) }
  /// ```
  public static func permissionDenied(_ name: String) -> FileError {
    FileError(.system(EACCES), path: "/data/\(name)", isWrite: true)
  }
}
