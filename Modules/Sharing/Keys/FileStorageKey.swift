import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A value kept as JSON in the file at `url`: loaded when first shared, saved atomically on
  /// every change, and reloaded when another process changes the file. In tests the file
  /// system is in memory (``FileStorage/inMemory``), so nothing reaches the disk.
  ///
  /// A file that cannot be decoded is never overwritten silently: the value keeps its default,
  /// ``Shared/loadError`` says why, and the file is moved aside (`NAME.corrupt-TIME`) before
  /// the first save replaces it.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL(filePath: "/tmp/sync-ups.json"))) var syncUps: [SyncUp] = []
  /// ```
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) })
  }
}

/// The key of `.fileStorage(_:)`.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  /// What this key last read or wrote: its own writes are not news when the file is watched.
  private let lastData = LockIsolated<Data?>(nil)
  /// Whether the file failed to decode and must be kept before a save replaces it.
  private let mustKeepFile = LockIsolated(false)

  init(
    url: URL, decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url.standardizedFileURL, storage: ObjectIdentifier(storage.id))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: read())
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    storage.watch(url) {
      let data = try? storage.load(url)
      guard data != lastData.value else { return }
      subscriber.yield(with: read())
    }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(
      with: Result {
        let data = try encode(value)
        if mustKeepFile.value {
          try storage.moveAside(url)
          mustKeepFile.setValue(false)
        }
        try storage.save(data, url)
        lastData.setValue(data)
      })
  }

  private func read() -> Result<Value?, any Error> {
    Result {
      guard let data = try storage.load(url) else { return nil }
      lastData.setValue(data)
      do {
        let value = try decode(data)
        mustKeepFile.setValue(false)
        return value
      } catch {
        mustKeepFile.setValue(true)
        throw error
      }
    }
  }
}

/// What tells file keys apart: the file, in one file system.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

/// The file system `.fileStorage` keys read and write: the real one, or one in memory for
/// tests and previews.
///
/// ```swift
/// withDependencies { $0.defaultFileStorage = .inMemory } operation: { … }
/// ```
public struct FileStorage: Sendable {
  final class Identity: Sendable {}
  let id: Identity
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  let moveAside: @Sendable (URL) throws -> Void
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription

  /// The real file system: atomic writes (a temporary file renamed over the old one), and
  /// each watched file checked twice a second for another process's changes.
  public static let fileSystem = FileStorage(
    id: Identity(),
    load: { url in
      do {
        return try Data(contentsOf: url)
      } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
        return nil
      }
    },
    save: { data, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    },
    moveAside: { url in
      let kept = url.appendingPathExtension("corrupt-\(Int(Date().timeIntervalSince1970))")
      try FileManager.default.moveItem(at: url, to: kept)
    },
    watch: { url, onChange in
      let stamp = { @Sendable () -> [FileAttributeKey: Any]? in
        try? FileManager.default.attributesOfItem(atPath: url.path)
      }
      let last = LockIsolated(FileStamp(stamp()))
      nonisolated(unsafe) let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
      timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
      timer.setEventHandler {
        let now = FileStamp(stamp())
        guard now != last.value else { return }
        last.setValue(now)
        onChange()
      }
      timer.resume()
      return SharedSubscription { timer.cancel() }
    }
  )

  /// A new, empty file system in memory each time it is asked for: what tests get, so they
  /// never touch the disk and never see each other's files.
  public static var inMemory: FileStorage {
    let files = LockIsolated<[URL: Data]>([:])
    return FileStorage(
      id: Identity(),
      load: { files.value[$0.standardizedFileURL] },
      save: { data, url in files.withValue { $0[url.standardizedFileURL] = data } },
      moveAside: { url in
        files.withValue {
          $0[url.appendingPathExtension("corrupt").standardizedFileURL] =
            $0.removeValue(forKey: url.standardizedFileURL)
        }
      },
      watch: { _, _ in SharedSubscription {} }
    )
  }

  /// The contents of the file at `url`, or `nil` when there is none.
  ///
  /// ```swift
  /// let data = try storage.contents(of: url)
  /// ```
  public func contents(of url: URL) throws -> Data? {
    try load(url)
  }

  /// Writes `data` to the file at `url`, as another process would.
  ///
  /// ```swift
  /// try storage.write(Data("[]".utf8), to: url)
  /// ```
  public func write(_ data: Data, to url: URL) throws {
    try save(data, url)
  }
}

/// What says a file changed: its size and modification time, or that it is missing.
private struct FileStamp: Equatable {
  let size: Int?
  let modified: Date?

  init(_ attributes: [FileAttributeKey: Any]?) {
    size = attributes?[.size] as? Int
    modified = attributes?[.modificationDate] as? Date
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file system `.fileStorage` keys use.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}
