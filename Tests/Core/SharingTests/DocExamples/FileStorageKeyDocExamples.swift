// The doc comment examples of Modules/Core/Sharing/Keys/FileStorageKey.swift, compiled; never run.
import Dependencies
import Foundation
import Sharing

extension SharedKey where Self == FileStorageKey<String> {
  static var notes: Self {
    .fileStorage(
      .documentsDirectory.appending(component: "notes.txt"),
      decode: { String(decoding: $0, as: UTF8.self) },
      encode: { Data($0.utf8) })
  }
}

private enum FileStorageKeyDocExamples {
  struct SyncUp: Codable, Sendable {
    var title: String
  }

  struct State {
    @Shared(.fileStorage(URL(filePath: "/tmp/sync-ups.json"))) var syncUps: [SyncUp] = []
    @Shared(.notes) var notes = ""
  }

  static func merging(url: URL) {
    @Shared(
      .fileStorage(
        url,
        merge: { @Sendable base, ours, theirs in
          // Tags either added, less those either removed.
          let base = base ?? []
          let removed = base.subtracting(ours).union(base.subtracting(theirs))
          return ours.union(theirs).subtracting(removed)
        })) var tags: Set<String> = []
    _ = tags
  }

  static func inMemory(url: URL) {
    let count = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    _ = count
  }

  static func contents(storage: FileStorage, url: URL) throws {
    let data = try storage.contents(of: url)
    _ = data
  }

  static func write(storage: FileStorage, url: URL) throws {
    try storage.write(Data("[]".utf8), to: url)
  }

  static func description() {
    @Shared(.fileStorage(URL(filePath: "/tmp/count.json"))) var count = 0
    print($count)  // Shared<Int>(.fileStorage(file:///tmp/count.json))
  }
}

extension SharedKey where Self == FileStorageKey<Set<String>> {
  static var tags: Self {
    .fileStorage(
      .documentsDirectory.appending(component: "tags.txt"),
      decode: { data in
        Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
      },
      encode: { Data($0.sorted().joined(separator: "\n").utf8) },
      merge: { base, ours, theirs in
        // Tags either added, less those either removed.
        let base = base ?? []
        let removed = base.subtracting(ours).union(base.subtracting(theirs))
        return ours.union(theirs).subtracting(removed)
      })
  }
}

private enum SayingWhereFilesAreKeptDocExamples {
  static func syncUps(url: URL) {
    @Shared(.fileStorage(url).sayingWhereFilesAreKept()) var syncUps: [String] = []
    _ = syncUps
  }
}
