// The doc comment examples of Modules/PrimeTime/AppFeature/DependencyValues+DataFolder.swift, compiled; never run.
import AppFeature
import ComposableArchitecture
import Foundation

private enum DependencyValuesDataFolderDocExamples {
  @MainActor
  static func keepFiles() {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.keepFiles(in: URL(filePath: "/tmp/primetime"))
    }
    _ = store
  }
}
