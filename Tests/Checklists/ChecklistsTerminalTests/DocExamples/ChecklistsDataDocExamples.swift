// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistsData.swift, compiled; never run.
import ChecklistsTerminal
import Foundation

private enum ChecklistsDataDocExamples {
  static func data() {
    let folder = ChecklistsData.directory(option: nil, environment: ["HOME": "/home/ada"])
    // /home/ada/.local/share/checklists
    _ = folder
  }

  static func directory() -> URL {
    ChecklistsData.directory(option: nil, environment: ["XDG_DATA_HOME": "/xdg"])
    // /xdg/checklists
  }

  static func messages(state: ChecklistsTerminal.State) -> [String] {
    ChecklistsData.messages(loadError: state.app.list.$checklists.loadError, saveError: nil)
  }
}
