// The doc comment examples of Modules/Core/Sharing/Keys/URL+Directories.swift, compiled; never run.
import Foundation
import IdentifiedCollections
import Sharing

private enum URLDirectoriesDocExamples {
  struct SyncUp: Codable, Identifiable, Sendable {
    let id: Int
  }

  struct Settings: Codable, Sendable {
    var isDark = false
  }

  struct Fact: Codable, Sendable {
    var text: String
  }

  struct State {
    @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    var syncUps: IdentifiedArrayOf<SyncUp> = []
  }

  static func keys() {
    let settings: FileStorageKey<Settings> =
      .fileStorage(.applicationSupportDirectory.appending(path: "my-app/settings.json"))
    let facts: FileStorageKey<[Fact]> =
      .fileStorage(.cachesDirectory.appending(component: "facts.json"))
    _ = (settings, facts)
  }
}
