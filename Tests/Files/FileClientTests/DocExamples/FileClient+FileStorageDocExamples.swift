// The doc comment examples of Modules/Files/FileClient/FileClient+FileStorage.swift, compiled;
// never run.
import Dependencies
import FileClient
import Foundation
import Sharing

private enum FileClientFileStorageDocExamples {
  static func scores() {
    @Dependency(\.fileClient) var fileClient
    @Dependency(\.continuousClock) var clock

    let scores = withDependencies {
      $0.defaultFileStorage = fileClient.fileStorage(clock: clock)
    } operation: {
      Shared(wrappedValue: [Int](), .fileStorage(URL(filePath: "scores.json")))
    }
    _ = scores
  }
}
