import ConcurrencyExtras
import Dependencies
import FileLayer
import Foundation

/// The file system `.fileStorage` keys read and write: the real one, or one in memory for
/// tests and previews.
///
/// ```swift
/// let count = withDependencies {
///   $0.defaultFileStorage = .inMemory
/// } operation: {
///   Shared(wrappedValue: 0, .fileStorage(url))
/// }
/// ```
public struct FileStorage: Sendable {
  final class Identity: Sendable {}
  /// Runs work after a delay: what ends a key's second of held-back writes.
  typealias Scheduler = @Sendable (Duration, @escaping @Sendable () -> Void) -> Void

  /// What tells file systems apart: the same file in two of them is two keys.
  let id: any AnyObject & Sendable
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  /// Makes an empty file where there is none, never over one put in place meanwhile; returns
  /// whether it made one.
  let createEmpty: @Sendable (URL) throws -> Bool
  /// Keeps a file that could not be read under a name of its own, returned, unless what it
  /// holds now is usable by the check it is given.
  let moveAside: @Sendable (URL, _ isUnusable: @escaping @Sendable (Data) -> Bool) throws -> String?
  /// Calls its handler when another process changes the file.
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  /// Replaces the file with what the change makes of it (`nil` leaves it), holding the file's
  /// lock, shared with other processes, from the read to the write: taken at once, or it
  /// throws `FileError.lockHeld(_:wait:)` with a wait of zero.
  let update: @Sendable (URL, (Data?) throws -> Data?) throws -> Void
  /// How long a merging save waits for another process's lock, trying it again meanwhile.
  let lockWait: Duration
  /// Where writes are throttled to one a second; `nil` writes every change at once.
  let throttle: Scheduler?
  /// How long a read or a write may take before the reference is told the file did not
  /// answer, its work on a queue off the caller's thread; `nil` (in memory): at once.
  let bound: Duration?
  /// What ends a bound, and times a merging save's tries of another process's lock.
  let after: Scheduler?
  /// Whether the caller waits for the file's work a moment (``quickAnswer``): the real file
  /// system answers within it, and its keys then behave as upstream's synchronous ones.
  let callerWaits: Bool
  /// The file's signature (its inode, size and time of change, without opening it), where the
  /// storage has one: a change the watch reports that leaves it as the key last knew it is no
  /// change, and is not read again (on a slow disk, every read costs).
  let signature: (@Sendable (URL) -> FileWatch.Signature?)?
  /// Where every key of this file system runs its file work, one job after another (the files
  /// of one document); `nil`: each key on a queue of its own.
  var queue: DiskQueue? = nil

  /// How long the real file system may take to answer a read or a write.
  public static let answerBound = Duration.seconds(5)
  /// How long the caller waits for a read or a write of the real file system before it goes
  /// on without it: a disk that answers within it is read and written before the caller goes
  /// on, as upstream's key does.
  public static let quickAnswer = Duration.milliseconds(100)

  /// The real file system, through the file layer (`AtomicFile`): atomic writes (a temporary
  /// file flushed and renamed over the old one), a FIFO or a device refused rather than read, a
  /// file that cannot be decoded kept aside (`NAME.corrupt-TIME`), at most one write a second
  /// for each file, and each watched file's changes by other processes heard as they happen
  /// (see ``SharedReaderKey/fileStorage(_:decoder:encoder:merge:)``).
  public static let fileSystem = fileSystem(throttle: DiskWork.later)

  /// The real file system, its writes throttled on `throttle`'s time, a merging save waiting
  /// `lockWait` at most for another process's lock.
  static func fileSystem(throttle: @escaping Scheduler, lockWait: Duration = FileLock.wait)
    -> FileStorage
  {
    FileStorage(
      id: Identity(),
      load: { url in
        let data = try AtomicFile.read(url)
        // What upstream's key wrote where there was no file before 2.5.2: read, as upstream
        // reads it now, as the empty file it stands for, and left as one.
        guard data != upstreamStub else {
          try AtomicFile.replace(url, with: Data())
          return Data()
        }
        return data
      },
      save: { data, url in try AtomicFile.replace(url, with: data) },
      createEmpty: { url in try AtomicFile.createEmpty(url) },
      moveAside: { url, isUnusable in try AtomicFile.keepAside(url, ifUnusable: isUnusable) },
      watch: { url, onChange in
        let watch = FileWatch(url, onChange: onChange)
        return SharedSubscription { watch.cancel() }
      },
      update: { url, change in try AtomicFile.update(url, wait: .zero, change) },
      lockWait: lockWait,
      throttle: throttle,
      bound: answerBound,
      after: DiskWork.later,
      callerWaits: true,
      signature: { FileWatch.Signature(of: $0.path) }
    )
  }

