import Dependencies
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileClient: DependencyKey {
  /// Documents in the data folder of the running program, named as it is (see
  /// ``live(app:environment:)``). An app that knows its name says it when it wires its
  /// dependencies.
  public static var liveValue: FileClient {
    live(app: ProcessInfo.processInfo.processName, environment: ProcessInfo.processInfo.environment)
  }

  /// Documents in the folder ``dataDirectory(app:environment:)`` picks for `app` from
  /// `environment`; a client whose every call fails, saying which variables to set, when none
  /// of them is set.
  ///
  /// ```swift
  /// $0.fileClient = .live(app: "notes", environment: ProcessInfo.processInfo.environment)
  /// ```
  public static func live(app: String, environment: [String: String]) -> FileClient {
    guard let directory = dataDirectory(app: app, environment: environment) else {
      let failure = FileClientError.unreadable(
        name: "data folder", reason: "set \(variable(app)), XDG_DATA_HOME or HOME")
      return Self(
        load: { _ in throw failure }, save: { _, _ in throw failure },
        update: { _, _ in throw failure }, changes: { _ in AsyncStream { _ in } },
        moveAside: { _ in throw failure })
    }
    return live(directory: directory)
  }

  /// The data folder of the app named `app`, as the XDG base directories have it:
  /// `$APP_DATA_DIR` (the name upper-cased, `-` as `_`), else `$XDG_DATA_HOME/app`, else
  /// `~/.local/share/app`; `nil` when none of those variables is set.
  ///
  /// ```swift
  /// FileClient.dataDirectory(app: "notes", environment: ["HOME": "/home/ada"])
  /// // /home/ada/.local/share/notes
  /// ```
  public static func dataDirectory(app: String, environment: [String: String]) -> URL? {
    if let path = environment[variable(app)], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    if let path = environment["XDG_DATA_HOME"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(app)
    }
    if let path = environment["HOME"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
        .appendingPathComponent(".local/share/\(app)")
    }
    return nil
  }

  /// The variable that names `app`'s data folder: `NOTES_DATA_DIR` for `notes`.
  static func variable(_ app: String) -> String {
    app.uppercased().replacingOccurrences(of: "-", with: "_") + "_DATA_DIR"
  }

  /// Documents stored as files in `directory`, which is created on the first save.
  ///
  /// Saves are atomic: the data goes to a temporary file in the same folder, is flushed to
  /// disk, and is renamed over the document, so a crash mid-save leaves the previous document
  /// whole. Documents over 10 MiB are refused rather than read.
  ///
  /// ```swift
  /// let client = FileClient.live(directory: URL(fileURLWithPath: "/tmp/notes"))
  /// ```
  public static func live(directory: URL) -> Self {
    live(directory: directory, beforeRename: {})
  }

  /// ``live(directory:)`` with a hook that runs after the temporary file is written and before
  /// it replaces the document; tests throw from it to interrupt a save.
  static func live(directory: URL, beforeRename: @escaping @Sendable () throws -> Void) -> Self {
    let files = DocumentFolder(directory: directory, beforeRename: beforeRename)
    // Writes run one after another, in the order they were asked for, so that the last save
    // asked for is the one that lands.
    let writes = DispatchQueue(label: "file-client.writes")
    return Self(
      load: { name in try await readingOffThePool { try files.read(name) } },
      save: { name, data in
        _ = try await writing(on: writes) { try files.update(name) { _ in data } }
      },
      update: { name, change in try await writing(on: writes) { try files.update(name, change) } },
      changes: { name in files.changes(of: name) },
      moveAside: { name in
        try await writing(on: writes) { try files.moveAside(name, now: Date()) }
      }
    )
  }
}

extension FileClient {
  /// Runs a blocking read on a thread of its own, so that a file system that does not answer (a
  /// hung network mount) holds that thread, not one of the few the cooperative pool runs every
  /// task on; cancelling the caller gives up waiting for it.
  static func readingOffThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T)
    async throws -> T
  {
    let waiting = Waiting<T>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting.start(continuation)
        if Task.isCancelled { waiting.finish(with: .failure(CancellationError())) }
        Thread.detachNewThread { waiting.finish(with: Result { try work() }) }
      }
    } onCancel: {
      waiting.finish(with: .failure(CancellationError()))
    }
  }
}

