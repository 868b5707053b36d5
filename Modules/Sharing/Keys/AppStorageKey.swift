import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A small preference kept by name in the app's ``AppStorage``: on Linux a JSON document
  /// (`app-storage.json`) rather than `UserDefaults`, whose file there depends on a bundle
  /// identifier a command-line tool does not have. In tests the storage is in memory.
  ///
  /// ```swift
  /// @Shared(.appStorage("hasSeenTour")) var hasSeenTour = false
  /// ```
  @_disfavoredOverload
  public static func appStorage<Value: Codable>(_ key: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(
      key, encode: { try JSONEncoder().encode($0) },
      decode: { try JSONDecoder().decode(Value.self, from: $0) })
  }

  /// A value kept as its raw string in the app's ``AppStorage``.
  ///
  /// ```swift
  /// enum Theme: String { case light, dark }
  /// @Shared(.appStorage("theme")) var theme = Theme.light
  /// ```
  public static func appStorage<Value: RawRepresentable>(_ key: String) -> Self
  where Self == AppStorageKey<Value>, Value.RawValue == String {
    AppStorageKey(key, raw: Value.self)
  }

  /// A value kept as its raw integer in the app's ``AppStorage``.
  public static func appStorage<Value: RawRepresentable>(_ key: String) -> Self
  where Self == AppStorageKey<Value>, Value.RawValue == Int {
    AppStorageKey(key, raw: Value.self)
  }
}

/// The key of `.appStorage(_:)`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let storage: AppStorage
  let encode: @Sendable (Value) throws -> Data
  let decode: @Sendable (Data) throws -> Value

  init(
    _ key: String, encode: @escaping @Sendable (Value) throws -> Data,
    decode: @escaping @Sendable (Data) throws -> Value
  ) {
    @Dependency(\.defaultAppStorage) var storage
    self.key = key
    self.storage = storage
    self.encode = encode
    self.decode = decode
  }

  /// A key for a value stored as its raw value.
  init<Raw: Codable>(_ key: String, raw: Value.Type)
  where Value: RawRepresentable, Value.RawValue == Raw {
    self.init(
      key, encode: { try JSONEncoder().encode($0.rawValue) },
      decode: { data in
        let raw = try JSONDecoder().decode(Raw.self, from: data)
        guard let value = Value(rawValue: raw) else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "No \(Value.self) has the raw value \(raw)."))
        }
        return value
      })
  }

  public var id: AppStorageKeyID { AppStorageKeyID(key: key, storage: ObjectIdentifier(storage)) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(
      with: Result {
        guard let data = try storage.value(forKey: key) else { return nil }
        return try decode(data)
      })
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(
      with: Result { try storage.setValue(encode(value), forKey: key) })
  }
}

/// What tells app storage keys apart: the name, in one storage.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where `.appStorage` values live: a JSON document of named values, written atomically, or
/// memory (tests and previews).
///
/// ```swift
/// withDependencies {
///   $0.defaultAppStorage = AppStorage(url: dataDirectory.appending(component: "app-storage.json"))
/// } operation: { … }
/// ```
public final class AppStorage: Sendable {
  private let url: URL?
  private let values = LockIsolated<[String: Data]?>(nil)

  /// Values kept in the JSON document at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// Values kept in memory only.
  public init() {
    self.url = nil
    values.setValue([:])
  }

  func value(forKey key: String) throws -> Data? {
    try values.withValue { values in
      let loaded = try values ?? read()
      values = loaded
      return loaded[key]
    }
  }

  func setValue(_ data: Data, forKey key: String) throws {
    try values.withValue { values in
      var updated = try values ?? read()
      updated[key] = data
      if let url {
        let document = try JSONSerialization.data(
          withJSONObject: try updated.mapValues {
            try JSONSerialization.jsonObject(with: $0, options: .fragmentsAllowed)
          },
          options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed])
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try document.write(to: url, options: .atomic)
      }
      values = updated
    }
  }

  private func read() throws -> [String: Data] {
    guard let url, let data = try? Data(contentsOf: url) else { return [:] }
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return try object.mapValues {
      try JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed)
    }
  }

  /// `$XDG_DATA_HOME/NAME/app-storage.json` (else `~/.local/share/NAME/…`), where NAME is the
  /// program's name.
  public static let live = AppStorage(
    url: URL(
      filePath: ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
        ?? NSHomeDirectory() + "/.local/share"
    )
    .appending(component: ProcessInfo.processInfo.processName)
    .appending(component: "app-storage.json"))
}

private enum AppStorageDependencyKey: DependencyKey {
  static let liveValue = AppStorage.live
  static var testValue: AppStorage { AppStorage() }
}

extension DependencyValues {
  /// Where `.appStorage` keys keep their values.
  public var defaultAppStorage: AppStorage {
    get { self[AppStorageDependencyKey.self] }
    set { self[AppStorageDependencyKey.self] = newValue }
  }
}
