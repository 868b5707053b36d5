import ConcurrencyExtras
import Dependencies
import FileLayer
import Foundation
import Observation
import TestSupport
import Testing

@_spi(Internals) @testable import Sharing

/// `.fileStorage` on the real file system, in a folder of the test's own: what upstream's
/// `FileStorageTests` ask of it, which upstream runs on Apple's platforms only.
@Suite struct FileStorageTests {
  let folder = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")
  var url: URL { folder.appending(component: "count.json") }

  /// A count shared through the real file system, from a file that holds `contents`.
  func countOnDisk(holding contents: String) throws -> Shared<Int> {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
    return withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 7, .fileStorage(url))
    }
  }

  /// Upstream's `multipleMutationsFromMultipleThreads`, which ended at 9,994 of 10,000 here:
  /// the file watch handed the key an older version of its own write, over a newer value.
  @Test func eightThreadsOfAThousandIncrementsEndAtEightThousandInMemoryAndInTheFile() async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let windows = ImmediateWindows()
    let count = withDependencies {
      $0.defaultFileStorage = windows.storage
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    await onThreads(8) {
      for _ in 1...1_000 { count.withLock { $0 += 1 } }
    }
    await windows.drained()
    #expect(count.wrappedValue == 8_000)
    #expect(try String(contentsOf: url, encoding: .utf8) == "8000")
  }

  /// Upstream's `multipleMutations`, which read one behind here: each write is read back at
  /// once, while the watch hears the key's earlier writes.
  @Test func aValueReadRightAfterEachWriteIsThatWrite() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let windows = ImmediateWindows()
    let counts = withDependencies {
      $0.defaultFileStorage = windows.storage
    } operation: {
      Shared(wrappedValue: [Int: Int](), .fileStorage(url))
    }
    for round in 1...300 {
      for bucket in 1...10 { counts.withLock { $0[bucket, default: 0] += 1 } }
      let expected = Dictionary(uniqueKeysWithValues: (1...10).map { ($0, round) })
      try #require(counts.wrappedValue == expected)
    }
    await windows.drained()
  }

  /// Upstream's `writeFileWhileThrottling` and `throttle`: a change is written at once, changes
  /// within the next second wait for its end and are written together, and an outside write
  /// meanwhile does not undo them.
  @Test func changesWithinASecondOfAWriteAreWrittenTogetherAtItsEnd() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let windows = HeldWindows()
    let count = withDependencies {
      $0.defaultFileStorage = windows.storage
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    count.withLock { $0 = 1 }
    #expect(try String(contentsOf: url, encoding: .utf8) == "1")
    count.withLock { $0 = 2 }
    count.withLock { $0 = 3 }
    #expect(try String(contentsOf: url, encoding: .utf8) == "1")
    windows.endSecond()
    #expect(try String(contentsOf: url, encoding: .utf8) == "3")
    #expect(count.wrappedValue == 3)
    // A second with no change closes the window: the next change is written at once.
    windows.endSecond()
    count.withLock { $0 = 4 }
    #expect(try String(contentsOf: url, encoding: .utf8) == "4")
  }

  /// Upstream's `emptyData`: an empty file holds no value, and is no error.
  @Test func anEmptyFileHoldsNoValue() throws {
    let storage = FileStorage.inMemory
    try storage.write(Data(), to: url)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 5
      #expect(count == 5)
      #expect($count.loadError == nil)
    }
  }

  /// A value kept in a format of its own, as upstream's `fileStorage(_:decode:encode:)` keeps
  /// it: read with `decode`, written with `encode`.
  @Test func aValueIsKeptAsItsOwnEncodeWritesIt() throws {
    let storage = FileStorage.inMemory
    try storage.write(Data("first line".utf8), to: url)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      let notes = Shared(wrappedValue: "", .utf8Text(url))
      #expect(notes.wrappedValue == "first line")
      notes.withLock { $0 += "\nsecond line" }
    }
    #expect(try storage.contents(of: url) == Data("first line\nsecond line".utf8))
  }

  /// Upstream's `deleteFile`: the value goes back to its default.
  @Test func aDeletedFileResetsTheValueToItsDefault() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = try countOnDisk(holding: "42")
    #expect(count.wrappedValue == 42)
    try FileManager.default.removeItem(at: url)
    #expect(await eventually(count, within: .seconds(10)) { $0 == 7 })
    // As upstream's key does (its `cancelThrottleWhenFileIsDeleted` reads it back), an empty
    // file is left in its place, which holds no value.
    #expect(try Data(contentsOf: url) == Data())
  }

  /// A change held back in the second after a write is written before the program ends, here
  /// a child process that returns from `main` right after its changes, as an app that quits
  /// does: the file holds the last change, not the first.
  @Test(.timeLimit(.minutes(1))) func whatIsHeldBackIsWrittenBeforeTheProgramEnds() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Throws if the writer exits other than with 0.
    _ = try await ChildProcess("SharingWriter").run([url.path, "1", "2", "3"])
    #expect(try String(contentsOf: url, encoding: .utf8) == "3")
  }

  /// A FIFO where the file should be is refused at once, not opened (which would wait for a
  /// writer, holding the thread that shares the value): the value keeps its default, the load
  /// error says why, and a save keeps the FIFO aside before it writes.
  @Test(.timeLimit(.minutes(1))) func aFIFOInTheFilesPlaceIsRefusedAtOnce() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(mkfifo(url.path, 0o644) == 0)
    let count = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 7, .fileStorage(url))
    }
    #expect(count.wrappedValue == 7)
    #expect((count.loadError as? FileError)?.reason == .notARegularFile)
    count.withLock { $0 = 8 }
    #expect(try String(contentsOf: url, encoding: .utf8) == "8")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("count.json.corrupt-") }
    #expect(kept.count == 1)
  }

  /// A file that becomes unreadable while the app runs (here a FIFO put in its place) is said
  /// and kept: the next save moves it aside rather than replacing it.
  @Test(.timeLimit(.minutes(1))) func aFileUnreadableWhileSharedIsKeptAsideBeforeTheNextSave()
    async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = try countOnDisk(holding: "42")
    let fifo = folder.appending(component: "fifo")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    #expect(rename(fifo.path, url.path) == 0)
    #expect(await eventually(count, within: .seconds(10)) { _ in count.loadError != nil })
    #expect(count.wrappedValue == 42)
    try await count.save()
    #expect(try String(contentsOf: url, encoding: .utf8) == "42")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("count.json.corrupt-") }
    #expect(kept.count == 1)
  }

  /// A file upstream's key left where there was none, before its 2.5.2, holds its stub bytes:
  /// read as upstream reads it now, as the empty file it stands for, and left as one.
  @Test func upstreamsStubFileIsAnEmptyFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = try countOnDisk(holding: "co.pointfree.Sharing.FileStorage.stub")
    #expect(count.wrappedValue == 7)
    #expect(count.loadError == nil)
    #expect(try Data(contentsOf: url) == Data())
  }

  /// Upstream's tests' storage, under upstream's name: the test's own dictionary of files,
  /// written through and read back.
  @Test func anInMemoryFileSystemATestHoldsIsTheKeysFiles() throws {
    let files = LockIsolated<[URL: Data]>([url: Data("3".utf8)])
    let count = withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    #expect(count.wrappedValue == 3)
    count.withLock { $0 = 4 }
    #expect(files.value[url] == Data("4".utf8))
  }

  /// A file put in place between the key's read (none there) and the empty file it leaves
  /// where there is none (upstream's `moveFile`: the file moved back) is never replaced by that
  /// empty file. Before, it was, and the file moved back was lost.
  @Test func theEmptyFileLeftWhereThereIsNoneNeverReplacesOnePutInPlaceMeanwhile() {
    let files = LockIsolated<[URL: Data]>([:])
    var storage = FileStorage.inMemory(fileSystem: files)
    let load = storage.load
    storage = FileStorage(
      id: files,
      load: { url in
        // Read: no file. Then, before the key goes on, another process moves one in.
        defer { files.withValue { $0[url.standardizedFileURL] = Data("5".utf8) } }
        return try load(url)
      },
      save: storage.save, createEmpty: storage.createEmpty, moveAside: storage.moveAside,
      watch: storage.watch, update: storage.update, lockWait: storage.lockWait,
      throttle: nil, bound: nil, after: nil, callerWaits: true, signature: nil)
    let count = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    #expect(count.wrappedValue == 0)
    #expect(files.value[url] == Data("5".utf8))
  }

  /// Upstream's key leaves an empty file where there is none as soon as it is shared; the
  /// reference keeps its default, and the first save replaces the file.
  @Test func aMissingFileIsLeftEmptyUntilTheFirstSave() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 7, .fileStorage(url))
    }
    #expect(try Data(contentsOf: url) == Data())
    #expect(count.wrappedValue == 7)
    #expect(count.loadError == nil)
    count.withLock { $0 = 8 }
    #expect(try String(contentsOf: url, encoding: .utf8) == "8")
  }

  /// Upstream's `writeFile`, `deleteFile` and `moveFile` expect an outside change within
  /// 100 ms: the file is watched, not polled every half second. The clock is what is under test
  /// here, so each change is given a bound (a generous one for a loaded machine, and half the
  /// former polling interval, so a poll would miss most of five).
  @Test func outsideChangesAreSeenAsTheyHappen() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    for value in 1...5 {
      try Data("\(value)".utf8).write(to: url, options: .atomic)
      let seen = await eventually(count, within: .milliseconds(250)) { $0 == value }
      #expect(seen, "\(value) was not seen within 250 ms")
    }
    try FileManager.default.moveItem(at: url, to: url.appendingPathExtension("moved"))
    #expect(await eventually(count, within: .milliseconds(250)) { $0 == 0 })
  }
}

