import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and replacing whole files so that no reader ever sees half a write and no crash
/// loses the file: the one file layer under the `.fileStorage` and `.appStorage` keys and the
/// file client. Writes that merge with another process's go through
/// ``update(_:wait:read:_:)``.
///
/// ```swift
/// try AtomicFile.replace(url, with: Data("[1, 2]".utf8))
/// let data = try AtomicFile.read(url)  // "[1, 2]", or nil had there been no file
/// ```
public enum AtomicFile {
  /// The file's bytes, or `nil` when there is none. A FIFO or a device is refused at once
  /// (``FileError/Reason/notARegularFile``) rather than read, which could block; so is a file
  /// over `limit` bytes.
  ///
  /// ```swift
  /// let data = try AtomicFile.read(url, limit: 10 * 1024 * 1024)
  /// ```
  public static func read(_ url: URL, limit: Int? = nil) throws -> Data? {
    let path = url.path
    // Non-blocking, so that opening a FIFO returns at once, to be refused below; reads of a
    // regular file ignore the flag.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw FileError.system(path, isWrite: false)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError.system(path, isWrite: false) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError(.notARegularFile, path: path, isWrite: false)
    }
    if let limit, Int(info.st_size) > limit {
      throw FileError(.tooLarge(bytes: Int(info.st_size), limit: limit), path: path, isWrite: false)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError.system(path, isWrite: false)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      if let limit, data.count > limit {
        throw FileError(.tooLarge(bytes: data.count, limit: limit), path: path, isWrite: false)
      }
    }
  }

  /// Replaces the file with `data`: written to a temporary file beside it, flushed to disk, and
  /// renamed over it, so that a crash mid-write leaves the old file whole. The new file keeps
  /// the old one's permissions (a private file stays private), and a name that is a link stays
  /// one: the file it names is replaced where it lives. Creates the folder if need be.
  ///
  /// ```swift
  /// try AtomicFile.replace(url, with: try JSONEncoder().encode(scores))
  /// ```
  public static func replace(_ url: URL, with data: Data) throws {
    let url = linkTarget(url)
    let folder = url.deletingLastPathComponent()
    try createFolder(folder)
    let name = url.lastPathComponent
    let temporary = folder.appending(
      path: ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileError.system(temporary, isWrite: true) }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    do {
      defer { close(fd) }
      var old = stat()
      if stat(url.path, &old) == 0, fchmod(fd, old.st_mode & 0o7777) != 0 {
        throw FileError.system(temporary, isWrite: true)
      }
      try data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw FileError.system(temporary, isWrite: true)
          }
          offset += written
        }
      }
      guard fsync(fd) == 0 else { throw FileError.system(temporary, isWrite: true) }
    }
    guard rename(temporary, url.path) == 0 else { throw FileError.system(url.path, isWrite: true) }
    renamed = true
    syncFolder(folder)
    removeAbandonedTemporaryFiles(of: url)
  }

  /// Makes an empty file where there is none, and never where there is one: created with
  /// `O_EXCL`, so that a file put in place meanwhile (another process's rename) is left as it
  /// is. Returns whether it made one. Creates the folder if need be.
  ///
  /// ```swift
  /// let made = try AtomicFile.createEmpty(url)  // false: a file was there
  /// ```
  public static func createEmpty(_ url: URL) throws -> Bool {
    let url = linkTarget(url)
    let folder = url.deletingLastPathComponent()
    try createFolder(folder)
    let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      if errno == EEXIST { return false }
      throw FileError.system(url.path, isWrite: true)
    }
    // Not flushed: an empty file lost in a crash is no file, which it stands for.
    close(fd)
    return true
  }

  /// Keeps the file aside (``keepAside(_:now:)``) unless there is none, or what `read` finds
  /// in it now is usable by `isUnusable`'s judgement (another process saved a good one since
  /// it was judged bad); returns the name it was kept under, `nil` where it was left.
  ///
  /// ```swift
  /// let kept = try AtomicFile.keepAside(url) { $0.isEmpty }  // nil: none, or not empty
  /// ```
  public static func keepAside(
    _ url: URL, read: (URL) throws -> Data? = { try AtomicFile.read($0) },
    ifUnusable isUnusable: (Data) -> Bool
  ) throws -> String? {
    switch Result(catching: { try read(url) }) {
    case .success(nil): return nil
    case .success(let data?) where !isUnusable(data): return nil
    case .success, .failure: return try keepAside(url)
    }
  }

  /// Moves a file that cannot be used out of the way, beside itself, under a name no file has
  /// yet (`NAME.corrupt-20261127T120000Z`, then `-2`, …), so that the next write does not
  /// replace what the user may still want; returns that name. Where `url` is a link, the file
  /// it names is kept, beside itself, and the link stays.
  ///
  /// ```swift
  /// let kept = try AtomicFile.keepAside(url)  // "scores.json.corrupt-20261127T120000Z"
  /// ```
  @discardableResult
  public static func keepAside(_ url: URL, now: Date = Date()) throws -> String {
    let url = linkTarget(url)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let folder = url.deletingLastPathComponent()
    let base = "\(url.lastPathComponent).corrupt-\(formatter.string(from: now))"
    var name = base
    var attempt = 1
    while access(folder.appending(path: name).path, F_OK) == 0 {
      attempt += 1
      name = "\(base)-\(attempt)"
    }
    guard rename(url.path, folder.appending(path: name).path) == 0 else {
      throw FileError.system(url.path, isWrite: true)
    }
    syncFolder(folder)
    return name
  }

  /// Creates `folder` and its parents where missing.
  static func createFolder(_ folder: URL) throws {
    var components: [URL] = []
    var current = folder
    while access(current.path, F_OK) != 0, current.path != "/" {
      components.append(current)
      current = current.deletingLastPathComponent()
    }
    for folder in components.reversed() where mkdir(folder.path, 0o755) != 0 && errno != EEXIST {
      throw FileError.system(folder.path, isWrite: true)
    }
  }

  /// The file `url` names: where a link leads (through every link on the way), or `url`
  /// itself. A link to nowhere yet is followed too, so the file is made where it points.
  static func linkTarget(_ url: URL) -> URL {
    var url = url
    // A bound, for a loop of links.
    for _ in 0..<40 {
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
      else { return url }
      url =
        target.hasPrefix("/")
        ? URL(filePath: target) : url.deletingLastPathComponent().appending(path: target)
    }
    return url
  }

  /// Flushes the folder's entry list so a rename survives a power loss.
  private static func syncFolder(_ folder: URL) {
    let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// Removes the temporary files of writes whose process died mid-write (a crash, a kill), so
  /// they do not pile up. Files of live processes, this one included, are writes under way.
  private static func removeAbandonedTemporaryFiles(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent).tmp-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let owner = entry.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let pid = pid_t(owner), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else {
        continue
      }
      unlink(folder.appending(path: entry).path)
    }
  }
}
