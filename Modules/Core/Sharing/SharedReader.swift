import CustomDump
import Dependencies
import Foundation

/// A shared value to read only: a ``Shared`` seen through `SharedReader($shared)`, or a value loaded
/// by a key that cannot save (``SharedReaderKey``).
///
/// ```swift
/// @SharedReader(.inMemory("count")) var count = 0
/// @SharedReader var scores: [Int]  // handed in as `SharedReader($scores)`
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let handle: SharedHandle<Value>

  /// The storage the value lives in now (``projectedValue``'s setter can point it elsewhere).
  var storage: SharedStorage<Value> { handle.storage }

  init(storage: SharedStorage<Value>) {
    self.handle = SharedHandle(storage)
  }

  /// A value that never changes.
  ///
  /// ```swift
  /// let child = Child.State(count: SharedReader(value: 42))
  /// ```
  public init(value: sending Value) {
    self.init(storage: SharedBox(value))
  }

  /// The value of an optional shared value, read-only, if it holds one now.
  public init?(_ base: Shared<Value?>) {
    guard let storage = UnwrappedStorage(base: base.storage) else { return nil }
    self.init(storage: storage)
  }

  /// Reads what `shared` holds, as it changes.
  ///
  /// ```swift
  /// let count = SharedReader(state.$count)
  /// ```
  public init(_ shared: Shared<Value>) {
    self.init(storage: shared.storage)
  }

  /// Another holder's reader, for `@SharedReader var x` properties set in an initializer.
  public init(projectedValue: SharedReader) {
    self = projectedValue
  }

  /// The value of an optional reader, if it holds one now; `nil` otherwise.
  public init?(_ base: SharedReader<Value?>) {
    guard let storage = UnwrappedStorage(base: base.storage) else { return nil }
    self.init(storage: storage)
  }

  /// The value.
  public var wrappedValue: Value {
    storage.value(in: SharedChangeTracking.currentView)
  }

  /// The reader itself: `$count`.
  ///
  /// Assigning another reader points this one, and every copy made of it, at what that one
  /// reads:
  ///
  /// ```swift
  /// @SharedReader(.inMemory("count")) var count = 0
  /// $count = SharedReader(value: 42)
  /// ```
  public var projectedValue: Self {
    get { self }
    nonmutating set { handle.replace(with: newValue.storage) }
  }

  /// The part of the value at `keyPath`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(storage: KeyPathStorage(base: storage, keyPath: keyPath))
  }

  /// Whether the key is loading the value now.
  public var isLoading: Bool { storage.root.persistence?.isLoading ?? false }

  /// Why the key's last load failed, if it did.
  public var loadError: (any Error)? { storage.root.persistence?.loadError }

  /// Loads the value from its key again.
  public func load() async throws {
    try await storage.root.persistence?.load()
  }
}

extension SharedReader where Value: Sendable {
  /// A value loaded by `key`, starting from `value` when the key holds nothing yet.
  ///
  /// ```swift
  /// @SharedReader(.appStorage("isOn")) var isOn = false
  /// ```
  public init(wrappedValue value: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    @Dependency(\.sharedReferences) var references
    self.init(storage: references.box(for: key, initialValue: value))
  }

  /// A value loaded by a key that knows its own default.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// An optional value loaded by `key`, `nil` until it holds one.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A value loaded by a key that knows its own default, starting from `value` instead.
  ///
  /// ```swift
  /// @SharedReader(.rows) var rows = []
  /// ```
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue value: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: value(), key.base)
  }

  /// A value that `key` must load: throws when it holds nothing or cannot be read.
  ///
  /// ```swift
  /// let config = try await SharedReader(require: .remoteConfig)
  /// ```
  public init(require key: some SharedReaderKey<Value>) async throws {
    let loaded = try await requiredValue(of: key)
    @Dependency(\.sharedReferences) var references
    self.init(storage: references.box(for: key, initialValue: { loaded }, skipInitialLoad: true))
  }

  /// Points this reader, and every copy of it, at `key`'s value, starting from this value when
  /// the key holds nothing, and loads it from the key.
  ///
  /// ```swift
  /// @SharedReader(.inMemory("config")) var config = Config()
  /// try await $config.load(.remoteConfig)
  /// ```
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    @Dependency(\.sharedReferences) var references
    let value = wrappedValue
    projectedValue = SharedReader(
      storage: references.box(for: key, initialValue: { value }, skipInitialLoad: true))
    try await load()
  }
}

extension SharedReader: @unchecked Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when the values are; while a change is compared (a test store's assertion), the
  /// left-hand side's value before it against the right-hand side's after it.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedStorage.isEqual(lhs.storage, rhs.storage)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The shared value's identity, so that a collection of shared elements can be listed.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// The type and where its value comes from: `SharedReader<Int>(.inMemory("count"))`, or
  /// `SharedReader<Int>(value: 0)` for a value no key persists.
  ///
  /// ```swift
  /// print(SharedReader(value: 0))  // SharedReader<Int>(value: 0)
  /// ```
  public var description: String {
    "\(spelledTypeName(Self.self))(\(storage.sourceDescription))"
  }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) { storage.diffValues() }
  /// The root reference's identity: a projection (`$stats.count`) dumps as the value it is part
  /// of (`#1`), as upstream's does.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(storage.root) }
}
