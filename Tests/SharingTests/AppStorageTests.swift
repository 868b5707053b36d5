import Dependencies
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

  func document() throws -> [String: Int]? {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Int]
  }

  /// The test runs as root here, which reads a file whatever its mode, so the unreadable file
  /// is a read that fails as `chmod 000` would for anyone else.
  @Test func aDocumentThatCannotBeReadIsReportedAndNeverOverwritten() throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = Data(#"{"volume":7}"#.utf8)
    try original.write(to: url)
    let storage = AppStorage(url: url) { _ in throw CocoaError(.fileReadNoPermission) }
    withDependencies {
      $0.defaultAppStorage = storage
    } operation: {
      @Shared(.appStorage("isOn")) var isOn = false
      #expect($isOn.loadError != nil)
      $isOn.withLock { $0 = true }
      #expect($isOn.saveError != nil)
    }
    #expect(try Data(contentsOf: url) == original)
  }

  /// Another process holds the document's lock (stopped mid-save): a save waited for it for
  /// as long as it was held, on the thread that wrote the value. It gives up after its bound,
  /// writes nothing and says why; the next write once the lock is free saves.
  @Test func aSaveGivesUpOnALockHeldElsewhere() throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = Data(#"{"volume":7}"#.utf8)
    try original.write(to: url)
    let lockPath = url.deletingLastPathComponent()
      .appending(component: ".\(url.lastPathComponent).lock").path
    let held = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    #expect(held >= 0)
    defer { close(held) }
    // An open file description of its own: to flock, another process.
    #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
    withDependencies {
      $0.defaultAppStorage = AppStorage(url: url)
    } operation: {
      @Shared(.appStorage("isOn")) var isOn = false
      $isOn.withLock { $0 = true }
      #expect($isOn.saveError != nil)
      #expect((try? Data(contentsOf: url)) == original)
      flock(held, LOCK_UN)
      $isOn.withLock { $0 = false }
      #expect($isOn.saveError == nil)
    }
    #expect(try document() == ["volume": 7, "isOn": 0])
  }

  /// Two storages over one file stand for two processes: each loaded the document before the
  /// other wrote, and neither write undoes the other's.
  @Test func twoWritersOfOneDocumentKeepEachOthersKeys() throws {
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
  /// save read what the others saved, so no key is lost.
  @Test func writersSavingAtOnceLoseNoKey() throws {
    defer { removeFolder() }
    let writers = 4
    let keysEach = 25
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let storage = AppStorage(url: url)
      for index in 0..<keysEach {
        try? storage.setValue(Data("\(index)".utf8), forKey: "\(writer)-\(index)")
      }
    }
    #expect(try document()?.count == writers * keysEach)
  }
}
