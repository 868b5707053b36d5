// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistsLifecycle.swift, compiled; never run.
import ChecklistsTerminal
import TerminalUI

private enum ChecklistsLifecycleDocExamples {
  @MainActor
  static func quit(app: TerminalApp<ChecklistsView>) async {
    await app.run()
    if let unsaved = await app.prepareToQuit() { print(unsaved) }
  }
}
