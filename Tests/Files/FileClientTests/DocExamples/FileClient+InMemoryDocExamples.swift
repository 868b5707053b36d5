// The doc comment examples of Modules/Files/FileClient/FileClient+InMemory.swift, compiled; never run.
import FileClient
import Foundation

private enum FileClientInMemoryDocExamples {
  static func inMemory() {
    let client = FileClient.inMemory(initial: ["scores.json": Data("[2,3]".utf8)])
    _ = client
  }
}
