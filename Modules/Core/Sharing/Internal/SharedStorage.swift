import CComposableArchitecture
import Foundation
import Observation
import Synchronization

/// A place a ``Shared`` value lives in: the root reference every copy shares, or a part of
/// another one (a projection). Copies of a `Shared` hold the same storage, so a write through
/// any of them is seen by all.
class SharedStorage<Value>: @unchecked Sendable {
  /// The reference the value ultimately lives in: what tests snapshot and observers watch.
  var root: any SharedRoot { fatalError("abstract") }

  /// The value, as `view` sees it (a test's snapshot), or live.
  func value(in view: _SharedView?) -> Value { fatalError("abstract") }

  /// Where the value comes from, for ``Shared/description``: its key (`.inMemory("count")`),
  /// or the value itself (`value: 0`), and the projections made of it.
  var sourceDescription: String { fatalError("abstract") }

  /// The value before and after, for custom-dump's diff: as the change being diffed saw it
  /// (``_SharedChange``), else as the current view or live.
  func diffValues() -> (Any, Any) {
    if let comparison = SharedChangeTracking.currentComparison {
      return (value(in: comparison.before), value(in: comparison.after))
    }
    let value = value(in: SharedChangeTracking.currentView)
    return (value, value)
  }

  /// Whether two storages hold equal values (see ``Shared/==(_:_:)``).
  static func isEqual(_ lhs: SharedStorage, _ rhs: SharedStorage) -> Bool where Value: Equatable {
    if let comparison = SharedChangeTracking.currentComparison {
      return lhs.value(in: comparison.before) == rhs.value(in: comparison.after)
    }
    return lhs === rhs || lhs.value(in: nil) == rhs.value(in: nil)
  }

  /// Changes the value under the root's lock, in `view` (a test's expectation), or live.
  func withLock<R>(in view: _SharedView?, _ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("abstract")
  }
}

/// A root reference, without its value's type: what the test tracker keeps.
protocol SharedRoot: AnyObject, Sendable {
  /// The live value.
  var anyValue: Any { get }
  /// The persistence behind it, if a key made it.
  var persistence: (any SharedPersistence)? { get }
  /// Tells its observers that what they read changed, without a write: a `Shared` that held
  /// this reference now holds another.
  func touch()
  /// The reference as a `Shared` of it describes itself: `Shared<Int>(value: 1)`.
  var sharedDescription: String { get }
}

/// A key's loading and saving, seen from a root reference.
protocol SharedPersistence: AnyObject, Sendable {
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  /// The key, as `String(reflecting:)` describes it.
  var keyDescription: String { get }
  func load() async throws
  func save() async throws
}

/// The root reference: the value, its lock, its observers, and the key that persists it.
final class SharedBox<Value>: SharedStorage<Value>, SharedRoot, @unchecked Sendable {
  /// A plain futex (the handle `Mutex` is built on, locked and unlocked around a read without
  /// a closure): re-entry on the writing thread is decided by ``writer``, so it
  /// need not be recursive (a recursive one costs several times as much on every read).
  private let mutex = _MutexHandle()
  /// The thread inside a write, if any: it may read the value without the lock (a write's
  /// closure reading what it changes), and may not write it again (see ``mutate(isTracked:changes:_:)``).
  private let writer = Atomic<UInt>(0)
  /// The value, behind a pointer rather than in a stored property: a write's closure may read
  /// the value it is changing (`$xs.withLock { $0.append(xs.count) }`, or a projection of it),
  /// which the lock allows on its own thread and a stored property's exclusivity check would
  /// stop with a crash. Such a read sees the value as the write has changed it so far.
  private let pointer: UnsafeMutablePointer<Value>
  /// Who observes the value (and the key's status).
  let observation = SharedObservation()
  /// Set once, right after the box is made, by the key that made it.
  nonisolated(unsafe) var persistence: (any SharedPersistence)?
  /// Saves a value written with `withLock`, with the number of that write; set with
  /// ``persistence``.
  nonisolated(unsafe) var saveWrite: ((Value, UInt64) -> Void)?
  /// How many times the value was written with `withLock` (under the lock): saves are made
  /// after the lock is released, so writes on two threads may reach the key in the other
  /// order, and the number tells the older one.
  private var writes: UInt64 = 0

