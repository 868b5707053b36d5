import Foundation
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

  func write(_ text: String, to name: String = "favorite-primes.json") throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func contents(_ name: String = "favorite-primes.json") throws -> String {
    try String(decoding: Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  @Test func roundTripCreatesTheFolderOnFirstSave() async throws {
    #expect(try await client.loadJSON([Int].self, from: "favorite-primes.json") == nil)
    try await client.saveJSON([2, 31], to: "favorite-primes.json")
    #expect(try contents() == "[2,31]")
    #expect(try await client.loadJSON([Int].self, from: "favorite-primes.json") == [2, 31])
  }

  @Test func interruptedSaveLeavesThePreviousContentAndNoTemporaryFile() async throws {
    try await client.saveJSON([2, 3], to: "favorite-primes.json")
    struct Interrupted: Error {}
    let interrupted = FileClient.live(directory: directory, beforeRename: { throw Interrupted() })
    await #expect(throws: Interrupted.self) {
      try await interrupted.saveJSON([5, 7, 11], to: "favorite-primes.json")
    }
    #expect(try contents() == "[2,3]")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    // The document and its lock (see `FileClient.update`).
    #expect(leftovers.sorted() == [".favorite-primes.json.lock", "favorite-primes.json"])
  }

  @Test(arguments: [
    ("", "favorite-primes.json is not valid JSON (the file is empty)."),
    ("[2,3", "favorite-primes.json is not valid JSON (The given data was not valid JSON.)."),
    ("not json", "favorite-primes.json is not valid JSON (The given data was not valid JSON.)."),
  ])
  func invalidJSONIsAClearError(text: String, expected: String) async throws {
    try write(text)
    do {
      _ = try await client.loadJSON([Int].self, from: "favorite-primes.json")
      Issue.record("expected an error")
    } catch let error as FileClientError {
      guard case .invalidJSON = error else {
        Issue.record("expected invalidJSON, got \(error)")
        return
      }
      #expect("\(error)" == expected)
    }
  }

  @Test(arguments: ["{\"primes\": [2]}", "[\"two\"]", "7", "[true]", "[3, 5.5]"])
  func wrongShapeIsAClearError(text: String) async throws {
    try write(text)
    await #expect(throws: FileClientError.self) {
      _ = try await client.loadJSON([Int].self, from: "favorite-primes.json")
    }
    do {
      _ = try await client.loadJSON([Int].self, from: "favorite-primes.json")
    } catch let error as FileClientError {
      guard case .wrongShape = error else {
        Issue.record("expected wrongShape, got \(error)")
        return
      }
    }
  }

  @Test func hugeFileIsRefusedNotRead() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("favorite-primes.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(DocumentFolder.sizeLimit + 1))
    try handle.close()
    await #expect(
      throws: FileClientError.tooLarge(
        name: "favorite-primes.json", bytes: DocumentFolder.sizeLimit + 1,
        limit: DocumentFolder.sizeLimit)
    ) {
      _ = try await client.load("favorite-primes.json")
    }
  }

  @Test func aFolderWhereTheFileShouldBeIsUnreadableAndNotReplaced() async throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("favorite-primes.json"),
      withIntermediateDirectories: true)
    do {
      _ = try await client.load("favorite-primes.json")
      Issue.record("expected an error")
    } catch let error as FileClientError {
      #expect("\(error)".contains("is not a regular file"))
    }
    await #expect(throws: FileClientError.self) {
      try await client.saveJSON([2], to: "favorite-primes.json")
    }
  }

  /// Opening a FIFO for reading blocks until a writer comes; the read refuses it at once
  /// instead, and the FIFO can be kept aside like any unreadable file.
  @Test(.timeLimit(.minutes(1))) func aFIFOIsNotARegularFileAndIsAnsweredAtOnce() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("favorite-primes.json").path
    #expect(mkfifo(path, 0o644) == 0)
    do {
      _ = try await client.load("favorite-primes.json")
      Issue.record("expected an error")
    } catch let error as FileClientError {
      #expect("\(error)".contains("is not a regular file"), "\(error)")
    }
    let aside = try #require(await client.moveAside("favorite-primes.json") { _ in true })
    var info = stat()
    #expect(lstat(directory.appendingPathComponent(aside).path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
    try await client.saveJSON([2], to: "favorite-primes.json")
    #expect(try contents() == "[2]")
  }

  /// A caller waiting for a read that does not answer (a hung mount) can give up: the read's
  /// thread is its own, and the caller's task ends when it is cancelled.
  @Test(.timeLimit(.minutes(1))) func aReadThatDoesNotAnswerCanBeCancelled() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("stuck").path
    #expect(mkfifo(path, 0o644) == 0)
    // Opened without O_NONBLOCK, a FIFO's read blocks until a writer comes: a stand-in for a
    // file system that does not answer.
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let stuck = FileClient(
      load: { _ in
        try await FileClient.readingOffThePool {
          start.yield()
          let fd = open(path, O_RDONLY)
          defer { close(fd) }
          return nil
        }
      },
      save: { _, _ in }, update: { _, data in try data(nil) },
      changes: { _ in AsyncStream { _ in } },
      moveAside: { name, _ in name })
    let load = Task { try await stuck.load("stuck") }
    for await _ in started { break }
    load.cancel()
    await #expect(throws: CancellationError.self) { try await load.value }
    // Let the blocked read end, so the test leaves no thread behind.
    let writer = open(path, O_WRONLY)
    close(writer)
  }

  /// Another process's save (here, another client on the same folder) is seen within the
  /// check interval.
  @Test(.timeLimit(.minutes(1))) func anotherWritersSaveIsSeenAsAChange() async throws {
    try await client.saveJSON([2], to: "favorite-primes.json")
    let other = FileClient.live(directory: directory)
    let (looked, firstLook) = AsyncStream.makeStream(of: Void.self)
    let changes = DocumentFolder(directory: directory, beforeRename: {})
      .changes(of: "favorite-primes.json") { firstLook.yield() }
    let seen = Task {
      for await _ in changes { return true }
      return false
    }
    // The other writer saves once the watch has seen the file as it was.
    for await _ in looked { break }
    try await other.saveJSON([2, 3], to: "favorite-primes.json")
    #expect(await seen.value)
  }

  /// The favorites document as it is when `files`' watch first hears it change, once the watch
  /// has looked at it as it is now.
  func firstChangeHeard(in files: DocumentFolder) async -> Task<String?, Never> {
    let (looked, firstLook) = AsyncStream.makeStream(of: Void.self)
    let changes = files.changes(of: "favorite-primes.json") { firstLook.yield() }
    let heard = Task {
      for await _ in changes { return try? contents() }
      return nil
    }
    for await _ in looked { break }
    return heard
  }

  /// The watch hears a rename as it happens, before the writer has recorded what it wrote:
  /// the folder's own saves must still not come back as changes. The first change heard is
  /// the other writer's.
  @Test(.timeLimit(.minutes(1))) func ownSavesAreNotHeardAsChanges() async throws {
    let files = DocumentFolder(directory: directory, beforeRename: {})
    let heard = await firstChangeHeard(in: files)
    for count in 1...100 {
      _ = try files.writes.sync {
        try files.update("favorite-primes.json") { _ in Data("[\(count)]".utf8) }
      }
    }
    try await FileClient.live(directory: directory).saveJSON([2, 3], to: "favorite-primes.json")
    #expect(await heard.value == "[2,3]")
  }

  /// Moving a bad document aside is the folder's own change too: heard as another's, it had
  /// the favorites read the file again, and the read's answer wiped the notice that named the
  /// kept file. The first change heard is the other writer's.
  @Test(.timeLimit(.minutes(1))) func movingADocumentAsideIsNotHeardAsAChange() async throws {
    let files = DocumentFolder(directory: directory, beforeRename: {})
    _ = try files.writes.sync {
      try files.update("favorite-primes.json") { _ in Data("[2]".utf8) }
    }
    // Another program leaves half a list, before the watch starts.
    try Data("[2,".utf8).write(to: directory.appending(path: "favorite-primes.json"))
    let heard = await firstChangeHeard(in: files)
    _ = try files.writes.sync { try files.moveAside("favorite-primes.json", now: Date()) }
    _ = try files.writes.sync {
      try files.update("favorite-primes.json") { _ in Data("[5]".utf8) }
    }
    try await FileClient.live(directory: directory).saveJSON([2, 3], to: "favorite-primes.json")
    #expect(await heard.value == "[2,3]")
  }

  /// The lock file of updates stays beside the document, and each update reads what the last
  /// one wrote.
  /// Another process holding the lock (stopped mid-save) blocked the queue every write of the
  /// client waits behind, for as long as it held it: an update says so at once instead, writes
  /// nothing, and goes through once the lock is free.
  @Test(.timeLimit(.minutes(1))) func aLockHeldElsewhereIsAnsweredAtOnce() async throws {
    try write("[2]")
    let lock = open(
      directory.appendingPathComponent(".favorite-primes.json.lock").path,
      O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    #expect(lock >= 0)
    defer { close(lock) }
    // An open file description of its own: to flock, another process.
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    await #expect(throws: FileClientError.locked(name: "favorite-primes.json")) {
      try await client.saveJSON([2, 3], to: "favorite-primes.json")
    }
    #expect(try contents() == "[2]")
    // Other documents' writes are not held up behind it.
    try await client.saveJSON(true, to: "onboarding.json")
    #expect(flock(lock, LOCK_UN) == 0)
    try await client.saveJSON([2, 3], to: "favorite-primes.json")
    #expect(try contents() == "[2,3]")
  }

  @Test func updatesReadWhatTheLastOneWrote() async throws {
    let other = FileClient.live(directory: directory)
    for prime in [2, 3, 5] {
      _ = try await client.updateJSON([Int].self, at: "favorite-primes.json", missing: []) {
        $0 + [prime]
      }
      _ = try await other.updateJSON([Int].self, at: "favorite-primes.json", missing: []) {
        $0 + [prime * 10]
      }
    }
    #expect(try contents() == "[2,20,3,30,5,50]")
  }

  @Test func readOnlyFolderIsPermissionDenied() async throws {
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
    do {
      try await FileClient.live(directory: readOnly).saveJSON([2], to: "favorite-primes.json")
      Issue.record("expected an error")
    } catch let error as FileClientError {
      guard case .permissionDenied = error else {
        Issue.record("expected permissionDenied, got \(error)")
        return
      }
    }
  }

  @Test func moveAsideKeepsTheBadFileBesideUnderANewName() async throws {
    try write("garbage")
    let first = try #require(await client.moveAside("favorite-primes.json") { _ in true })
    #expect(first.hasPrefix("favorite-primes.json.corrupt-"))
    #expect(try contents(first) == "garbage")
    #expect(try await client.load("favorite-primes.json") == nil)

    try write("more garbage")
    let second = try #require(await client.moveAside("favorite-primes.json") { _ in true })
    #expect(second != first)
    #expect(try contents(second) == "more garbage")
  }

  /// Judged under its lock, a document found usable (another process saved a good one over
  /// the bad one) is left where it is, and so is a missing one: nothing to keep.
  @Test func moveAsideLeavesAUsableOrMissingDocument() async throws {
    try write("[2]")
    let isUnusable: @Sendable (Data) -> Bool = { $0 != Data("[2]".utf8) }
    #expect(try await client.moveAside("favorite-primes.json", isUnusable) == nil)
    #expect(try contents() == "[2]")
    try FileManager.default.removeItem(at: directory.appending(path: "favorite-primes.json"))
    #expect(try await client.moveAside("favorite-primes.json") { _ in true } == nil)
  }

  @Test func withNoDataFolderEveryCallSaysWhatToSet() async {
    let client = FileClient.live(app: "sync-ups", environment: [:])
    await #expect {
      try await client.saveJSON([1], to: "meetings.json")
    } throws: {
      "\($0)".contains("set SYNC_UPS_DATA_DIR, XDG_DATA_HOME or HOME")
    }
  }

  @Test func inMemoryKeepsDocumentsWithoutTouchingDisk() async throws {
    let memory = FileClient.inMemory(initial: ["favorite-primes.json": Data("[3]".utf8)])
    #expect(try await memory.loadJSON([Int].self, from: "favorite-primes.json") == [3])
    try await memory.saveJSON([3, 5], to: "favorite-primes.json")
    #expect(try await memory.loadJSON([Int].self, from: "favorite-primes.json") == [3, 5])
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}
