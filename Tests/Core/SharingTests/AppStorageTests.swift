import Dependencies
import FileLayer
import Foundation
import Testing

@testable import Sharing

/// `.appStorage` over a document on disk that other processes (or other storages) also write.
@Suite struct AppStorageTests {
  let url = FileManager.default.temporaryDirectory
    .appending(component: "app-storage-\(UUID())")
    .appending(component: "app-storage.json")

  func removeFolder() {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  /// Takes the document's lock as another process would, and returns the descriptor whose
  /// closing gives it back: an open file description of its own is, to `flock`, another
  /// process.
  func holdLockAsAnotherProcess() throws -> Int32 {
    let lockPath = url.deletingLastPathComponent()
      .appending(component: ".\(url.lastPathComponent).lock").path
    let held = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(held >= 0)
    #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
    return held
  }

  func document() throws -> [String: Int]? {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Int]
  }

  /// The test runs as root here, which reads a file whatever its mode, so the unreadable file
  /// is a read that fails as `chmod 000` would for anyone else.
  @Test func aDocumentThatCannotBeReadIsReportedAndNeverOverwritten() async throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = Data(#"{"volume":7}"#.utf8)
    try original.write(to: url)
    let storage = AppStorage(url: url) { _ in throw CocoaError(.fileReadNoPermission) }
    let isOn = withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      Shared(wrappedValue: false, .appStorage("isOn"))
    }
    #expect(isOn.loadError != nil)
    isOn.withLock { $0 = true }
    await storage.waitForSaves()
    #expect(isOn.saveError != nil)
    #expect(try Data(contentsOf: url) == original)
  }

  /// Another process holds the document's lock (stopped mid-save). The value is set at once,
  /// the save waiting on the storage's queue, never on the thread that set it (the main actor,
  /// in an app); a reader made meanwhile reads the value set. The save gives up after its bound,
  /// writes nothing and says why; the next one once the lock is free saves.
  @Test func aSaveWaitsForALockHeldElsewhereOffTheSettersThread() async throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = Data(#"{"volume":7}"#.utf8)
    try original.write(to: url)
    let held = try holdLockAsAnotherProcess()
    defer { close(held) }
    let storage = AppStorage(url: url)
    let isOn = withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      Shared(wrappedValue: false, .appStorage("isOn"))
    }
    isOn.withLock { $0 = true }
    // Set, and not given up on: the save has not run on this thread.
    #expect(isOn.saveError == nil)
    withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      @SharedReader(.appStorage("isOn")) var isOnMeanwhile = false
      #expect(isOnMeanwhile)
    }
    await storage.waitForSaves()
    #expect(isOn.saveError != nil)
    #expect((try? Data(contentsOf: url)) == original)
    flock(held, LOCK_UN)
    isOn.withLock { $0 = false }
    await storage.waitForSaves()
    #expect(isOn.saveError == nil)
    #expect(try document() == ["volume": 7, "isOn": 0])
  }

  /// A value set just before the program exits is written before it ends, though its save
  /// waits on the key's queue: here for another process's lock, given back only once the
  /// program has begun to exit. The program is this test bundle again, running
  /// `aValueSetThenExit` alone, with an `.appStorage` key or a `.fileStorage` one (whose file
  /// system's save waits for the same lock): the file keys' engine drains both.
  @Test(.timeLimit(.minutes(1)), arguments: ["appStorage", "fileStorage"])
  func aSaveQueuedAtExitIsWrittenBeforeTheProgramEnds(key: String) async throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let held = try holdLockAsAnotherProcess()
    defer { close(held) }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.arguments = ["--testing-library", "swift-testing", "--filter", "aValueSetThenExit"]
    child.environment = ProcessInfo.processInfo.environment.merging(
      ["APP_STORAGE_EXIT_DOCUMENT": url.path, "APP_STORAGE_EXIT_KEY": key]) { $1 }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    try child.run()
    // The child says when it has set the value and is exiting.
    var said = ""
    while !said.contains("exiting") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      said += String(decoding: data, as: UTF8.self)
    }
    #expect(said.contains("exiting"))
    flock(held, LOCK_UN)
    child.waitUntilExit()
    if key == "appStorage" {
      #expect(try document() == ["volume": 8])
    } else {
      #expect(try Data(contentsOf: url) == Data("8".utf8))
    }
  }

  /// The child of `aSaveQueuedAtExitIsWrittenBeforeTheProgramEnds`: sets a value and exits.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["APP_STORAGE_EXIT_DOCUMENT"] != nil))
  func aValueSetThenExit() throws {
    let path = try #require(ProcessInfo.processInfo.environment["APP_STORAGE_EXIT_DOCUMENT"])
    let url = URL(fileURLWithPath: path)
    let volume = withDependencies {
      $0.defaultAppStorage = AppStorage(url: url)
      // Saves that wait for the document's lock, as `.appStorage`'s do, on the key's queue.
      $0.defaultFileStorage = .custom(
        id: FileStorage.Identity(), load: { try AtomicFile.read($0) },
        save: { data, url in try AtomicFile.update(url, wait: .seconds(10)) { _ in data } },
        update: { url, change in try AtomicFile.update(url, wait: .zero, change) },
        moveAside: { _, _ in nil }, watch: { _, _ in SharedSubscription {} },
        after: { delay, work in
          DispatchQueue.global().asyncAfter(
            deadline: .now() + .milliseconds(Int(delay / .milliseconds(1))), execute: work)
        })
    } operation: {
      ProcessInfo.processInfo.environment["APP_STORAGE_EXIT_KEY"] == "fileStorage"
        ? Shared(wrappedValue: 0, .fileStorage(url))
        : Shared(wrappedValue: 0, .appStorage("volume"))
    }
    volume.withLock { $0 = 8 }
    print("exiting")
    fflush(nil)
    exit(0)
  }

  /// Two storages over one file stand for two processes: each loaded the document before the
  /// other wrote, and neither write undoes the other's.
  @Test func twoWritersOfOneDocumentKeepEachOthersKeys() async throws {
    defer { removeFolder() }
    let first = AppStorage(url: url)
    let second = AppStorage(url: url)
    let volume = withDependencies {
      $0.defaultAppStorage = first
    } operation: {
      Shared(wrappedValue: 0, .appStorage("volume"))
    }
    let speed = withDependencies {
      $0.defaultAppStorage = second
    } operation: {
      Shared(wrappedValue: 0, .appStorage("speed"))
    }
    volume.withLock { $0 = 7 }
    speed.withLock { $0 = 3 }
    volume.withLock { $0 = 8 }
    await first.waitForSaves()
    await second.waitForSaves()
    #expect(volume.saveError == nil)
    #expect(speed.saveError == nil)
    #expect(try document() == ["volume": 8, "speed": 3])
    // What the other process wrote is what a new reader in this one loads.
    withDependencies {
      $0.defaultAppStorage = first
    } operation: {
      @SharedReader(.appStorage("speed")) var speed = 0
      #expect(speed == 3)
    }
  }

  /// Writers saving at the same time, each through a storage of its own: the lock makes each
  /// save read what the others saved, so no key saved is lost. (A save that finds the lock held
  /// for over `lockWait`, as a machine busy with fsyncs can make it, throws and writes nothing:
  /// the key it would have written is then not in the document, and nothing else is missing.)
  @Test func writersSavingAtOnceLoseNoKey() throws {
    defer { removeFolder() }
    let writers = 4
    let keysEach = 25
    let saved = LockIsolated<Set<String>>([])
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let storage = AppStorage(url: url)
      for index in 0..<keysEach {
        let key = "\(writer)-\(index)"
        if (try? storage.entry(key).write(Data("\(index)".utf8), to: url)) != nil {
          saved.withValue { _ = $0.insert(key) }
        }
      }
    }
    #expect(saved.value.count > writers * keysEach / 2)
    #expect(Set(try document()?.keys.map { $0 } ?? []) == saved.value)
  }
}
