// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistsTerminal.swift, compiled; never run.
import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI

private enum ChecklistsTerminalDocExamples {
  @MainActor
  static func app(folder: URL) async throws {
    let store = Store(initialState: ChecklistsTerminal.State()) {
      ChecklistsTerminal()
    } withDependencies: {
      $0.checklistsDirectory = folder
    }
    let app = TerminalApp<ChecklistsView>(store: store, backend: try NcursesBackend(colors: true))
    await app.run()
  }

  static func initialState(folder: URL) -> ChecklistsTerminal.State {
    ChecklistsTerminal.State()
  }

  static func toggle(state: ChecklistsTerminal.State, item: Checklist.Item)
    -> ChecklistsTerminal.Action?
  {
    state.detailAction(.itemToggled(id: item.id))
  }
}
