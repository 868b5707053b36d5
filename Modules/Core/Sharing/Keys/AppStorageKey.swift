import ConcurrencyExtras
import Dependencies
import FileLayer
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
  /// Where a read that answered after its bound hands what it found.
  private let subscriber = LockIsolated<SharedSubscriber<Value>?>(nil)

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
    // On a document on disk, the read runs on the storage's queue, after the saves before it,
    // as `.fileStorage`'s do: the caller waits a moment at most, and past the bound the load
    // says the document did not answer; what the read finds later is taken then, unless a save
    // of the key waits (it is newer).
    storage.read(key: key, decode: decode) {
      continuation.resume(with: $0)
    } late: {
      [subscriber, storage, key] result in
      _ = subscriber.value?.yield(readBeforeNextWrite: {
        storage.isWaitingToWrite(key) ? nil : result
      })
    }
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    self.subscriber.setValue(subscriber)
    return SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      storage.save(try encode(value), forKey: key) { continuation.resume(with: $0) }
    } catch {
      continuation.resume(throwing: error)
    }
  }
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
/// that keys written by others are kept. A document that cannot be read (permissions, I/O) or
/// is not a JSON object is never replaced: the key reports the error as its `loadError` or
/// `saveError`.
///
/// Saves run in order on a queue of the storage's own, never on the thread that set the value
/// (the main actor, in an app), which the wait for another process's lock would hold for up to
/// a second. Until a value is in the document, a load reads it from memory, and saves still
/// queued when the program exits are written before it ends.
///
/// ```swift
/// let isOn = withDependencies {
///   $0.defaultAppStorage = AppStorage(url: dataDirectory.appending(component: "app-storage.json"))
/// } operation: {
///   Shared(wrappedValue: false, .appStorage("isOn"))
/// }
/// ```
public final class AppStorage: Sendable {
  private let url: URL?
  /// The values of a storage in memory.
  private let memory = LockIsolated<[String: Data]>([:])
  /// Reads the document; `nil` when there is none.
  private let readFile: @Sendable (URL) throws -> Data?
  /// Where the document's saves run, one after another.
  private let writes = DispatchQueue(label: "app-storage.writes")
  /// The values saved but not yet written, by key, each with its save's number: what a load
  /// reads meanwhile.
  private let unwritten = LockIsolated<(next: Int, values: [String: (Data, Int)])>((0, [:]))

  /// Values kept in the JSON document at `url`.
  public convenience init(url: URL) {
    self.init(url: url) { url in try AtomicFile.read(url) }
  }

  /// Values kept in the document at `url`, read with `readFile` (tests make it fail).
  init(url: URL, readFile: @escaping @Sendable (URL) throws -> Data?) {
    self.url = url
    self.readFile = readFile
    AppStorage.drainsAtExit(writes)
  }

  /// Values kept in memory only.
  public init() {
    self.url = nil
    self.readFile = { _ in nil }
  }

  func value(forKey key: String) throws -> Data? {
    guard let url else { return memory.value[key] }
    if let (data, _) = unwritten.value.values[key] { return data }
    return try read(url)[key]
  }

  /// Whether a save of `key` is queued and not written yet.
  func isWaitingToWrite(_ key: String) -> Bool { unwritten.value.values[key] != nil }

  /// Reads `key`'s value and hands it to `answer`, once: on the writes' queue for a document on
  /// disk, the caller waiting `FileStorage.quickAnswer` at most; past `FileStorage.answerBound`,
  /// a `FileError` of `timedOut`, and what the read finds later goes to `late`.
  func read<Value: Sendable>(
    key: String, decode: @escaping @Sendable (Data) throws -> Value,
    answer: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    late: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    let read = { @Sendable [self] in
      Result<Value?, any Error> { try value(forKey: key).map(decode) }
    }
    guard let url else { return answer(read()) }
    let answer = DiskWork.answerOnce(
      url: url, isWrite: false, bound: FileStorage.answerBound, after: DiskWork.later, answer,
      late: late)
    DiskWork.run(on: writes) { answer(read()) }
  }

  /// Saves `data` under `key` on the storage's queue, and hands `completion` the outcome; in
  /// memory, at once.
  func save(
    _ data: Data, forKey key: String,
    completion: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    guard url != nil else {
      completion(Result { try setValue(data, forKey: key) })
      return
    }
    let number = unwritten.withValue { unwritten in
      defer { unwritten.next += 1 }
      unwritten.values[key] = (data, unwritten.next)
      return unwritten.next
    }
    writes.async { [self] in
      let result = Result { try setValue(data, forKey: key) }
      // Written, or failed (the document keeps what it had): a load reads the document again,
      // unless a newer save of the key is still queued.
      unwritten.withValue { unwritten in
        if unwritten.values[key]?.1 == number { unwritten.values[key] = nil }
      }
      completion(result)
    }
  }

  /// Returns once every save queued so far has run: a test that reads the document itself
  /// waits for this first.
  ///
  /// ```swift
  /// isOn.withLock { $0 = true }
  /// await storage.waitForSaves()
  /// // app-storage.json now holds "isOn": true
  /// ```
  public func waitForSaves() async {
    await withCheckedContinuation { continuation in
      writes.async { continuation.resume() }
    }
  }

  func setValue(_ data: Data, forKey key: String) throws {
    guard let url else { return memory.withValue { $0[key] = data } }
    // Through the file layer's merge hook, which every storage of this document takes to change
    // it, in this process or another: read again under the lock, what another process saved
    // since stays. Throws, writing nothing, when the lock is not free within `lockWait`.
    try AtomicFile.update(url, wait: Self.lockWait, read: readFile) { stored in
      var values = try values(in: stored, at: url)
      values[key] = data
      return try JSONSerialization.data(
        withJSONObject: try values.mapValues {
          try JSONSerialization.jsonObject(with: $0, options: .fragmentsAllowed)
        },
        options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed])
    }
  }

  private func read(_ url: URL) throws -> [String: Data] {
    try values(in: try readFile(url), at: url)
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

  /// Has the program's normal end (`exit`, or `main` returning) wait for the saves on `queue`.
  private static func drainsAtExit(_ queue: DispatchQueue) {
    _ = registersExitDrain
    queuesToDrain.withValue { $0.append(queue) }
  }

  private static let queuesToDrain = LockIsolated<[DispatchQueue]>([])
  private static let registersExitDrain: Void = {
    atexit {
      // Within the bound a disk has to answer: a program never hangs on its way out.
      for queue in AppStorage.queuesToDrain.value {
        let drained = DispatchSemaphore(value: 0)
        queue.async { drained.signal() }
        _ = drained.wait(timeout: .now() + DiskWork.interval(FileStorage.answerBound))
      }
    }
  }()

  /// `app-storage.json` in the program's data folder, by the file layer's one rule
  /// (`DataFolder`: `$NAME_DATA_DIR`, else `$XDG_DATA_HOME/NAME`, else
  /// `~/.local/share/NAME`), where NAME is the program's name.
  public static let live = AppStorage(
    url: DataFolder.of(
      app: ProcessInfo.processInfo.processName,
      environment: ProcessInfo.processInfo.environment.merging(
        ["HOME": NSHomeDirectory()], uniquingKeysWith: { set, _ in set }))!
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

extension AppStorageKey: CustomStringConvertible {
  /// The key as it is written: `.appStorage("isOn")`.
  ///
  /// ```swift
  /// print($isOn)  // Shared<Bool>(.appStorage("isOn"))
  /// ```
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}