  init(_ value: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  override var root: any SharedRoot { self }
  var anyValue: Any { liveValue }

  func touch() {
    observation.changed()
  }

  override var sourceDescription: String {
    persistence?.keyDescription ?? "value: \(String(reflecting: liveValue))"
  }

  var sharedDescription: String {
    "\(spelledTypeName(Shared<Value>.self))(\(sourceDescription))"
  }

  /// The live value, for observation's key path.
  var liveValue: Value {
    if writer.load(ordering: .relaxed) == currentThread() { return pointer.pointee }
    mutex.unsafeLock()
    defer { mutex.unsafeUnlock() }
    return pointer.pointee
  }

  override func value(in view: _SharedView?) -> Value {
    if let view, let value = view.value(of: self) { return value as! Value }
    // A store's reducers read the state for themselves, not for a view: such reads are not
    // recorded for observation, as the core's own observable state records none.
    if !tca_is_reducing() { observation.access() }
    return liveValue
  }

  override func withLock<R>(in view: _SharedView?, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    if let view {
      var value = self.value(in: view)
      defer { view.set(value, of: self) }
      return try body(&value)
    }
    let (result, newValue, write) = try mutate(body)
    saveWrite?(newValue, write)
    return result
  }

  /// The value and the number of the last write that made it, read together.
  func valueAndWrites() -> (Value, UInt64) {
    mutex.unsafeLock()
    defer { mutex.unsafeUnlock() }
    return (pointer.pointee, writes)
  }

  /// Whether the value was written with `withLock` after its `write`th write.
  func isWritten(after write: UInt64) -> Bool {
    mutex.unsafeLock()
    defer { mutex.unsafeUnlock() }
    return writes != write
  }

  /// Replaces the value with what the storage holds now (a load, another process's write),
  /// without saving it back; unless it was written after its `write`th write, when given: then
  /// `value` was read before that write was saved, and is older than the value. Returns
  /// whether the reference now holds `value`.
  @discardableResult
  func setFromStorage(_ value: Value, unlessWrittenAfter write: UInt64? = nil) -> Bool {
    let (isTaken, isChanged) = setFromStorageUntold(value, unlessWrittenAfter: write)
    if isChanged { observation.changed() }
    return isTaken
  }

  /// As ``setFromStorage(_:unlessWrittenAfter:)``, but the caller tells the observers, when
  /// `isChanged`, once it has let go of its own locks. `whenTaken` runs as the value is taken,
  /// under the value's lock: before any later write.
  func setFromStorageUntold(
    _ value: Value, unlessWrittenAfter write: UInt64? = nil, whenTaken: () -> Void = {}
  ) -> (isTaken: Bool, isChanged: Bool) {
    // What the reference holds already changes nothing: no observer is told of it.
    if areEqual(liveValue, value) {
      whenTaken()
      return (true, false)
    }
    // Not a change anyone made: a test store does not ask for it to be asserted.
    let isTaken = mutate(isTracked: false, changes: { _ in false }) { current -> Bool in
      if let write, writes != write { return false }
      current = value
      whenTaken()
      return true
    }.0
    return (isTaken, isTaken)
  }

  /// Writes the value under the lock, then tells observers. A tracked write is one made with
  /// `withLock`: counted, and asserted by a test store.
  private func mutate<R>(
    isTracked: Bool = true, changes: (R) -> Bool = { _ in true },
    _ body: (inout Value) throws -> R
  ) rethrows -> (R, Value, UInt64) {
    // Observers are told once the write is done and the lock released, never before: an
    // observer on another thread (a frame drawn on the main actor while the file watch's queue
    // writes) that read the value at `willSet` would read the old one, and hear of no later
    // change. Registered before the unlock's `defer` below, so it runs after it.
    var isChange = true
    defer { if isChange { observation.changed() } }
    let thread = currentThread()
    // A write inside a write of the same value would change it while the outer write holds it
    // `inout`: the compiler assumes nothing else does, so the outer write could keep a stale
    // copy, write it back over the inner one, or free storage the inner one reallocated.
    // Upstream's stored property traps here on its exclusivity check; this says why, in an
    // optimized build too (where a precondition's message is not printed).
    if writer.load(ordering: .relaxed) == thread {
      fatalError(
        """
        A shared value was written inside a write of the same value ("withLock" within \
        "withLock"). Make both changes in the outer write's closure instead.
        """)
    }
    mutex.unsafeLock()
    writer.store(thread, ordering: .relaxed)
    defer {
      writer.store(0, ordering: .relaxed)
      mutex.unsafeUnlock()
    }
    let written = try write(isTracked: isTracked, body)
    isChange = changes(written.0)
    return written
  }

  private func write<R>(isTracked: Bool, _ body: (inout Value) throws -> R) rethrows -> (
    R, Value, UInt64
  ) {
    if isTracked && SharedChangeTracking.isActive {
      SharedChangeTracking.willChange(self, from: pointer.pointee)
    }
    let result = try body(&pointer.pointee)
    // Counted once it is made: a body that throws is no write to save (as upstream saves
    // none), and one counted but never handed to the key would leave every later read of
    // storage looking older than the value.
    if isTracked { writes &+= 1 }
    return (result, pointer.pointee, writes)
  }
}

/// Whether `lhs` and `rhs` are equal values of an `Equatable` type (`false` if not
/// `Equatable`).
func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  func equals<E: Equatable>(_ lhs: E) -> Bool { lhs == rhs as? E }
  guard let lhs = lhs as? any Equatable else { return false }
  return equals(lhs)
}

