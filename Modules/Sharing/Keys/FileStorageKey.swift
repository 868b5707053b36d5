import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A value kept as JSON in the file at `url`: loaded when first shared, saved atomically on
  /// change, and reloaded when the file changes outside the app. In tests the file system is in
  /// memory (``FileStorage/inMemory``), so nothing reaches the disk.
  ///
  /// Saves are throttled as upstream's are: a change is written at once, and changes made within
  /// the second after a write are written together at the end of that second (`save()` writes at
  /// once). The key's own writes never come back to it as outside changes; an outside change
  /// (another process's write, the file deleted or moved away) is seen as soon as the kernel
  /// says so (on Linux; ten times a second elsewhere), unless a change of the app's own is
  /// waiting to be written, which replaces it. A missing or empty file holds no value: the
  /// reference has its default.
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
  /// What this key knows of its file; one for all copies of the key.
  private let file = FileState<Value>()

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
    let result = file.withLock { file in
      Result { try storage.load(url) }.flatMap { read($0, into: &file) }
    }
    continuation.resume(with: result)
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    storage.watch(url) {
      var dropped: [SaveContinuation] = []
      // Read and judged under the key's lock, which its writes hold too: what is read is
      // either this key's last write, known as such, or another's.
      subscriber.yield(readBeforeNextWrite: {
        file.withLock { file -> Result<Value?, any Error>? in
          let data: Data?
          do {
            data = try storage.load(url)
          } catch {
            return .failure(error)
          }
          // This key's own last write or read: nothing new.
          if data == file.lastData { return nil }
          if data == nil {
            // Deleted or moved away: the value goes back to its default, and a change waiting
            // to be written goes with the file, as upstream's does.
            dropped = file.pending?.continuations ?? []
            file.pending = nil
          } else if file.pending != nil {
            // A change of the app's own is waiting to be written: it replaces this.
            return nil
          }
          return read(data, into: &file)
        }
      })
      for continuation in dropped { continuation.resume() }
    }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    switch context {
    case .didSet:
      let (result, startsWindow) = file.withLock { file -> (Result<Void, any Error>?, Bool) in
        if file.isThrottling {
          file.pending = (value, (file.pending?.continuations ?? []) + [continuation])
          return (nil, false)
        }
        file.isThrottling = storage.throttle != nil
        return (Result { try write(value, into: &file) }, file.isThrottling)
      }
      if startsWindow { scheduleWindowEnd() }
      if let result { continuation.resume(with: result) }
    case .userInitiated:
      let (result, waiting) = file.withLock { file in
        // This value is the newest: what waited is written with it.
        let waiting = file.pending?.continuations ?? []
        file.pending = nil
        return (Result { try write(value, into: &file) }, waiting)
      }
      for continuation in waiting + [continuation] { continuation.resume(with: result) }
    }
  }

  /// Ends the second after a write: what was changed meanwhile is written now, and opens
  /// another second; with nothing waiting, the next change is written at once.
  private func scheduleWindowEnd() {
    guard let throttle = storage.throttle else { return }
    throttle(.seconds(1)) { [self] in
      let written = file.withLock { file -> ([SaveContinuation], Result<Void, any Error>)? in
        guard let pending = file.pending else {
          file.isThrottling = false
          return nil
        }
        file.pending = nil
        return (pending.continuations, Result { try write(pending.value, into: &file) })
      }
      guard let (continuations, result) = written else { return }
      scheduleWindowEnd()
      for continuation in continuations { continuation.resume(with: result) }
    }
  }

  /// Writes `value`, unless the file holds it already as this key last wrote or read it.
  private func write(_ value: Value, into file: inout FileState<Value>.Contents) throws {
    let data = try encode(value)
    if data == file.lastData { return }
    if file.mustKeepFile {
      try storage.moveAside(url)
      file.mustKeepFile = false
    }
    try storage.save(data, url)
    file.lastData = data
  }

  /// The value in `data`: none for a missing or empty file.
  private func read(_ data: Data?, into file: inout FileState<Value>.Contents) -> Result<
    Value?, any Error
  > {
    file.lastData = data
    guard let data, !data.isEmpty else {
      file.mustKeepFile = false
      return .success(nil)
    }
    do {
      let value = try decode(data)
      file.mustKeepFile = false
      return .success(value)
    } catch {
      file.mustKeepFile = true
      return .failure(error)
    }
  }
}

/// What a file key knows of its file, under a lock its reads and writes of the file hold.
final class FileState<Value: Sendable>: @unchecked Sendable {
  struct Contents {
    /// The file's bytes as this key last wrote or read them; `nil` for no file. A change the
    /// watch reports that leaves them so is the key's own.
    var lastData: Data?
    /// Whether the file failed to decode and must be kept before a save replaces it.
    var mustKeepFile = false
    /// Whether a write went out less than a second ago: changes wait for the second's end.
    var isThrottling = false
    /// The newest change waiting for the second's end, and the saves waiting on it.
    var pending: (value: Value, continuations: [SaveContinuation])?
  }

  private let lock = NSLock()
  private var contents = Contents()

  func withLock<R>(_ body: (inout Contents) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&contents)
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
  /// Runs work after a delay: what ends a key's second of held-back writes.
  typealias Scheduler = @Sendable (Duration, @escaping @Sendable () -> Void) -> Void

  let id: Identity
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  let moveAside: @Sendable (URL) throws -> Void
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  /// Where writes are throttled to one a second; `nil` writes every change at once.
  let throttle: Scheduler?

  /// The real file system: atomic writes (a temporary file renamed over the old one), at most
  /// one a second for each file, and each watched file's changes by other processes heard as
  /// they happen (see ``SharedReaderKey/fileStorage(_:decoder:encoder:)``).
  public static let fileSystem = fileSystem(throttle: { delay, work in
    DispatchQueue.global(qos: .utility).asyncAfter(
      deadline: .now() + .nanoseconds(Int(delay / .nanoseconds(1))), execute: work)
  })

  /// The real file system, its writes throttled on `throttle`'s time.
  static func fileSystem(throttle: @escaping Scheduler) -> FileStorage {
    FileStorage(
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
      watch: { url, onChange in FileWatch.start(url, onChange: onChange) },
      throttle: throttle
    )
  }

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
      watch: { _, _ in SharedSubscription {} },
      throttle: nil
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

extension FileStorageKey: CustomStringConvertible {
  /// The key as it is written, with its file's URL: `.fileStorage(file:///tmp/count.json)`.
  ///
  /// ```swift
  /// print($count)  // Shared<Int>(.fileStorage(file:///tmp/count.json))
  /// ```
  public var description: String { ".fileStorage(\(String(reflecting: url)))" }
}
