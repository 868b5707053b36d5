import ConcurrencyExtras
import Dependencies
import FileLayer
import Foundation
import TestSupport
import Testing

@testable import Sharing

/// `.fileStorage(_:merge:)`: a save never replaces what another process wrote since; it writes
/// the merge of both, and the reference holds it.
@Suite struct FileStorageMergeTests {
  let folder = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")
  var url: URL { folder.appending(component: "tags.json") }

  /// Tags either added, less those either removed.
  static let merge: @Sendable (Set<String>?, Set<String>, Set<String>) -> Set<String> = {
    base, ours, theirs in
    let base = base ?? []
    return ours.union(theirs).subtracting(base.subtracting(ours).union(base.subtracting(theirs)))
  }

  func tags(on storage: FileStorage) -> Shared<Set<String>> {
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: [], .fileStorage(url, merge: Self.merge))
    }
  }

  func onFile(_ storage: FileStorage) throws -> Set<String>? {
    try storage.contents(of: url).map { try JSONDecoder().decode(Set<String>.self, from: $0) }
  }

  @Test func aSaveMergesWhatAnotherProcessWroteSince() throws {
    let storage = FileStorage.inMemory
    let tags = tags(on: storage)
    tags.withLock { $0 = ["home", "work"] }

    // Another process adds one tag and removes one, unheard (the file system in memory has no
    // watch), and this one adds one.
    try storage.write(JSONEncoder().encode(Set(["home", "urgent"])), to: url)
    tags.withLock { _ = $0.insert("later") }

    #expect(try onFile(storage) == ["home", "urgent", "later"])
    #expect(tags.wrappedValue == ["home", "urgent", "later"])

    // And again, from the merged value: nothing the other removed comes back.
    try storage.write(JSONEncoder().encode(Set(["urgent", "later"])), to: url)
    tags.withLock { _ = $0.remove("later") }

    #expect(try onFile(storage) == ["urgent"])
    #expect(tags.wrappedValue == ["urgent"])
  }

  @Test func aChangeHeldBackIsMergedWithAWriteMadeMeanwhile() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let windows = HeldWindows()
    let storage = windows.storage
    let tags = tags(on: storage)
    // Written at once; the next change waits for the second's end.
    tags.withLock { $0 = ["home"] }
    tags.withLock { _ = $0.insert("work") }

    try storage.write(JSONEncoder().encode(Set(["home", "urgent"])), to: url)
    windows.endSecond()

    #expect(try onFile(storage) == ["home", "work", "urgent"])
    #expect(tags.wrappedValue == ["home", "work", "urgent"])
  }

  @Test func aFileAnotherProcessLeftUnreadableIsKeptAsideNotMerged() throws {
    let storage = FileStorage.inMemory
    let tags = tags(on: storage)
    tags.withLock { $0 = ["home"] }

    try storage.write(Data("{not json".utf8), to: url)
    tags.withLock { _ = $0.insert("work") }

    #expect(try onFile(storage) == ["home", "work"])
    #expect(
      try storage.contents(of: url.appendingPathExtension("corrupt")) == Data("{not json".utf8))
  }

  /// What a merging key makes of a file it cannot use, on the real file system, for every app
  /// on the engine (the favorites' bad files, as the engine sees them).
  enum BadFile: CaseIterable, Sendable {
    case truncated, notJSON, wrongShape, wrongElements, folder, fifo
  }

  /// The bad file is said and never overwritten until a change: the first change keeps it aside
  /// (`tags.json.corrupt-TIME`, a FIFO kept a FIFO), says where (asked to), and writes the
  /// change in a new file.
  @MainActor
  @Test(.timeLimit(.minutes(1)), arguments: BadFile.allCases)
  func aBadFileIsSaidKeptAsideAtTheFirstChangeAndWhereSaid(_ bad: BadFile) async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let contents: Data? =
      switch bad {
      case .truncated: Data("[\"home\", \"wo".utf8)
      case .notJSON: Data("home, work".utf8)
      case .wrongShape: Data("{\"tags\": [\"home\"]}".utf8)
      case .wrongElements: Data("[1, 2]".utf8)
      case .folder, .fifo: nil
      }
    if let contents { try contents.write(to: url) }
    if bad == .folder {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }
    if bad == .fifo { #expect(mkfifo(url.path, 0o644) == 0) }
    let tags = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(
        wrappedValue: Set<String>(),
        .fileStorage(url, merge: Self.merge).sayingWhereFilesAreKept())
    }
    try? await tags.load()
    #expect(tags.loadError != nil, "\(bad)")
    #expect(tags.wrappedValue == [])
    // An asked-for save with no change leaves it as it is.
    try await tags.save()
    if let contents { #expect(try Data(contentsOf: url) == contents) }

    tags.withLock { $0 = ["later"] }
    // Its save, waited for on the reference (an asked-for save would end the notice, as any
    // successful save ends what `loadError` said).
    await until { tags.loadError is FileKeptAside }
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("tags.json.corrupt-") }
    #expect(kept.count == 1, "\(bad)")
    #expect((tags.loadError as? FileKeptAside)?.name == kept.first, "\(bad)")
    #expect(try JSONDecoder().decode(Set<String>.self, from: Data(contentsOf: url)) == ["later"])
    let aside = folder.appending(component: kept.first ?? "")
    if let contents { #expect(try Data(contentsOf: aside) == contents) }
    var info = stat()
    #expect(lstat(aside.path, &info) == 0)
    switch bad {
    case .folder: #expect(info.st_mode & S_IFMT == S_IFDIR)
    case .fifo: #expect(info.st_mode & S_IFMT == S_IFIFO)
    default: #expect(info.st_mode & S_IFMT == S_IFREG)
    }
  }
}

