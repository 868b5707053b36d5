// The doc comment examples of Modules/Files/FileClient/FileClientError.swift, compiled; never run.
import FileClient

private enum FileClientErrorDocExamples {
  struct State {
    var scores: [Int] = []
    var loadError: String?
  }

  static func load(into state: inout State, fileClient: FileClient) async throws {
    do {
      state.scores = try await fileClient.loadJSON([Int].self, from: "scores.json") ?? []
    } catch let error as FileClientError {
      state.loadError = error.description
    }
  }
}
