import ConcurrencyExtras
import Dependencies
import FileLayer
import Foundation
import Synchronization

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

/// The key of `.appStorage(_:)`: its value is a file of the document's, read, written and
/// bounded by the file keys' engine (``FileStorageKey``), on the storage's queue.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let storage: AppStorage
  /// The value as a file key sees it: one whose file is the value's entry in the document.
  let entry: FileStorageKey<Value>

  init(
    _ key: String, encode: @escaping @Sendable (Value) throws -> Data,
    decode: @escaping @Sendable (Data) throws -> Value
  ) {
    @Dependency(\.defaultAppStorage) var storage
    self.key = key
    self.storage = storage
    self.entry = FileStorageKey(
      url: storage.url ?? URL(filePath: "/"), decode: decode, encode: encode, merge: nil,
      storage: storage.entry(key))
  }

  /// A key for a value stored as its raw value.
  init<Raw: Codable & Sendable>(_ key: String, raw: Value.Type)
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
    entry.load(context: context, continuation: continuation)
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    entry.subscribe(context: context, subscriber: subscriber)
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    entry.save(value, context: context, continuation: continuation)
  }
}

extension AppStorageKey: SkippedLoadAware {
  func firstLoadSkipped() { entry.firstLoadSkipped() }
}

/// What tells app storage keys apart: the name, in one storage.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where `.appStorage` values live: a JSON document of named values, or memory (tests and
/// previews).
///
/// The document may be shared with other processes (another copy of the program): every load
/// reads it afresh, and every save re-reads it under an advisory lock (`flock` on
/// `.NAME.lock` beside it), changes only its own key and replaces the document atomically, so
/// that keys written by others are kept. A document that cannot be read or is not a JSON
/// object is never replaced: the key says why as its `loadError` or `saveError`.
///
/// Each value is kept by the file keys' engine, as if its entry were a file of its own (see
/// ``SharedReaderKey/fileStorage(_:decoder:encoder:merge:)``): bounded, said reads and saves,
/// in order on the storage's queue, and written before the program exits.
///
/// ```swift
/// let isOn = withDependencies {
///   $0.defaultAppStorage = AppStorage(url: dataDirectory.appending(component: "app-storage.json"))
/// } operation: {
///   Shared(wrappedValue: false, .appStorage("isOn"))
/// }
/// ```
public final class AppStorage: Sendable {
  let url: URL?
  /// The values of a storage in memory.
  private let memory = Mutex<[String: Data]>([:])
  /// Reads the document; `nil` when there is none.
  private let readFile: @Sendable (URL) throws -> Data?
  /// Where the keys' reads and writes of the document run, one after another.
  private let queue = DiskQueue(label: "app-storage")

  /// Values kept in the JSON document at `url`.
  public convenience init(url: URL) {
    self.init(url: url) { url in try AtomicFile.read(url) }
  }

  /// Values kept in the document at `url`, read with `readFile` (tests make it fail).
  init(url: URL, readFile: @escaping @Sendable (URL) throws -> Data?) {
    self.url = url
    self.readFile = readFile
  }

  /// Values kept in memory only.
  public init() {
    self.url = nil
    self.readFile = { _ in nil }
  }

  /// The file system of the key named `key`: its one file is its value's entry in the document,
  /// read and written on the storage's queue (in memory, at once). A save waits ``lockWait``
  /// at most for another process's lock on the document.
  func entry(_ key: String) -> FileStorage {
    FileStorage(
      id: self,
      load: { [self] _ in
        guard let url else { return memory.withLock { $0[key] } }
        return try values(in: try readFile(url), at: url)[key]
      },
      save: { [self] data, _ in try change(key, wait: Self.lockWait) { _ in data } },
      createEmpty: { _ in false }, moveAside: { _, _ in nil },
      watch: { _, _ in SharedSubscription {} },
      update: { [self] _, change in try self.change(key, wait: .zero, change) },
      lockWait: Self.lockWait, throttle: nil, bound: url.map { _ in FileStorage.answerBound },
      after: url.map { _ in DiskWork.later }, callerWaits: true, signature: nil, queue: queue)
  }

  /// Returns once every save handed to the storage's keys so far has run: a test that reads the
  /// document itself waits for this first.
  ///
  /// ```swift
  /// isOn.withLock { $0 = true }
  /// await storage.waitForSaves()
  /// // app-storage.json now holds "isOn": true
  /// ```
  public func waitForSaves() async {
    await withCheckedContinuation { continuation in
      queue.queue.async { continuation.resume() }
    }
  }

  /// Sets `key`'s entry to what `change` makes of it (`nil` leaves the document as it is).
  /// Through the file layer's merge hook, which every storage of this document takes to change
  /// it, in this process or another: read again under the lock, what another process saved
  /// since stays. Throws, writing nothing, when the lock is not free within `wait`.
  private func change(_ key: String, wait: Duration, _ change: (Data?) throws -> Data?) throws {
    guard let url else {
      return try memory.withLock { memory in
        if let new = try change(memory[key]) { memory[key] = new }
      }
    }
    try AtomicFile.update(url, wait: wait, read: readFile) { stored in
      var values = try values(in: stored, at: url)
      guard let new = try change(values[key]) else { return nil }
      values[key] = new
      return try JSONSerialization.data(
        withJSONObject: try values.mapValues {
          try JSONSerialization.jsonObject(with: $0, options: .fragmentsAllowed)
        },
        options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed])
    }
  }

  /// The values in the document `data` holds: none for no document.
  private func values(in data: Data?, at url: URL) throws -> [String: Data] {
    guard let data else { return [:] }
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return try object.mapValues {
      try JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed)
    }
  }

  /// How long a save waits for another process that holds the document's lock before it
  /// gives up: another process may hold the lock for as long as it likes (stopped with Ctrl-Z
  /// mid-save), and the saves queued behind this one wait too.
  static let lockWait = Duration.seconds(1)

  /// `app-storage.json` in the program's data folder, by the file layer's one rule
  /// (`DataFolder`: `$NAME_DATA_DIR`, else `$XDG_DATA_HOME/NAME`, else
  /// `~/.local/share/NAME`), where NAME is the program's name.
  public static let live = AppStorage(
    url: DataFolder.of(
      app: ProcessInfo.processInfo.processName, environment: ProcessInfo.processInfo.environment
    ).appending(component: "app-storage.json"))
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

extension AppStorageKey: CustomStringConvertible {
  /// The key as it is written: `.appStorage("isOn")`.
  ///
  /// ```swift
  /// print($isOn)  // Shared<Bool>(.appStorage("isOn"))
  /// ```
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}