/// The lock a merging save takes: shared with other processes, and waited for within a bound.
@Suite struct FileLockTests {
  let folder = FileManager.default.temporaryDirectory.appending(component: "\(UUID())")
  var url: URL { folder.appending(component: "tags.json") }

  @Test func aSaveWhileAnotherHoldsTheLockFailsWithinItsBoundAndTheNextSaveWritesIt()
    async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Writes held back for a second stay held until `save()`.
    let storage = FileStorage.fileSystem(throttle: { _, _ in }, lockWait: .milliseconds(50))
    let tags = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: Set<String>(), .fileStorage(url, merge: FileStorageMergeTests.merge))
    }
    tags.withLock { $0 = ["home"] }
    tags.withLock { _ = $0.insert("work") }

    // Another process (here, another open file) holds the lock.
    let release = try FileLock.take(url)
    await #expect { try await tags.save() } throws: { ($0 as? FileError)?.isLockHeld == true }
    #expect(
      tags.saveError?.localizedDescription
        == "another process held the lock of tags.json for over 0.05 seconds")
    #expect(tags.wrappedValue == ["home", "work"])
    release()

    // The change is not lost: the next save writes it.
    try await tags.save()
    #expect(tags.saveError == nil)
    #expect(
      try JSONDecoder().decode(Set<String>.self, from: Data(contentsOf: url)) == ["home", "work"])
  }

  /// Another process holds the lock when the app changes the value on the main actor: the
  /// change is made at once, and its write waits for the lock on a thread of its own, then
  /// goes through; meanwhile the save error says what it waits for. (Before, the setter waited
  /// for the lock, up to its bound, then failed.)
  @MainActor
  @Test(.timeLimit(.minutes(1))) func aChangeNeverWaitsForTheLockOnTheSettersThread() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = FileStorage.fileSystem(throttle: { _, _ in }, lockWait: .seconds(3))
    let tags = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: Set<String>(), .fileStorage(url, merge: FileStorageMergeTests.merge))
    }
    let onFile = {
      try storage.contents(of: self.url).flatMap {
        try? JSONDecoder().decode(Set<String>.self, from: $0)
      }
    }
    let release = try FileLock.take(url)
    tags.withLock { $0 = ["home"] }
    #expect(tags.wrappedValue == ["home"])
    // Said while it waits (a wait of zero: the try that found it held), not when it ends.
    await until { (tags.saveError as? FileError)?.reason == .lockHeld(wait: .zero) }
    #expect(try onFile() == nil)
    release()
    try await tags.save()
    #expect(tags.saveError == nil)
    #expect(try onFile() == ["home"])
  }

  /// A process forked while the lock is held (to start a child, before the child's exec closes
  /// it) holds a copy of the lock's descriptor: giving the lock back must not wait for that
  /// copy to close, or the next save finds the file locked by no one. A `dup` of the descriptor
  /// is such a copy.
  @Test func theLockIsGivenBackThoughACopyOfItsDescriptorLivesOn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let release = try FileLock.take(url)
    let lockPath = folder.appending(component: ".tags.json.lock").resolvingSymlinksInPath().path
    let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
    let held = try #require(
      descriptors.compactMap(Int32.init).first {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)"))
          == lockPath
      })
    let copy = dup(held)
    defer { close(copy) }
    release()
    let again = try FileLock.take(url, wait: .zero)
    again()
  }
}