/// Runs `body` on `count` threads at once and returns when all have finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) async {
  let group = DispatchGroup()
  for _ in 1...count {
    group.enter()
    Thread {
      body()
      group.leave()
    }.start()
  }
  await withCheckedContinuation { continuation in
    group.notify(queue: .global()) { continuation.resume() }
  }
}

/// The real file system, each second of held-back writes ended at once, on another thread, so
/// that the key writes the file (and hears its own writes) as often as it can.
final class ImmediateWindows: Sendable {
  private let group = DispatchGroup()

  var storage: FileStorage {
    .fileSystem(throttle: { [group] _, work in
      group.enter()
      DispatchQueue.global().async {
        work()
        group.leave()
      }
    })
  }

  /// Returns once what was held back has been written.
  func drained() async {
    await withCheckedContinuation { continuation in
      group.notify(queue: .global()) { continuation.resume() }
    }
  }
}

/// The real file system, each second of held-back writes ended when the test says.
final class HeldWindows: Sendable {
  private let work = LockIsolated<[@Sendable () -> Void]>([])

  var storage: FileStorage {
    .fileSystem(throttle: { [work] _, job in work.withValue { $0.append(job) } })
  }

  /// Ends the seconds that are running.
  func endSecond() {
    let jobs = work.withValue { jobs in
      defer { jobs.removeAll() }
      return jobs
    }
    for job in jobs { job() }
  }
}

extension SharedKey where Self == FileStorageKey<String> {
  /// Text kept as UTF-8, as upstream's tests keep it.
  fileprivate static func utf8Text(_ url: URL) -> Self {
    .fileStorage(
      url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) })
  }
}
