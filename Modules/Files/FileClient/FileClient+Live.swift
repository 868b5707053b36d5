import Dependencies
import FileLayer
import Foundation
import Sharing

extension FileClient: DependencyKey {
  /// Documents in the data folder of the running program, named as it is (see
  /// ``live(app:environment:)``). An app that knows its name says it when it wires its
  /// dependencies.
  public static var liveValue: FileClient {
    live(app: ProcessInfo.processInfo.processName, environment: ProcessInfo.processInfo.environment)
  }

  /// Documents in the app's data folder, by the file layer's one rule (`DataFolder`, from
  /// `environment`).
  ///
  /// ```swift
  /// $0.fileClient = .live(app: "notes", environment: ProcessInfo.processInfo.environment)
  /// ```
  public static func live(app: String, environment: [String: String]) -> FileClient {
    live(directory: DataFolder.of(app: app, environment: environment))
  }

  /// Documents stored as files in `directory`, which is created on the first save, through
  /// the file layer: saves are atomic (a temporary file flushed and renamed over the document,
  /// so a crash mid-save leaves the previous one whole), a FIFO or a device is refused rather
  /// than read, and documents over 10 MiB are refused rather than read.
  ///
  /// ```swift
  /// let client = FileClient.live(directory: URL(fileURLWithPath: "/tmp/notes"))
  /// ```
  public static func live(directory: URL) -> Self {
    let url = { @Sendable (name: String) in directory.appending(path: name) }
    let read = { @Sendable (url: URL) in try AtomicFile.read(url, limit: sizeLimit) }
    return Self(
      load: { name in try read(url(name)) },
      save: { name, data in try AtomicFile.replace(url(name), with: data) },
      update: { name, change in try AtomicFile.update(url(name), wait: .zero, read: read, change) },
      moveAside: { name, isUnusable in
        // Judged under the document's lock: a good one another process saved is left.
        let unlock = try FileLock.take(url(name), wait: .zero)
        defer { unlock() }
        return try AtomicFile.keepAside(url(name), read: read, ifUnusable: isUnusable)
      },
      watch: { name, onChange in
        let watch = FileWatch(url(name), onChange: onChange)
        return SharedSubscription { watch.cancel() }
      })
  }

  /// The largest document read: a larger one is refused, not read.
  static let sizeLimit = 10 * 1024 * 1024
}
