import ConcurrencyExtras
import Dependencies
import FileLayer
import Foundation
import TestSupport
import Testing

@testable import Sharing

/// `.fileStorage` on a file system that does not answer (a hung network mount, a sleeping
/// disk): the caller is never held, the reference says it loads, then that the file did not
/// answer once the bound passes, and takes the file's value when the read lands at last; an
/// edit made meanwhile is kept and saved.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SlowFileStorageTests {
  let url = URL(filePath: "/slow/count.json")

  @Test func aReadThatDoesNotAnswerHoldsNoOneAndIsTakenWhenItLands() async throws {
    let disk = SlowDisk(holding: "42")
    // Returns while the read waits: the caller is not held.
    let count = self.count(on: disk)
    #expect(count.isLoading)
    #expect(count.wrappedValue == 0)

    // The bound passes: the reference says the file did not answer.
    disk.passTheBound()
    await until { !count.isLoading }
    #expect((count.loadError as? FileError)?.isTimedOut == true)
    #expect(count.wrappedValue == 0)

    // The read lands at last: its value is taken, and the error is over (said after it).
    disk.answer()
    await until { count.loadError == nil }
    #expect(count.wrappedValue == 42)
  }

  /// A reload (`load()`) that answers after its bound takes what it read when it lands, and
  /// keeps it: the list was taken, then the late answer put the default back.
  @Test func aReloadThatLandsLateKeepsWhatItRead() async throws {
    let disk = SlowDisk(holding: "42")
    disk.answer()
    let count = self.count(on: disk)
    await until { count.wrappedValue == 42 }
    // Another process writes 7; the reload's read then waits past its bound.
    try disk.storage.write(Data("7".utf8), to: url)
    disk.holdReads()
    let reload = Task { try await count.load() }
    // The first load's bound, then the reload's.
    var started = 0
    for await _ in disk.boundsStarted {
      started += 1
      if started == 2 { break }
    }
    disk.passTheBound()
    await #expect { try await reload.value } throws: { ($0 as? FileError)?.isTimedOut == true }
    disk.answer()
    // Taken (the error is over); then the key's queue has done with the read once a save asked
    // for after it is done.
    await until { count.loadError == nil }
    try await count.save()
    #expect(count.wrappedValue == 7)
    #expect(disk.contents == "7")
  }

  @Test func anEditMadeWhileTheReadWaitsIsKeptAndSaved() async throws {
    let disk = SlowDisk(holding: "42")
    let count = self.count(on: disk)
    count.withLock { $0 = 7 }
    #expect(disk.contents == "42")

    disk.answer()
    await until { !count.isLoading && disk.contents == "7" }
    // The edit is newer than what the read found: it stays, and the file holds it.
    #expect(count.wrappedValue == 7)
    #expect(count.loadError == nil)
  }

  @Test func aSaveThatDoesNotAnswerSaysSoAndKeepsTheValue() async throws {
    let disk = SlowDisk(holding: "42")
    disk.answer()
    let count = self.count(on: disk)
    await until { count.wrappedValue == 42 }
    disk.holdWrites()
    count.withLock { $0 = 43 }
    disk.passTheBound()
    await until { count.saveError != nil }
    #expect((count.saveError as? FileError)?.isTimedOut == true)
    #expect(count.wrappedValue == 43)

    // The disk answers: the write lands, and the error is over.
    disk.answerWrites()
    await until { count.saveError == nil }
    #expect(disk.contents == "43")
  }
}

extension SlowFileStorageTests {
  /// A count kept in `url` on `disk`, as a feature's state holds it.
  func count(on disk: SlowDisk) -> Shared<Int> {
    withDependencies {
      $0.defaultFileStorage = disk.storage
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
  }
}

/// A file system in memory whose reads (and, once held, writes) wait until the test lets them
/// answer, and whose bound passes when the test says so.
final class SlowDisk: Sendable {
  private let file: LockIsolated<Data?>
  private let reads = DiskGate()
  private let writes = DiskGate()
  private let bounds = LockIsolated<[@Sendable () -> Void]>([])
  /// Told each time a bound starts (a read or a write begins its wait).
  let boundsStarted: AsyncStream<Void>
  private let boundStarted: AsyncStream<Void>.Continuation

