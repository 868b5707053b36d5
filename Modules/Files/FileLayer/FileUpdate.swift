import Foundation

extension AtomicFile {
  /// Replaces the file with what `change` makes of what it holds (`nil` for no file), holding
  /// its lock (``FileLock``) from the read to the rename: the merge hook of every key and
  /// client that merges its writes with another process's. Returns what was written, or `nil`
  /// where `change` returned `nil` and the file was left as it is.
  ///
  /// It waits up to `wait` for another process that holds the lock, blocking the calling
  /// thread (call it off the main actor, or with a wait of zero), then throws a
  /// ``FileError/Reason/lockHeld(wait:)`` error without reading the file or calling `change`.
  /// `read` reads the file (a size limit, or a test's failing disk).
  ///
  /// ```swift
  /// let written = try AtomicFile.update(url) { stored in
  ///   let theirs = try stored.map { try JSONDecoder().decode(Set<String>.self, from: $0) } ?? []
  ///   return try JSONEncoder().encode(theirs.union(ours))
  /// }
  /// ```
  @discardableResult
  public static func update(
    _ url: URL,
    wait: Duration = FileLock.wait,
    read: (URL) throws -> Data? = { try AtomicFile.read($0) },
    _ change: (Data?) throws -> Data?
  ) throws -> Data? {
    let unlock = try FileLock.take(url, wait: wait)
    defer { unlock() }
    guard let new = try change(try read(url)) else { return nil }
    try replace(url, with: new)
    return new
  }
}
