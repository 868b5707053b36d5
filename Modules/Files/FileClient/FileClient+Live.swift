import Dependencies
import FileLayer
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

  /// Documents in the app's data folder, by the file layer's one rule (`DataFolder`, from
  /// `environment`); a client whose every call fails, saying which variables to set, when none
  /// of them is set.
  ///
  /// ```swift
  /// $0.fileClient = .live(app: "notes", environment: ProcessInfo.processInfo.environment)
  /// ```
  public static func live(app: String, environment: [String: String]) -> FileClient {
    guard let directory = DataFolder.of(app: app, environment: environment) else {
      let failure = FileClientError.unreadable(
        name: "data folder",
        reason: "set \(DataFolder.variable(for: app)), XDG_DATA_HOME or HOME")
      return Self(
        load: { _ in throw failure }, save: { _, _ in throw failure },
        update: { _, _ in throw failure }, changes: { _ in AsyncStream { _ in } },
        moveAside: { _, _ in throw failure })
    }
    return live(directory: directory)
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
    let writes = files.writes
    return Self(
      load: { name in try await readingOffThePool { try files.read(name) } },
      save: { name, data in
        _ = try await writing(on: writes) { try files.update(name) { _ in data } }
      },
      update: { name, change in try await writing(on: writes) { try files.update(name, change) } },
      changes: { name in files.changes(of: name) },
      moveAside: { name, isUnusable in
        try await writing(on: writes) { try files.moveAside(name, now: Date(), if: isUnusable) }
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

  let directory: URL
  let beforeRename: @Sendable () throws -> Void
  /// Where the folder's writes run, one after another in the order they were asked for, so
  /// that the last save asked for is the one that lands.
  let writes = DispatchQueue(label: "file-client.writes")
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
    do {
      return try AtomicFile.read(directory.appending(path: name), limit: Self.sizeLimit)
    } catch let error as FileError {
      throw clientError(error, name: name)
    }
  }

  /// Replaces the document with what `change` makes of it, through the file layer's merge
  /// hook (`AtomicFile.update`: the document's lock held from the read to the rename); returns
  /// what was written. Throws ``FileClientError/locked(name:)`` at once when another process
  /// holds the lock.
  func update(_ name: String, _ change: (Data?) throws -> Data) throws -> Data {
    var written = Data()
    do {
      // Never waits: a wait here would hold the queue every other write of this client waits
      // behind, for as long as the other process holds the lock.
      try AtomicFile.update(
        directory.appending(path: name), wait: .zero, read: { _ in try read(name) },
        beforeRename: beforeRename,
        // Noted under the lock: another process's write, after it, is heard as a change.
        afterRename: { ownWrites.record(signature(of: name), for: name) }
      ) { stored in
        written = try change(stored)
        return written
      }
    } catch let error as FileError {
      throw clientError(error, name: name)
    }
    return written
  }

  /// Yields when the document changes other than by this folder's own writes, as the file
  /// layer's watch hears it. A change is judged on the writes' queue, after any write under
  /// way has recorded what it wrote: a rename is heard at once, before its writer is done.
  /// `afterFirstLook` runs once the watch is listening: a change made after it is seen (tests
  /// wait for it rather than for a while).
  func changes(
    of name: String, afterFirstLook: @escaping @Sendable () -> Void = {}
  ) -> AsyncStream<Void> {
    AsyncStream { continuation in
      let watch = FileWatch(directory.appending(path: name)) { [self] in
        writes.async {
          if signature(of: name) != ownWrites.last(for: name) { continuation.yield() }
        }
      }
      afterFirstLook()
      continuation.onTermination = { _ in watch.cancel() }
    }
  }

  func signature(of name: String) -> FileWatch.Signature? {
    FileWatch.Signature(of: path(name))
  }

  /// The signature each document had right after this folder wrote it.
  final class OwnWrites: Sendable {
    private let signatures = Mutex<[String: FileWatch.Signature]>([:])

    func record(_ signature: FileWatch.Signature?, for name: String) {
      signatures.withLock { $0[name] = signature }
    }

    func last(for name: String) -> FileWatch.Signature? {
      signatures.withLock { $0[name] }
    }
  }

  /// Keeps the document aside if it cannot be read or `isUnusable` says so of what it holds,
  /// judged and renamed under its lock (taken at once or not at all, as ``update(_:_:)`` takes
  /// it), so that a good document another process saved meanwhile is left where it is.
  func moveAside(
    _ name: String, now: Date, if isUnusable: (Data) -> Bool = { _ in true }
  ) throws -> String? {
    let url = directory.appending(path: name)
    let kept: String?
    do {
      let unlock = try FileLock.take(url, wait: .zero)
      defer { unlock() }
      switch Result(catching: { try read(name) }) {
      case .success(nil): return nil
      case .success(let data?) where !isUnusable(data): return nil
      case .success, .failure: kept = try AtomicFile.keepAside(url, now: now)
      }
    } catch let error as FileError {
      throw clientError(error, name: name)
    }
    // The folder's own change, as a save is: not heard as another's.
    ownWrites.record(signature(of: name), for: name)
    return kept
  }

  /// The file layer's error, as the client says it.
  private func clientError(_ error: FileError, name: String) -> FileClientError {
    switch error.reason {
    case .notARegularFile:
      return .unreadable(name: name, reason: "\(error.path) is not a regular file")
    case .tooLarge(let bytes, let limit):
      return .tooLarge(name: name, bytes: bytes, limit: limit)
    case .system(let code):
      return self.error(code, name: name, path: error.path, reading: !error.isWrite)
    case .lockHeld:
      return .locked(name: name)
    case .timedOut:
      // The file layer never bounds its own calls: the client's callers do, and say so.
      return error.isWrite
        ? .writeFailed(name: name, reason: error.localizedDescription)
        : .unreadable(name: name, reason: error.localizedDescription)
    }
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