  init(holding contents: String) {
    file = LockIsolated(Data(contents.utf8))
    (boundsStarted, boundStarted) = AsyncStream.makeStream(of: Void.self)
    writes.open()
  }

  var contents: String? { file.value.map { String(decoding: $0, as: UTF8.self) } }

  /// Lets the reads waiting, and all after them, answer.
  func answer() { reads.open() }
  /// Holds the reads from now on, until ``answer()``.
  func holdReads() { reads.close() }
  /// Holds the writes from now on, until ``answerWrites()``.
  func holdWrites() { writes.close() }
  func answerWrites() { writes.open() }
  /// Ends every bound started so far.
  func passTheBound() {
    for end in bounds.withValue({ bounds in
      defer { bounds = [] }; return bounds
    }) { end() }
  }

  var storage: FileStorage {
    FileStorage(
      id: FileStorage.Identity(),
      load: { [self] _ in
        reads.wait()
        return file.value
      },
      save: { [self] data, _ in
        writes.wait()
        file.setValue(data)
      },
      createEmpty: { [self] _ in
        writes.wait()
        return file.withValue { file in
          guard file == nil else { return false }
          file = Data()
          return true
        }
      },
      moveAside: { _, _ in nil },
      watch: { _, _ in SharedSubscription {} },
      update: { [self] _, change in
        writes.wait()
        if let new = try change(file.value) { file.setValue(new) }
      },
      lockWait: .zero,
      throttle: nil,
      bound: .seconds(5),
      after: { [self] _, end in
        bounds.withValue { $0.append(end) }
        boundStarted.yield()
      },
      callerWaits: true,
      signature: nil
    )
  }
}

/// A gate a thread waits at until the test opens it: what stands for a disk that does not
/// answer. The storages under test read and write synchronously, on a queue of their own, so
/// the thread is blocked as a hung `open()` blocks it; it waits on the test's explicit signal
/// (``open()``), never on a clock.
final class DiskGate: Sendable {
  private let isOpen = LockIsolated(false)
  private let condition = NSCondition()

  func open() {
    condition.withLock {
      isOpen.setValue(true)
      condition.broadcast()
    }
  }

  func close() { isOpen.setValue(false) }

  func wait() {
    condition.withLock {
      // No timeout: only `open()` ends the wait.
      while !isOpen.value { condition.wait() }
    }
  }
}

extension SlowFileStorageTests {
  /// A key that merges: a tag added while the read waits is merged with the file's tags, not
  /// written over them; whether the read lands before the bound passes or after.
  @Test(arguments: [false, true])
  func anEditMadeWhileTheReadWaitsIsMergedWithTheFile(afterTheBound: Bool) async throws {
    let disk = SlowDisk(holding: #"["home"]"#)
    let tags = withDependencies {
      $0.defaultFileStorage = disk.storage
    } operation: {
      Shared(
        wrappedValue: Set<String>(),
        .fileStorage(
          url,
          merge: { @Sendable base, ours, theirs in
            let base = base ?? []
            let removed = base.subtracting(ours).union(base.subtracting(theirs))
            return ours.union(theirs).subtracting(removed)
          }))
    }
    if afterTheBound {
      disk.passTheBound()
      await until { !tags.isLoading }
    }
    tags.withLock { _ = $0.insert("work") }

    disk.answer()
    await until { tags.wrappedValue == ["home", "work"] }
    let onDisk = try JSONDecoder().decode(Set<String>.self, from: Data((disk.contents ?? "").utf8))
    #expect(onDisk == ["home", "work"])
  }
}

extension SlowFileStorageTests {
  /// `.appStorage` on a document that does not answer at once: the reference is made without
  /// waiting for it, says it loads, and takes the value when the read answers.
  @Test func anAppStorageReadThatWaitsHoldsNoOne() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appending(component: "app-storage.json")
    try Data(#"{"count": 42}"#.utf8).write(to: url)
    let gate = DiskGate()
    let storage = AppStorage(url: url) { url in
      gate.wait()
      return try Data(contentsOf: url)
    }
    let count = withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .appStorage("count"))
    }
    #expect(count.isLoading)
    #expect(count.wrappedValue == 0)

    gate.open()
    await until { count.wrappedValue == 42 }
    #expect(!count.isLoading)
  }
}