/// This thread, as a number no other running thread has.
private func currentThread() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}

/// The observers of one shared reference. Not generic, so that its key path is made once: a
/// key path into a generic class is instantiated at run time on every use (thousands of
/// instructions: the runtime demangles its generic arguments).
///
/// A change made while a store reduces (a reducer's write) is told once the reduction has ended
/// (see ``_DeferredChanges``).
final class SharedObservation: Observable, Sendable, _DeferredChangeObservable {
  private let registrar = ObservationRegistrar()
  private static let keyPath = \SharedObservation.value
  private var value: Void { () }

  func access() { registrar.access(self, keyPath: Self.keyPath) }

  /// Tells observers of a change that is complete: `willSet` and `didSet` both come after it,
  /// so whatever an observer reads, on whatever thread, is the new value.
  func changed() {
    _SharedChanges.count()
    if _DeferredChanges.areDeferred { return _DeferredChanges.add(self, Self.keyPath) }
    registrar.willSet(self, keyPath: Self.keyPath)
    registrar.didSet(self, keyPath: Self.keyPath)
  }
  func _tellDeferredChange(_ keyPath: AnyKeyPath) {
    registrar.willSet(self, keyPath: Self.keyPath)
    registrar.didSet(self, keyPath: Self.keyPath)
  }
}

/// A part of another storage, reached by a key path: `$syncUp.title`, `$syncUps[id: id]`. A
/// read-only key path (a `SharedReader`'s) changes nothing when written.
final class KeyPathStorage<Base, Value>: SharedStorage<Value>, @unchecked Sendable {
  let base: SharedStorage<Base>
  let keyPath: KeyPath<Base, Value>

  init(base: SharedStorage<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var root: any SharedRoot { base.root }

  override func value(in view: _SharedView?) -> Value {
    base.value(in: view)[keyPath: keyPath]
  }

  override var sourceDescription: String {
    "\(base.sourceDescription)[dynamicMember: \(keyPath)]"
  }

  override func withLock<R>(in view: _SharedView?, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    guard let keyPath = keyPath as? WritableKeyPath<Base, Value> else {
      var value = self.value(in: view)
      return try body(&value)
    }
    return try base.withLock(in: view) { try body(&$0[keyPath: keyPath]) }
  }
}

/// A value computed from another storage's, to read: `$todos.read { $0.count }`.
final class ReadStorage<Base, Value>: SharedStorage<Value>, @unchecked Sendable {
  let base: SharedStorage<Base>
  let read: (Base) -> Value

  init(base: SharedStorage<Base>, read: @escaping (Base) -> Value) {
    self.base = base
    self.read = read
  }

  override var root: any SharedRoot { base.root }

  override func value(in view: _SharedView?) -> Value {
    read(base.value(in: view))
  }

  override var sourceDescription: String {
    ".map(\(base.sourceDescription), as: \(spelledTypeName(Value.self)).self)"
  }

  override func withLock<R>(in view: _SharedView?, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    var value = self.value(in: view)
    return try body(&value)
  }
}

/// An optional storage seen as its wrapped value, made while it held one. Once it holds `nil`
/// again (the element was removed), reads give the last value seen and writes change that last
/// value, never the base (which stays `nil`), so a child that outlives its element does not
/// crash and still sees its own writes.
final class UnwrappedStorage<Value>: SharedStorage<Value>, @unchecked Sendable {
  let base: SharedStorage<Value?>
  private let lock = NSLock()
  private var lastValue: Value

  /// `base` seen as its wrapped value, if it holds one now; `nil` otherwise.
  init?(base: SharedStorage<Value?>) {
    guard let value = base.value(in: SharedChangeTracking.currentView) else { return nil }
    self.base = base
    self.lastValue = value
  }

  override var root: any SharedRoot { base.root }

  override var sourceDescription: String { "\(base.sourceDescription)!" }

  override func value(in view: _SharedView?) -> Value {
    // The base is read without this lock held: a write holds the base's lock and then takes
    // this one, so holding both the other way round could deadlock.
    let value = base.value(in: view)
    lock.lock()
    defer { lock.unlock() }
    guard let value else { return lastValue }
    lastValue = value
    return value
  }

  override func withLock<R>(in view: _SharedView?, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    try base.withLock(in: view) { optional in
      guard var value = optional else {
        // Removed: the write goes to the last value, which reads see from now on. The lock
        // is not held while `body` runs, as it may read this value.
        lock.lock()
        var last = lastValue
        lock.unlock()
        defer {
          lock.lock()
          lastValue = last
          lock.unlock()
        }
        return try body(&last)
      }
      defer {
        optional = value
        lock.lock()
        lastValue = value
        lock.unlock()
      }
      return try body(&value)
    }
  }
}
