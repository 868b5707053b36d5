import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Hears when the file at a URL may have changed: written (in place or by a rename over it),
/// deleted or moved away. On Linux the kernel says so (inotify, on the file's folder, as an
/// atomic write replaces the file itself); elsewhere, or when inotify cannot be had, the file's
/// size and modification time are checked ten times a second.
///
/// It says only that something may have changed: the listener reads the file and decides.
enum FileWatch {
  /// How often the file is checked where the kernel does not say.
  static let pollInterval = DispatchTimeInterval.milliseconds(100)

  /// Calls `onChange` on a queue of its own after each change, until the subscription ends.
  /// Makes the file's folder if it is missing, so that it can be watched.
  static func start(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #if os(Linux)
      if let subscription = kernelWatch(url, onChange: onChange) { return subscription }
    #endif
    return poll(url, onChange: onChange)
  }

  #if os(Linux)
    /// The kernel's notices for the file's name in its folder, or `nil` if inotify is not to
    /// be had (out of watches, an old kernel).
    private static func kernelWatch(_ url: URL, onChange: @escaping @Sendable () -> Void)
      -> SharedSubscription?
    {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      // A new file in place (a rename over it, or a write that closed it), and the file gone.
      // Not a creation or a write under way: the file may be empty or half written then.
      let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
      guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, events) >= 0
      else {
        close(descriptor)
        return nil
      }
      let name = url.lastPathComponent
      nonisolated(unsafe) let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "FileWatch \(name)"))
      source.setEventHandler {
        if readEvents(descriptor).contains(where: { $0 == name || $0 == nil }) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      return SharedSubscription { source.cancel() }
    }

    /// The names the waiting events are about; `nil` for an event about no one name (the
    /// kernel's queue overflowed: anything may have changed).
    private static func readEvents(_ descriptor: Int32) -> [String?] {
      var names: [String?] = []
      let size = 4096
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer, size)
        guard count > 0 else { return names }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            names.append(nil)
          } else if event.len > 0 {
            let name = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
            names.append(String(cString: name))
          }
          offset += header + Int(event.len)
        }
      }
    }
  #endif

  /// Checks the file's size and modification time every ``pollInterval``.
  private static func poll(_ url: URL, onChange: @escaping @Sendable () -> Void)
    -> SharedSubscription
  {
    let stamp = { @Sendable in FileStamp(url) }
    let last = LockIsolatedStamp(stamp())
    nonisolated(unsafe) let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + pollInterval, repeating: pollInterval)
    timer.setEventHandler {
      guard last.replace(with: stamp()) else { return }
      onChange()
    }
    timer.resume()
    return SharedSubscription { timer.cancel() }
  }
}

/// What says a file changed: its size and modification time, or that it is missing.
private struct FileStamp: Equatable, Sendable {
  let size: Int?
  let modified: Date?

  init(_ url: URL) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    size = attributes?[.size] as? Int
    modified = attributes?[.modificationDate] as? Date
  }
}

/// The last stamp seen.
private final class LockIsolatedStamp: @unchecked Sendable {
  private let lock = NSLock()
  private var stamp: FileStamp

  init(_ stamp: FileStamp) { self.stamp = stamp }

  /// Keeps `new`; whether it differs from the stamp before.
  func replace(with new: FileStamp) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard new != stamp else { return false }
    stamp = new
    return true
  }
}
