// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistsListView.swift, compiled; never run.
import ChecklistsTerminal
import TerminalUI

private enum ChecklistsListViewDocExamples {
  static func draw(state: ChecklistsTerminal.State, content: Rect, canvas: inout Canvas) {
    let screen = ChecklistsListView(state: state, rect: content)
    screen.draw(on: &canvas)
  }
}
