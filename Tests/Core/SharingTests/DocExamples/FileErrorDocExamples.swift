// The doc comment examples of Modules/Core/Sharing/Keys/FileError.swift, compiled; never run.
import Foundation
import Sharing

private enum FileErrorDocExamples {
  static func save(url: URL) async throws {
    @Shared(.fileStorage(url)) var tags: Set<String> = []
    do { try await $tags.save() } catch let error as FileError where error.isLockHeld {
      print("try again in a moment")
    }
  }
}

private enum FileKeptAsideDocExamples {
  static func kept(url: URL) {
    @Shared(.fileStorage(url)) var syncUps: [String] = []
    if let kept = $syncUps.loadError as? FileKeptAside {
      print(kept)  // The old sync-ups.json was kept as sync-ups.json.corrupt-20261129T131500Z.
    }
  }
}
