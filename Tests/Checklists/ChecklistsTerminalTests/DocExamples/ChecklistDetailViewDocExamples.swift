// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistDetailView.swift, compiled; never run.
import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import TerminalUI

private enum ChecklistDetailViewDocExamples {
  static func draw(
    state: ChecklistsTerminal.State, detail: ChecklistDetail.State, id: StackElementID,
    content: Rect, canvas: inout Canvas
  ) {
    let screen = ChecklistDetailView(state: state, detail: detail, id: id, rect: content)
    screen.draw(on: &canvas)
  }
}
