import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a file, shared with every process that takes it: `flock` on a hidden
/// `.NAME.lock` beside the file (the file itself is replaced by a rename on each write, so it
/// cannot carry the lock). Whoever reads a file, changes it and writes it back holds the lock
/// from the read to the write, so that no other process's write lands in between:
/// `AtomicFile.update` does so.
///
/// ```swift
/// let unlock = try FileLock.take(url)
/// defer { unlock() }
/// ```
public enum FileLock {
  /// How long a process waits for another that holds the lock before it gives up: the holder
  /// reads, merges and writes one file, which takes milliseconds, so this is a stuck holder.
  public static let wait = Duration.seconds(2)
  /// How often the lock is tried again meanwhile (and by a caller that waits on its own,
  /// taking it with no wait).
  public static let retryInterval = Duration.milliseconds(5)

  /// Takes the lock of the file at `url` and returns what gives it back; throws a
  /// ``FileError/Reason/lockHeld(wait:)`` error when another process holds it for longer than
  /// `wait` (at once, for a wait of zero). The wait blocks the calling thread: call it off the
  /// main actor.
  public static func take(_ url: URL, wait: Duration = wait) throws -> @Sendable () -> Void {
    let folder = url.deletingLastPathComponent()
    try AtomicFile.createFolder(folder)
    let path = folder.appending(path: ".\(url.lastPathComponent).lock").path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    // The lock is hidden beside the file: a folder that may not be written is what the user
    // can act on, so the error names the folder.
    guard descriptor >= 0 else { throw FileError.system(folder.path, isWrite: true) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: wait)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let reason = errno
      if reason == EINTR { continue }
      guard reason == EWOULDBLOCK, clock.now < deadline else {
        close(descriptor)
        if reason == EWOULDBLOCK { throw FileError.lockHeld(url, wait: wait) }
        throw FileError.system(path, isWrite: true, code: reason)
      }
      usleep(useconds_t(retryInterval / .microseconds(1)))
    }
    return {
      // Unlocked before it is closed: a child being started holds a copy of the descriptor
      // until its exec closes it, and a close alone gives the lock back only with the last copy.
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}
