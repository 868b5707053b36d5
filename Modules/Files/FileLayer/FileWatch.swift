import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hears when the file at a URL may have changed: written (in place or by a rename over it),
/// deleted or moved away. The one watch under the `.fileStorage` key and the file client.
///
/// On Linux the kernel says so as it happens (inotify, on the file's folder, as an atomic write
/// replaces the file itself), and only once a write is whole. Elsewhere, or when inotify cannot
/// be had, the file's ``Signature`` is checked ten times a second. Either way a change made by
/// another machine on a network mount may go unheard: the file layer's merging writes, not the
/// watch, are what keep such a change.
///
/// It says only that something may have changed: the listener reads the file and decides (its
/// own writes come back too).
///
/// ```swift
/// let watch = FileWatch(url) { print("changed") }
/// defer { watch.cancel() }
/// ```
public final class FileWatch: Sendable {
  /// How often the file is checked where the kernel does not say.
  public static let pollInterval = DispatchTimeInterval.milliseconds(100)

  /// Ends the kernel's notices or the checks.
  private let stop: @Sendable () -> Void

  /// Calls `onChange` on a queue of its own after each change, until ``cancel()`` or the watch
  /// is let go. Makes the file's folder if it is missing, so that it can be watched; a change
  /// made once this returns is heard. Where `url` is a link, the file it names is watched, in
  /// its own folder, as the file layer writes it there.
  public init(_ url: URL, onChange: @escaping @Sendable () -> Void) {
    let url = AtomicFile.linkTarget(url)
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #if os(Linux)
      if let stop = Self.kernelWatch(url, onChange: onChange) {
        self.stop = stop
        return
      }
    #endif
    stop = Self.poll(url, onChange: onChange)
  }

  deinit { stop() }

  /// Stops the watch: `onChange` is not called again once a call under way has returned.
  public func cancel() { stop() }

  #if os(Linux)
    /// The kernel's notices for the file's name in its folder, or `nil` if inotify is not to
    /// be had (out of watches, an old kernel).
    private static func kernelWatch(_ url: URL, onChange: @escaping @Sendable () -> Void)
      -> (@Sendable () -> Void)?
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
      return { source.cancel() }
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

  /// Checks the file's signature every ``pollInterval``.
  private static func poll(_ url: URL, onChange: @escaping @Sendable () -> Void)
    -> @Sendable () -> Void
  {
    let last = Mutex(Signature(of: url.path))
    nonisolated(unsafe) let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + pollInterval, repeating: pollInterval)
    timer.setEventHandler {
      let now = Signature(of: url.path)
      let isChanged = last.withLock { last in
        defer { last = now }
        return last != now
      }
      if isChanged { onChange() }
    }
    timer.resume()
    return { timer.cancel() }
  }
}

extension FileWatch {
  /// What tells one version of a file from another: the file itself (device and inode, new
  /// with each atomic replace), its size and its modification time to the nanosecond.
  ///
  /// ```swift
  /// let before = FileWatch.Signature(of: path)  // nil: no file there
  /// ```
  public struct Signature: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64

    /// The signature of the file at `path`, or `nil` when there is none.
    public init?(of path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      seconds = Int64(info.st_mtim.tv_sec)
      nanoseconds = Int64(info.st_mtim.tv_nsec)
    }
  }
}
