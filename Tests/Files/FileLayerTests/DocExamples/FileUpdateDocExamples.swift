// The doc comment examples of Modules/Files/FileLayer/FileUpdate.swift, compiled; never run.
import FileLayer
import Foundation

private enum FileUpdateDocExamples {
  static func update(url: URL, ours: Set<String>) throws {
    let written = try AtomicFile.update(url) { stored in
      let theirs = try stored.map { try JSONDecoder().decode(Set<String>.self, from: $0) } ?? []
      return try JSONEncoder().encode(theirs.union(ours))
    }
    _ = written
  }
}