/// A caller waiting for a read: resumed once, by the read or by its cancellation, whichever
/// comes first.
private final class Waiting<T: Sendable>: Sendable {
  private let continuation = Mutex<CheckedContinuation<T, any Error>?>(nil)

  func start(_ continuation: CheckedContinuation<T, any Error>) {
    self.continuation.withLock { $0 = continuation }
  }

  func finish(with result: Result<T, any Error>) {
    continuation.withLock { $0.take() }?.resume(with: result)
  }
}

/// Runs a blocking write on `queue`, off the cooperative pool, and waits for it to finish: a
/// write once started is never abandoned.
private func writing<T: Sendable>(
  on queue: DispatchQueue, _ work: @escaping @Sendable () throws -> T
) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    queue.async { continuation.resume(with: Result { try work() }) }
  }
}

/// The POSIX file operations behind ``FileClient/live(directory:)``, with errors mapped to
/// ``FileClientError``.
struct DocumentFolder: Sendable {
  static let sizeLimit = 10 * 1024 * 1024
  /// How often ``changes(of:)`` looks at a document.
  static let changeCheckInterval = Duration.milliseconds(250)

  let directory: URL
  let beforeRename: @Sendable () throws -> Void
  /// What each document looked like right after this folder last wrote it, so that its own
  /// saves are not reported as changes.
  private let ownWrites = OwnWrites()

  init(directory: URL, beforeRename: @escaping @Sendable () throws -> Void) {
    self.directory = directory
    self.beforeRename = beforeRename
  }

