import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A value kept in memory only, shared by every `@Shared(.inMemory(key))` in the app (and,
  /// in a test, only in that test).
  ///
  /// ```swift
  /// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// The key of `.inMemory(_:)`: values live in ``InMemoryStorage``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String
  let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: ObjectIdentifier(storage)) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // The first default is kept, so that it outlives the references that made it.
    let value = storage.values.withValue { values -> Value? in
      if values[key] == nil, let initialValue = context.initialValue { values[key] = initialValue }
      // An absent entry cast to an optional `Value` would succeed as a stored `nil`, and a key
      // that holds nothing would look loaded (`Shared<Int?>(require:)` would not throw).
      guard let stored = values[key] else { return nil }
      return stored as? Value
    }
    continuation.resume(with: .success(value))
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.values.withValue { $0[key] = value }
    continuation.resume()
  }
}

/// What tells in-memory keys apart: the name, in one storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where `.inMemory` values live: one for the app, a new one for each test.
///
/// ```swift
/// let count = withDependencies {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// } operation: {
///   Shared(wrappedValue: 0, .inMemory("count"))
/// }
/// ```
public final class InMemoryStorage: Sendable {
  let values = LockIsolated<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// Where `.inMemory` keys keep their values.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// The key as it is written: `.inMemory("count")`.
  ///
  /// ```swift
  /// print(InMemoryKey<Int>.inMemory("count"))  // .inMemory("count")
  /// ```
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}
