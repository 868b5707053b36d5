// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistsView.swift, compiled; never run.
import ChecklistsTerminal
import ComposableArchitecture
import TerminalUI

private enum ChecklistsViewDocExamples {
  @MainActor
  static func app(store: StoreOf<ChecklistsTerminal>) async throws {
    let app = TerminalApp<ChecklistsView>(store: store, backend: try NcursesBackend(colors: true))
    await app.run()
  }
}
