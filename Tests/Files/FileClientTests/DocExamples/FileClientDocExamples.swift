// The doc comment examples of Modules/Files/FileClient/FileClient.swift, compiled; never run.
import Dependencies
import FileClient
import Foundation
import Sharing

private enum FileClientDocExamples {
  static func fileClientExample() {
    @Dependency(\.fileClient) var fileClient
    @Dependency(\.continuousClock) var clock

    let scores = withDependencies {
      $0.defaultFileStorage = fileClient.fileStorage(clock: clock)
    } operation: {
      Shared(wrappedValue: [Int](), .fileStorage(URL(filePath: "scores.json")))
    }
    _ = scores
  }

  static func identity(files: FileClient) {
    var failing = files
    failing.save = { name, _ in throw CocoaError(.fileWriteOutOfSpace) }
    let same = failing.identity == files.identity  // true: the same files
    _ = same
  }

  static func initializer() {
    let failing = FileClient(
      load: { _ in nil }, save: { _, _ in throw CocoaError(.fileWriteOutOfSpace) },
      update: { _, _ in throw CocoaError(.fileWriteOutOfSpace) }, moveAside: { _, _ in nil })
    _ = failing
  }

  static func contents(fileClient: FileClient) async throws {
    let isFirstLaunch = try await fileClient.contents(of: "scores.json") == nil
    _ = isFirstLaunch
  }

  static func fileStorage(fileClient: FileClient, clock: any Clock<Duration>) {
    withDependencies {
      $0.defaultFileStorage = fileClient.fileStorage(clock: clock)
    } operation: {
    }
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
