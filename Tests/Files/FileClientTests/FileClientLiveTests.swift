import Dependencies
import FileLayer
import Foundation
import Sharing
import Testing

@testable import FileClient

/// The live client on a folder of each test's own, removed when the test ends.
@Suite final class FileClientLiveTests: Sendable {
  let directory: URL
  let client: FileClient

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileClientLiveTests-\(UUID().uuidString)")
    client = .live(directory: directory)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func write(_ text: String, to name: String = "scores.json") throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func contents(_ name: String = "scores.json") throws -> String {
    try String(decoding: Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  @Test func roundTripCreatesTheFolderOnFirstSave() throws {
    #expect(try client.load("scores.json") == nil)
    try client.save("scores.json", Data("[2,31]".utf8))
    #expect(try contents() == "[2,31]")
    #expect(try client.load("scores.json") == Data("[2,31]".utf8))
  }

  @Test func hugeFileIsRefusedNotRead() throws {
    try write("")
    let handle = try #require(
      FileHandle(forWritingAtPath: directory.appendingPathComponent("scores.json").path))
    try handle.truncate(atOffset: UInt64(FileClient.sizeLimit + 1))
    try handle.close()
    #expect {
      _ = try client.load("scores.json")
    } throws: {
      ($0 as? FileError)?.reason
        == .tooLarge(
          bytes: FileClient.sizeLimit + 1, limit: FileClient.sizeLimit)
    }
  }

