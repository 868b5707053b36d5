// The doc comment examples of Modules/Files/FileClient/FileClient.swift, compiled; never run.
import Dependencies
import FileClient
import Foundation

private enum FileClientDocExamples {
  enum Action { case fileChanged }

  static func fileClientExample() async throws {
    @Dependency(\.fileClient) var fileClient

    let scores = try await fileClient.loadJSON([Int].self, from: "scores.json") ?? []
    try await fileClient.saveJSON(scores, to: "scores.json")
  }

  static func identity(files: FileClient) {
    var failing = files
    failing.update = { name, _ in throw FileClientError.diskFull(name: name) }
    let same = failing.identity == files.identity  // true: the same files
    _ = same
  }

  static func update(fileClient: FileClient) async throws {
    let written = try await fileClient.update("notes.txt") { old in
      (old ?? Data()) + Data("one more line\n".utf8)
    }
    _ = written
  }

  static func changes(fileClient: FileClient, send: @Sendable (Action) async -> Void) async {
    for await _ in fileClient.changes("scores.json") {
      await send(.fileChanged)
    }
  }

  static func moveAside(fileClient: FileClient) async throws {
    let kept = try await fileClient.moveAside("scores.json") { data in
      (try? JSONDecoder().decode([Int].self, from: data)) == nil
    }
    _ = kept
  }

  static func loadJSON(fileClient: FileClient) async throws {
    let scores = try await fileClient.loadJSON([Int].self, from: "scores.json")
    _ = scores
  }

  static func updateJSON(fileClient: FileClient) async throws {
    let written = try await fileClient.updateJSON([Int].self, at: "scores.json", missing: []) {
      $0 + [5]
    }
    _ = written
  }

  static func decode() throws {
    let scores = try FileClient.decode([Int].self, from: Data("[2,3]".utf8), name: "scores.json")
    _ = scores
  }

  static func saveJSON(fileClient: FileClient) async throws {
    try await fileClient.saveJSON([2, 31], to: "scores.json")
  }

  static func testValue() {
    withDependencies {
      $0.fileClient = .inMemory(initial: ["scores.json": Data("[2,3]".utf8)])
    } operation: {
      @Dependency(\.fileClient) var fileClient
      _ = fileClient
    }
  }
}
