import FileLayer
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The file layer's merge hook, `AtomicFile.update`: what `.fileStorage`'s merging keys,
/// `.appStorage` and the file client write through.
@Suite struct FileUpdateTests {
  let folder = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")
  var url: URL { folder.appending(component: "count.txt") }

  func count() throws -> Int? {
    try AtomicFile.read(url).flatMap { Int(String(decoding: $0, as: UTF8.self)) }
  }

  @Test func theChangeIsMadeToWhatTheFileHoldsAndReplacesIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var seen: [Data?] = []
    let first = try AtomicFile.update(url) { stored in
      seen.append(stored)
      return Data("1".utf8)
    }
    let second = try AtomicFile.update(url) { stored in
      seen.append(stored)
      return Data("2".utf8)
    }
    #expect(seen == [nil, Data("1".utf8)])
    #expect(first == Data("1".utf8))
    #expect(second == Data("2".utf8))
    #expect(try count() == 2)
  }

  @Test func noChangeLeavesTheFileAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try AtomicFile.replace(url, with: Data("7".utf8))
    let before = FileWatch.Signature(of: url.path)
    let written = try AtomicFile.update(url) { _ in nil }
    #expect(written == nil)
    #expect(FileWatch.Signature(of: url.path) == before)
    #expect(try count() == 7)
  }

  @Test func aChangeThatThrowsWritesNothingAndGivesTheLockBack() throws {
    struct Refused: Error {}
    defer { try? FileManager.default.removeItem(at: folder) }
    try AtomicFile.replace(url, with: Data("7".utf8))
    #expect(throws: Refused.self) {
      try AtomicFile.update(url, wait: .zero) { _ in throw Refused() }
    }
    #expect(try count() == 7)
    // Taken at once: the failed update let it go.
    try AtomicFile.update(url, wait: .zero) { _ in Data("8".utf8) }
    #expect(try count() == 8)
  }

  /// Another process holds the lock (here, another open file, as `flock` sees it) for longer
  /// than the wait: nothing is read, nothing changed, and the error says how long it waited.
  @Test func aLockHeldLongerThanTheWaitChangesNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try AtomicFile.replace(url, with: Data("7".utf8))
    let release = try FileLock.take(url)
    defer { release() }
    var isCalled = false
    #expect(throws: FileError.lockHeld(url, wait: .milliseconds(20))) {
      try AtomicFile.update(url, wait: .milliseconds(20)) { _ in
        isCalled = true
        return Data("8".utf8)
      }
    }
    #expect(!isCalled)
    #expect(try count() == 7)
  }

  /// The lock is held from the read to the rename: writers that each add one to what they
  /// read, as processes merging into one file do, lose none of each other's additions. (The
  /// wait is long: the lock is not fair, and one writer may hold it for all its updates.)
  @Test func concurrentUpdatesLoseNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = url
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<25 {
        do {
          try AtomicFile.update(url, wait: .seconds(60)) { stored in
            let count = stored.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
            return Data("\(count + 1)".utf8)
          }
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    #expect(failures.withLock { $0 } == [])
    #expect(try count() == 100)
  }
}
