// The doc comment examples of Modules/Checklists/Checklists/SharedKey+Checklists.swift, compiled; never run.
import Checklists
import ComposableArchitecture
import Foundation

private enum SharedKeyChecklistsDocExamples {
  static func checklistsFile(data: Data) throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(data, to: .checklistsFile)
  }

  @MainActor
  static func checklistsDirectory() {
    let store = Store(initialState: ChecklistsApp.State()) {
      ChecklistsApp()
    } withDependencies: {
      $0.checklistsDirectory = URL(filePath: "/tmp/my-checklists")
    }
    _ = store
  }

  @ObservableState
  struct State {
    @Shared(.checklists) var checklists
  }
}
