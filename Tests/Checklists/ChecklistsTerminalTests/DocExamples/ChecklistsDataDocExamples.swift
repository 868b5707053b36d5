// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistsData.swift, compiled; never run.
import ChecklistsTerminal
import Foundation

private enum ChecklistsDataDocExamples {
  static func data() {
    let folder = ChecklistsData.directory(option: nil, environment: ["HOME": "/home/ada"])
    // /home/ada/.local/share/checklists
    let notice = ChecklistsData.keepAsideUnusableFile(in: folder)
    _ = notice
  }

  static func directory() -> URL {
    ChecklistsData.directory(option: nil, environment: ["XDG_DATA_HOME": "/xdg"])
    // /xdg/checklists
  }

  static func keepAside(folder: URL) {
    let notice = ChecklistsData.keepAsideUnusableFile(in: folder)
    // "checklists.json could not be used, as it is not valid JSON. It was kept as …"
    _ = notice
  }

  static func keepAsideWithin(folder: URL) {
    let notice = ChecklistsData.keepAsideUnusableFile(in: folder, within: .milliseconds(100))
    _ = notice
  }

  static func messages(state: ChecklistsTerminal.State) -> [String] {
    ChecklistsData.messages(loadError: state.app.list.$checklists.loadError, saveError: nil)
  }
}
