// The doc comment examples of Modules/Files/FileClient/FileClient+Live.swift, compiled; never run.
import Dependencies
import FileClient
import Foundation

private enum FileClientLiveDocExamples {
  static func liveApp() {
    withDependencies {
      $0.fileClient = .live(app: "notes", environment: ProcessInfo.processInfo.environment)
    } operation: {
    }
  }

  static func liveDirectory() {
    let client = FileClient.live(directory: URL(fileURLWithPath: "/tmp/notes"))
    _ = client
  }
}
