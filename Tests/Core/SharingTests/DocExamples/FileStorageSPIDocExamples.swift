// The doc comment example of FileStorage.inMemory(fileSystem:async:asyncAfter:), in
// Modules/Core/Sharing/Keys/FileStorage.swift, compiled; never run.
import ConcurrencyExtras
import Foundation
@_spi(Internals) import Sharing

private enum FileStorageSPIDocExamples {
  static func inMemory() {
    let files = LockIsolated<[URL: Data]>([:])
    let storage = FileStorage.inMemory(fileSystem: files)
    _ = storage
  }
}
