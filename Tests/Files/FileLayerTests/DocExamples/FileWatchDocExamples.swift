// The doc comment examples of Modules/Files/FileLayer/FileWatch.swift, compiled; never run.
import FileLayer
import Foundation

private enum FileWatchDocExamples {
  static func watch(url: URL) async throws {
    let watch = FileWatch(url) { print("changed") }
    defer { watch.cancel() }
    try await Task.sleep(for: .seconds(1))
  }

  static func signature(path: String) {
    let before = FileWatch.Signature(of: path)  // nil: no file there
    _ = before
  }
}
