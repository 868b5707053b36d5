// The doc comment examples of Modules/Checklists/ChecklistsTerminal/ChecklistFormView.swift, compiled; never run.
import Checklists
import ChecklistsTerminal
import TerminalUI

private enum ChecklistFormViewDocExamples {
  static func draw(
    state: ChecklistsTerminal.State, form: ChecklistForm.State, content: Rect,
    canvas: inout Canvas
  ) {
    let screen = ChecklistFormView(state: state, form: form, rect: content)
    screen.draw(on: &canvas)
  }
}
