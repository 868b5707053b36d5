import FileLayer
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a write through the file layer keeps of the file it replaces: who may read it, and
/// where it lives when the name is a link.
@Suite struct FileReplaceTests {
  let folder = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")

  func mode(_ url: URL) -> mode_t {
    var info = stat()
    return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  /// A private file stays private: the new file has the old one's permissions, not the
  /// defaults a new file gets.
  @Test func aReplacedFileKeepsItsPermissions() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(component: "list.json")
    try AtomicFile.replace(url, with: Data("[1]".utf8))
    #expect(chmod(url.path, 0o600) == 0)
    try AtomicFile.replace(url, with: Data("[2]".utf8))
    #expect(mode(url) == 0o600)
  }

  /// `real/list.json`, holding `[1]`, and `app/list.json`, a link to it.
  func linkedFile() throws -> (real: URL, link: URL) {
    let real = folder.appending(component: "real/list.json")
    let link = folder.appending(component: "app/list.json")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.replace(real, with: Data("[1]".utf8))
    #expect(symlink(real.path, link.path) == 0)
    return (real, link)
  }

  /// A name that is a link (a file kept in a synced folder, linked from the data folder) stays
  /// a link: the file it names is replaced, in its own folder, and a file kept aside is that
  /// file.
  @Test func aLinkedFileIsReplacedWhereItLives() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (real, link) = try linkedFile()

    try AtomicFile.replace(link, with: Data("[2]".utf8))
    #expect(try AtomicFile.read(real) == Data("[2]".utf8))
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == real.path)

    let kept = try AtomicFile.keepAside(link)
    #expect(
      try AtomicFile.read(real.deletingLastPathComponent().appending(component: kept))
        == Data("[2]".utf8))
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == real.path)
  }

  /// A watch on a link hears the file it names: the file layer writes it where it lives, and
  /// another instance's save there is heard, as it is for a file in the watched folder.
  @Test(.timeLimit(.minutes(1))) func aWatchOnALinkHearsTheFileItNames() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, link) = try linkedFile()
    let (heard, hear) = AsyncStream.makeStream(of: Void.self)
    let watch = FileWatch(link) { hear.yield() }
    defer { watch.cancel() }
    // Another instance's save, as the file layer makes it through the link.
    try AtomicFile.replace(link, with: Data("[2]".utf8))
    for await _ in heard { break }
  }
}