  func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  func read(_ name: String) throws -> Data? {
    let path = path(name)
    // Non-blocking, so that opening a FIFO (or a device) returns at once, to be refused as not
    // a regular file below; reads of a regular file ignore the flag.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw error(errno, name: name, path: path, reading: true)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw error(errno, name: name, path: path, reading: true) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileClientError.unreadable(name: name, reason: "\(path) is not a regular file")
    }
    guard Int(info.st_size) <= Self.sizeLimit else {
      throw FileClientError.tooLarge(name: name, bytes: Int(info.st_size), limit: Self.sizeLimit)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw error(errno, name: name, path: path, reading: true)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      guard data.count <= Self.sizeLimit else {
        throw FileClientError.tooLarge(name: name, bytes: data.count, limit: Self.sizeLimit)
      }
    }
  }

  /// Replaces the document with what `change` makes of it, holding the document's advisory
  /// lock (`flock` on `.NAME.lock` beside it: the document itself is replaced by a rename, so it
  /// cannot carry the lock) from the read to the rename; returns what was written. Throws
  /// ``FileClientError/locked(name:)`` at once when another process holds the lock.
  func update(_ name: String, _ change: (Data?) throws -> Data) throws -> Data {
    try createDirectory(for: name)
    let lockPath = path(".\(name).lock")
    let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    // The lock is hidden beside the document: a folder that may not be written is what the
    // user can act on, so the error names the folder.
    guard lock >= 0 else {
      throw error(errno, name: name, path: directory.path, reading: false)
    }
    defer { close(lock) }
    // Never waits: a wait here would hold the queue every other write of this client waits
    // behind, for as long as the other process holds the lock.
    while flock(lock, LOCK_EX | LOCK_NB) != 0 {
      if errno == EWOULDBLOCK { throw FileClientError.locked(name: name) }
      guard errno == EINTR else { throw error(errno, name: name, path: lockPath, reading: false) }
    }
    let new = try change(try read(name))
    try write(new, to: name)
    ownWrites.record(signature(of: name), for: name)
    return new
  }

  /// Yields when the document changes other than by this folder's own writes: checked every
  /// ``changeCheckInterval`` (its inode, size and modification time), off the tasks' threads.
  /// Polling rather than inotify: it also sees writes over a network mount.
  /// `afterFirstLook` runs once the watch knows what the document looks like now: a change
  /// made after it is seen (tests wait for it rather than for a while).
  func changes(
    of name: String, afterFirstLook: @escaping @Sendable () -> Void = {}
  ) -> AsyncStream<Void> {
    AsyncStream { continuation in
      let watcher = Task {
        var last = try? await FileClient.readingOffThePool { signature(of: name) }
        afterFirstLook()
        while !Task.isCancelled {
          try? await Task.sleep(for: Self.changeCheckInterval)
          guard let now = try? await FileClient.readingOffThePool({ signature(of: name) }),
            now != last
          else { continue }
          last = now
          if now != ownWrites.last(for: name) { continuation.yield() }
        }
      }
      continuation.onTermination = { _ in watcher.cancel() }
    }
  }

  /// What tells one version of the document from another, or `nil` when there is none.
  func signature(of name: String) -> Signature? {
    var info = stat()
    guard stat(path(name), &info) == 0 else { return nil }
    return Signature(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
  }

  struct Signature: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64
  }

  /// The signature each document had right after this folder wrote it.
  final class OwnWrites: Sendable {
    private let signatures = Mutex<[String: Signature]>([:])

    func record(_ signature: Signature?, for name: String) {
      signatures.withLock { $0[name] = signature }
    }

    func last(for name: String) -> Signature? {
      signatures.withLock { $0[name] }
    }
  }

  private func createDirectory(for name: String) throws {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch let error as CocoaError {
      switch error.code {
      case .fileWriteNoPermission:
        throw FileClientError.permissionDenied(name: name, path: directory.path)
      case .fileWriteVolumeReadOnly:
        throw FileClientError.permissionDenied(
          name: name, path: "\(directory.path) (read-only file system)")
      case .fileWriteOutOfSpace:
        throw FileClientError.diskFull(name: name)
      default:
        throw FileClientError.writeFailed(
          name: name, reason: "\(directory.path) could not be created")
      }
    }
  }

  /// Replaces the document with `data`: written to a temporary file, flushed, renamed over it.
  private func write(_ data: Data, to name: String) throws {
    let path = path(name)
    let temporary = directory.appendingPathComponent(
      ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw error(errno, name: name, path: temporary, reading: false) }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    do {
      defer { close(fd) }
      try data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw error(errno, name: name, path: temporary, reading: false)
          }
          offset += written
        }
      }
      guard fsync(fd) == 0 else { throw error(errno, name: name, path: temporary, reading: false) }
    }
    try beforeRename()
    guard rename(temporary, path) == 0 else {
      throw error(errno, name: name, path: path, reading: false)
    }
    renamed = true
    syncDirectory()
    removeAbandonedTemporaryFiles(of: name)
  }

  /// Removes the temporary files of saves whose process died mid-save (a crash, a kill), so
  /// they do not pile up. Files of live processes, this one included, are saves under way.
  private func removeAbandonedTemporaryFiles(of name: String) {
    let prefix = ".\(name).tmp-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let owner = entry.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let pid = pid_t(owner), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else {
        continue
      }
      unlink(path(entry))
    }
  }

  func moveAside(_ name: String, now: Date) throws -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(name).corrupt-\(formatter.string(from: now))"
    var asideName = base
    var attempt = 1
    while access(path(asideName), F_OK) == 0 {
      attempt += 1
      asideName = "\(base)-\(attempt)"
    }
    guard rename(path(name), path(asideName)) == 0 else {
      throw error(errno, name: name, path: path(name), reading: false)
    }
    syncDirectory()
    return asideName
  }

  /// Flushes the folder's entry list so a rename survives a power loss.
  private func syncDirectory() {
    let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  private func error(_ code: Int32, name: String, path: String, reading: Bool) -> FileClientError {
    switch code {
    case EACCES, EPERM:
      return .permissionDenied(name: name, path: path)
    case EROFS:
      return .permissionDenied(name: name, path: "\(path) (read-only file system)")
    case ENOSPC, EDQUOT:
      return .diskFull(name: name)
    default:
      let reason = String(cString: strerror(code))
      return reading
        ? .unreadable(name: name, reason: "\(path): \(reason)")
        : .writeFailed(name: name, reason: "\(path): \(reason)")
    }
  }
}
