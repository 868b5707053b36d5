import CustomDump
import Dependencies
import Foundation
import IdentifiedCollections

/// A value shared by every feature that holds it: a write through any copy is seen by all, and
/// a key (``SharedKey``) can persist it.
///
/// Declare it in state, with a key or as a value another feature hands in:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
///   @Shared var scores: [Int]
/// }
/// ```
///
/// Read it like a plain property, and change it with
/// ``withLock(_:fileID:filePath:line:column:)``, in a reducer:
///
/// ```swift
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// In a test, a `TestStore` asserts shared changes like any other state change:
///
/// ```swift
/// await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let handle: SharedHandle<Value>

  /// The storage the value lives in now (``projectedValue``'s setter can point it elsewhere).
  var storage: SharedStorage<Value> { handle.storage }

  init(storage: SharedStorage<Value>) {
    self.handle = SharedHandle(storage)
  }

  /// A shared value that is not persisted: it lives as long as something holds it.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// ```
  public init(value: sending Value) {
    self.init(storage: SharedBox(value))
  }

  /// Another holder's shared value, for `@Shared var x` properties set in an initializer.
  ///
  /// ```swift
  /// init(count: Shared<Int>) { self._count = count }
  /// ```
  public init(projectedValue: Shared) {
    self = projectedValue
  }

  /// The value of an optional shared value, if it holds one now; `nil` otherwise.
  ///
  /// ```swift
  /// guard let syncUp = Shared($syncUps[id: id]) else { return }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let storage = UnwrappedStorage(base: base.storage) else { return nil }
    self.init(storage: storage)
  }

  /// The value. Change it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    get { storage.value(in: SharedChangeTracking.currentView) }
    @available(*, unavailable, message: "Use '$shared.withLock' to modify a shared value.")
    nonmutating set { storage.withLock(in: SharedChangeTracking.currentView) { $0 = newValue } }
  }

  /// The shared value itself: `$count`.
  ///
  /// Assigning another shared value points this one, and every copy made of it, at that value
  /// (copies share it, as they share writes):
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// let copy = $count
  /// $count = Shared(value: 42)
  /// print(copy.wrappedValue)  // 42
  /// ```
  public var projectedValue: Self {
    get { self }
    nonmutating set { handle.replace(with: newValue.storage) }
  }

  /// Changes the value with exclusive access, then saves it through its key, if any.
  ///
  /// ```swift
  /// state.$syncUps.withLock { $0.append(syncUp) }
  /// ```
  @discardableResult
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    try storage.withLock(in: SharedChangeTracking.currentView, operation)
  }

  /// The part of the value at `keyPath`, shared with this value.
  ///
  /// ```swift
  /// let detail = SyncUpDetail.State(title: $syncUp.title)
  /// ```
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(storage: KeyPathStorage(base: storage, keyPath: keyPath))
  }

  /// The part of the value at `keyPath`, to read.
  @_disfavoredOverload
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(storage: KeyPathStorage(base: storage, keyPath: keyPath))
  }

  /// Whether the key is loading the value now.
  public var isLoading: Bool { storage.root.persistence?.isLoading ?? false }

  /// Why the key's last load failed, if it did; the value is then what it was.
  public var loadError: (any Error)? { storage.root.persistence?.loadError }

  /// Why the key's last save failed, if it did.
  public var saveError: (any Error)? { storage.root.persistence?.saveError }

  /// Loads the value from its key again.
  ///
  /// ```swift
  /// try await $syncUps.load()
  /// ```
  public func load() async throws {
    try await storage.root.persistence?.load()
  }

  /// Saves the value through its key now.
  ///
  /// ```swift
  /// try await $syncUps.save()
  /// ```
  public func save() async throws {
    try await storage.root.persistence?.save()
  }
}

extension Shared where Value: Sendable {
  /// A value persisted by `key`, starting from `value` when the key holds nothing yet. Every
  /// `@Shared` with an equal key shares one value.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public init(wrappedValue value: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    @Dependency(\.sharedReferences) var references
    self.init(storage: references.box(for: key, initialValue: value))
  }

  /// A value persisted by a key that knows its own default.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// A value persisted by a key that knows its own default, starting from `value` instead.
  public init<Key: SharedKey<Value>>(
    wrappedValue value: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: value(), key.base)
  }

  /// An optional value persisted by `key`, `nil` until it holds one.
  ///
  /// ```swift
  /// @Shared(.inMemory("user")) var user: User?
  /// ```
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A value that `key` must load: throws when it holds nothing or cannot be read.
  ///
  /// ```swift
  /// let settings = try await Shared<Settings>(require: .fileStorage(url))
  /// ```
  public init(require key: some SharedKey<Value>) async throws {
    let loaded = try await requiredValue(of: key)
    @Dependency(\.sharedReferences) var references
    self.init(storage: references.box(for: key, initialValue: { loaded }, skipInitialLoad: true))
  }

  /// Points this value, and every copy of it, at `key`'s, starting from this value when the key
  /// holds nothing, and loads it from the key.
  ///
  /// ```swift
  /// @Shared(.fileStorage(defaultURL)) var settings = Settings()
  /// try await $settings.load(.fileStorage(userURL))
  /// ```
  public func load(_ key: some SharedKey<Value>) async throws {
    @Dependency(\.sharedReferences) var references
    let value = wrappedValue
    projectedValue = Shared(
      storage: references.box(for: key, initialValue: { value }, skipInitialLoad: true))
    try await load()
  }
}

/// Why `Shared(require:)` failed.
public enum SharedLoadError: Error, Equatable, Sendable {
  /// The key holds no value.
  case noValue
}

extension Shared {
  /// The element with `id`, shared with the collection: `nil` once it is removed.
  ///
  /// ```swift
  /// guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
  /// ```
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \.[id: id]]
  }
}

extension Shared {
  /// A value computed from this one, to read: it changes as this value does.
  ///
  /// ```swift
  /// let count = state.$todos.read { $0.count }
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader<Member>(storage: ReadStorage(base: storage, read: body))
  }
}

extension RangeReplaceableCollection {
  /// The elements of a shared identified collection, each a `Shared` of its element in the
  /// collection, in order: a child per row that writes into the one collection.
  ///
  /// ```swift
  /// for todo in Array(state.$todos) {
  ///   todo.withLock { $0.isComplete = true }
  /// }
  /// ```
  public init<ID: Hashable, Wrapped>(_ shared: Shared<IdentifiedArray<ID, Wrapped>>)
  where Element == Shared<Wrapped> {
    self.init(shared.wrappedValue.ids.compactMap { Shared(shared[id: $0]) })
  }
}

extension Shared: @unchecked Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Equal when the values are; while a change is compared (a test store's assertion), the
  /// left-hand side's value before it against the right-hand side's after it.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedStorage.isEqual(lhs.storage, rhs.storage)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The shared value's identity, so that a collection of shared elements can be listed.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The type and where its value comes from: `Shared<Int>(.inMemory("count"))`, or
  /// `Shared<Int>(value: 0)` for a value no key persists.
  ///
  /// ```swift
  /// print(Shared(value: 0))  // Shared<Int>(value: 0)
  /// ```
  public var description: String {
    "\(spelledTypeName(Self.self))(\(storage.sourceDescription))"
  }
}

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) { storage.diffValues() }
  /// The root reference's identity: a projection (`$stats.count`) dumps as the value it is part
  /// of (`#1`), as upstream's does.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(storage.root) }
}