  /// A new, empty file system in memory each time it is asked for: what tests get, so they
  /// never touch the disk and never see each other's files.
  public static var inMemory: FileStorage {
    inMemory(files: LockIsolated([:]), throttle: nil)
  }

  /// A file system in memory whose files are `fileSystem`'s, for a test that reads and writes
  /// them itself, its keys' second of held-back writes ended by `asyncAfter` (at once, by
  /// default): upstream's own tests' storage, under upstream's name.
  ///
  /// ```swift
  /// let files = LockIsolated<[URL: Data]>([:])
  /// let storage = FileStorage.inMemory(fileSystem: files)
  /// ```
  @_spi(Internals) public static func inMemory(
    fileSystem: LockIsolated<[URL: Data]>,
    async: @escaping @Sendable (DispatchWorkItem) -> Void = { $0.perform() },
    asyncAfter: @escaping @Sendable (DispatchTimeInterval, DispatchWorkItem) -> Void = {
      _, work in work.perform()
    }
  ) -> FileStorage {
    inMemory(files: fileSystem) { delay, work in
      asyncAfter(DiskWork.interval(delay), DispatchWorkItem(block: work))
    }
  }

  /// Files in `files`, synchronous, each key's writes held back on `throttle`'s time where
  /// there is one.
  private static func inMemory(files: LockIsolated<[URL: Data]>, throttle: Scheduler?)
    -> FileStorage
  {
    let lock = NSLock()
    return FileStorage(
      id: files,
      load: { files.value[$0.standardizedFileURL] },
      save: { data, url in files.withValue { $0[url.standardizedFileURL] = data } },
      createEmpty: { url in
        files.withValue { files in
          guard files[url.standardizedFileURL] == nil else { return false }
          files[url.standardizedFileURL] = Data()
          return true
        }
      },
      moveAside: { url, isUnusable in
        let aside = url.appendingPathExtension("corrupt")
        return files.withValue { files -> String? in
          guard let data = files[url.standardizedFileURL], isUnusable(data) else { return nil }
          files[aside.standardizedFileURL] = data
          files[url.standardizedFileURL] = nil
          return aside.lastPathComponent
        }
      },
      watch: { _, _ in SharedSubscription {} },
      update: { url, change in
        guard lock.try() else { throw FileError.lockHeld(url, wait: .zero) }
        defer { lock.unlock() }
        let url = url.standardizedFileURL
        if let new = try change(files.value[url]) { files.withValue { $0[url] = new } }
      },
      lockWait: FileLock.wait,
      throttle: throttle,
      bound: nil,
      after: nil,
      callerWaits: true,
      signature: nil
    )
  }

  /// The file system of an app's own file client (its closures keep the client's promises:
  /// see `FileClient`), its keys' file work on their own queues, the caller never waiting even
  /// a moment, each read and write bounded by ``answerBound`` on `after`'s time (a test's clock
  /// makes the bounds a test's to pass), and writes not throttled.
  package static func custom(
    id: some AnyObject & Sendable,
    load: @escaping @Sendable (URL) throws -> Data?,
    save: @escaping @Sendable (Data, URL) throws -> Void,
    update: @escaping @Sendable (URL, (Data?) throws -> Data?) throws -> Void,
    moveAside:
      @escaping @Sendable (URL, _ isUnusable: @escaping @Sendable (Data) -> Bool) throws -> String?,
    watch: @escaping @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription,
    after: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Void
  ) -> FileStorage {
    FileStorage(
      id: id, load: load, save: save, createEmpty: { _ in false }, moveAside: moveAside,
      watch: watch, update: update,
      lockWait: FileLock.wait, throttle: nil, bound: answerBound, after: after,
      callerWaits: false, signature: nil)
  }

  /// The bytes upstream's key left where there was no file, before its 2.5.2.
  private static let upstreamStub = Data("co.pointfree.Sharing.FileStorage.stub".utf8)

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
