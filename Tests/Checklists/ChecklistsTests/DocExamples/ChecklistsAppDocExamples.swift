// The doc comment examples of Modules/Checklists/Checklists/ChecklistsApp.swift, compiled; never run.
import Checklists
import ComposableArchitecture
import Foundation

private enum ChecklistsAppDocExamples {
  @MainActor
  static func app(id: UUID) {
    let store = Store(initialState: ChecklistsApp.State()) { ChecklistsApp() }
    store.send(.list(.checklistTapped(id: id)))
  }

  static func initialState() -> ChecklistsApp.State {
    ChecklistsApp.State()
  }
}
