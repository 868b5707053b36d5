import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the file layer could not read or write a file, with the file's path: the system's error
/// number, what the layer refuses to read, or another process holding the file's lock.
///
/// ```swift
/// do {
///   _ = try AtomicFile.read(url)
/// } catch let error as FileError where error.code == EACCES {
///   print("ask for permission to read \(error.path)")
/// }
/// do {
///   try AtomicFile.update(url, wait: .zero) { ($0 ?? Data()) + Data("one more line\n".utf8) }
/// } catch let error as FileError where error.isLockHeld {
///   print("try again in a moment")
/// }
/// ```
public struct FileError: LocalizedError, Equatable, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The system refused, with this `errno`.
    case system(Int32)
    /// The path names a folder, a FIFO or a device: reading it could block or mean nothing.
    case notARegularFile
    /// The file is larger than the reader accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// Another process held the file's lock for longer than the caller would wait (at once,
    /// for a wait of zero): nothing was read or written, and a save's value waits in memory
    /// for the next.
    case lockHeld(wait: Duration)
    /// The file system did not answer within the bound the caller gives it (a hung network
    /// mount, a sleeping disk): the operation may still finish later.
    case timedOut(after: Duration)
  }

  public let reason: Reason
  /// The file (or folder) the operation was on.
  public let path: String
  /// Whether the operation was a write (a replace, a lock, a rename) rather than a read.
  public let isWrite: Bool

  public init(_ reason: Reason, path: String, isWrite: Bool) {
    self.reason = reason
    self.path = path
    self.isWrite = isWrite
  }

  /// The system's error number, if the system refused.
  public var code: Int32? {
    if case .system(let code) = reason { code } else { nil }
  }

  /// Whether another process held the file's lock: trying again later may succeed.
  public var isLockHeld: Bool {
    if case .lockHeld = reason { true } else { false }
  }

  public var errorDescription: String? {
    switch reason {
    case .system(let code): "\(path): \(String(cString: strerror(code)))"
    case .notARegularFile: "\(path) is not a regular file"
    case .tooLarge(let bytes, let limit): "\(path) has \(bytes) bytes, over the \(limit) allowed"
    case .lockHeld(let wait):
      wait == .zero
        ? "another process holds the lock of \(name)"
        : "another process held the lock of \(name) for over \(wait)"
    case .timedOut(let bound):
      "\(name) did not answer within \(bound.components.seconds) seconds"
    }
  }

  /// Whether the file system did not answer in time: the operation may still finish later.
  public var isTimedOut: Bool {
    if case .timedOut = reason { true } else { false }
  }

  /// The file at `url` did not answer within `bound`, read or written (`isWrite`).
  ///
  /// ```swift
  /// throw FileError.timedOut(url, after: .seconds(5), isWrite: false)
  /// // "checklists.json did not answer within 5 seconds"
  /// ```
  public static func timedOut(_ url: URL, after bound: Duration, isWrite: Bool) -> FileError {
    FileError(.timedOut(after: bound), path: url.path, isWrite: isWrite)
  }

  /// The file's name, without its folder.
  private var name: String { URL(filePath: path).lastPathComponent }

  /// Another process held the lock of the file at `url` for longer than `wait`.
  ///
  /// ```swift
  /// throw FileError.lockHeld(url, wait: .zero)  // "another process holds the lock of …"
  /// ```
  public static func lockHeld(_ url: URL, wait: Duration) -> FileError {
    FileError(.lockHeld(wait: wait), path: url.path, isWrite: true)
  }

  /// The error for the `errno` just set by an operation on `path`.
  static func system(_ path: String, isWrite: Bool, code: Int32 = errno) -> FileError {
    FileError(.system(code), path: path, isWrite: isWrite)
  }
}
