import FileLayer
import Foundation

/// Why a file key could not read or write its file (the file layer's error, named here for
/// those who import only Sharing): the system's error, a file it refuses to read, or another
/// process holding the file's lock.
///
/// ```swift
/// do { try await $tags.save() } catch let error as FileError where error.isLockHeld {
///   print("try again in a moment")
/// }
/// ```
public typealias FileError = FileLayer.FileError

/// What a file key did with a file it could not read, once a save replaced it: the file was
/// kept under `name`, beside it. Said as the reference's ``Shared/loadError`` (the value is
/// saved; this is news, not a failure) by a key that was asked to
/// (``FileStorageKey/sayingWhereFilesAreKept()``), until its next save.
///
/// ```swift
/// if let kept = $syncUps.loadError as? FileKeptAside {
///   print(kept)  // The old sync-ups.json was kept as sync-ups.json.corrupt-20261129T131500Z.
/// }
/// ```
public struct FileKeptAside: Error, Equatable, CustomStringConvertible {
  /// The file kept aside.
  public var url: URL
  /// The name it was kept under, in the same folder.
  public var name: String

  /// A file at `url` kept as `name`.
  public init(url: URL, name: String) {
    self.url = url
    self.name = name
  }

  public var description: String { "The old \(url.lastPathComponent) was kept as \(name)." }
}