  @Test func aFolderWhereTheFileShouldBeIsUnreadableAndNotReplaced() throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("scores.json"), withIntermediateDirectories: true)
    #expect(throws: FileError.self) { _ = try client.load("scores.json") }
    #expect(throws: FileError.self) { try client.save("scores.json", Data("[2]".utf8)) }
  }

  /// Opening a FIFO for reading blocks until a writer comes; the read refuses it at once
  /// instead, and the FIFO can be kept aside like any unreadable file.
  @Test(.timeLimit(.minutes(1))) func aFIFOIsNotARegularFileAndIsAnsweredAtOnce() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #expect(mkfifo(directory.appendingPathComponent("scores.json").path, 0o644) == 0)
    #expect {
      _ = try client.load("scores.json")
    } throws: {
      ($0 as? FileError)?.reason == .notARegularFile
    }
    let aside = try #require(try client.moveAside("scores.json") { _ in true })
    var info = stat()
    #expect(lstat(directory.appendingPathComponent(aside).path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
    try client.save("scores.json", Data("[2]".utf8))
    #expect(try contents() == "[2]")
  }

  /// A read that does not answer (a hung mount) holds a thread of its own, never one of the
  /// cooperative pool's: with more of them stuck than the pool has threads, another read
  /// still answers.
  @Test(.timeLimit(.minutes(1))) func aReadThatDoesNotAnswerHoldsAThreadOfItsOwn() async throws {
    try write("[2]")
    let stuck = directory.appendingPathComponent("stuck").path
    #expect(mkfifo(stuck, 0o644) == 0)
    // Opened without O_NONBLOCK, a FIFO's read blocks until a writer comes: a stand-in for a
    // file system that does not answer.
    var blocking = client
    blocking.load = { [client] name in
      guard name == "stuck" else { return try client.load(name) }
      close(open(stuck, O_RDONLY))
      return nil
    }
    let count = ProcessInfo.processInfo.activeProcessorCount + 2
    let reads = (0..<count).map { _ in
      Task { [blocking] in try await blocking.contents(of: "stuck") }
    }
    #expect(try await blocking.contents(of: "scores.json") == Data("[2]".utf8))
    // Lets the blocked reads end, so the test leaves no thread behind: while a writer holds
    // the FIFO open (O_RDWR never blocks), every open for reading returns, now or later.
    let writer = open(stuck, O_RDWR)
    defer { close(writer) }
    for read in reads { _ = try await read.value }
  }

  /// Another process's save (here, another client on the same folder) is heard.
  @Test(.timeLimit(.minutes(1))) func anotherWritersSaveIsHeard() async throws {
    try write("[2]")
    let (heard, hear) = AsyncStream.makeStream(of: Void.self)
    let watching = client.watch("scores.json") { hear.yield() }
    defer { watching.cancel() }
    try FileClient.live(directory: directory).save("scores.json", Data("[2,3]".utf8))
    for await _ in heard { break }
    #expect(try contents() == "[2,3]")
  }

  /// Another process holding the lock (stopped mid-save) is answered at once: the update
  /// writes nothing, and goes through once the lock is free.
  @Test(.timeLimit(.minutes(1))) func aLockHeldElsewhereIsAnsweredAtOnce() throws {
    try write("[2]")
    let lock = open(
      directory.appendingPathComponent(".scores.json.lock").path, O_RDWR | O_CREAT | O_CLOEXEC,
      0o644)
    #expect(lock >= 0)
    defer { close(lock) }
    // An open file description of its own: to flock, another process.
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    #expect {
      try client.update("scores.json") { _ in Data("[2,3]".utf8) }
    } throws: {
      ($0 as? FileError)?.isLockHeld == true
    }
    #expect(try contents() == "[2]")
    #expect(flock(lock, LOCK_UN) == 0)
    try client.update("scores.json") { _ in Data("[2,3]".utf8) }
    #expect(try contents() == "[2,3]")
  }

  @Test func updatesReadWhatTheLastOneWrote() throws {
    let other = FileClient.live(directory: directory)
    for prime in [2, 3, 5] {
      for (client, written) in [(client, "\(prime)"), (other, "\(prime * 10)")] {
        try client.update("scores.json") { old in
          Data(((old.map { String(decoding: $0, as: UTF8.self) + "," } ?? "") + written).utf8)
        }
      }
    }
    #expect(try contents() == "2,20,3,30,5,50")
  }

  @Test func readOnlyFolderIsPermissionDenied() throws {
    // Root ignores file modes, so as root use a folder no one may create files in.
    let readOnly: URL
    if geteuid() == 0 {
      readOnly = URL(fileURLWithPath: "/sys/kernel")
    } else {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: directory.path)
      readOnly = directory
    }
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }
    #expect {
      try FileClient.live(directory: readOnly).save("scores.json", Data("[2]".utf8))
    } throws: {
      [EACCES, EPERM, EROFS].contains(($0 as? FileError)?.code)
    }
  }

  @Test func moveAsideKeepsTheBadFileBesideUnderANewName() throws {
    try write("garbage")
    let first = try #require(try client.moveAside("scores.json") { _ in true })
    #expect(first.hasPrefix("scores.json.corrupt-"))
    #expect(try contents(first) == "garbage")
    #expect(try client.load("scores.json") == nil)

    try write("more garbage")
    let second = try #require(try client.moveAside("scores.json") { _ in true })
    #expect(second != first)
    #expect(try contents(second) == "more garbage")
  }

  /// Judged under its lock, a document found usable (another process saved a good one over
  /// the bad one) is left where it is, and so is a missing one: nothing to keep.
  @Test func moveAsideLeavesAUsableOrMissingDocument() throws {
    try write("[2]")
    #expect(try client.moveAside("scores.json") { $0 != Data("[2]".utf8) } == nil)
    #expect(try contents() == "[2]")
    try FileManager.default.removeItem(at: directory.appending(path: "scores.json"))
    #expect(try client.moveAside("scores.json") { _ in true } == nil)
  }

  @Test func inMemoryKeepsDocumentsWithoutTouchingDisk() throws {
    let memory = FileClient.inMemory(initial: ["scores.json": Data("[3]".utf8)])
    #expect(try memory.load("scores.json") == Data("[3]".utf8))
    try memory.update("scores.json") { _ in Data("[3,5]".utf8) }
    #expect(try memory.load("scores.json") == Data("[3,5]".utf8))
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }

  /// A key's file system: an empty document is said, and kept aside before a save replaces
  /// it, rather than read as none (its list taken for one with nothing in it).
  @MainActor
  @Test(.timeLimit(.minutes(1))) func anEmptyDocumentIsSaidAndKeptAside() async throws {
    try write("")
    let scores = withDependencies {
      $0.defaultFileStorage = client.fileStorage(clock: ContinuousClock())
    } operation: {
      Shared(wrappedValue: [Int](), .fileStorage(directory.appending(path: "scores.json")))
    }
    await #expect {
      try await scores.load()
    } throws: {
      "\($0)" == "scores.json is empty."
    }
    scores.withLock { $0 = [7] }
    try await scores.save()
    #expect(try contents() == "[7]")
    let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("scores.json.corrupt-") }
    #expect(kept.count == 1)
  }
}
