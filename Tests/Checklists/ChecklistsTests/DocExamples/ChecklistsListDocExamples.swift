// The doc comment examples of Modules/Checklists/Checklists/ChecklistsList.swift, compiled; never run.
import Checklists
import ComposableArchitecture

private enum ChecklistsListDocExamples {
  static func scope() -> some Reducer<ChecklistsApp.State, ChecklistsApp.Action> {
    Scope(state: \.list, action: \.list) { ChecklistsList() }
  }

  static func initialState() -> ChecklistsList.State {
    ChecklistsList.State()
  }
}
