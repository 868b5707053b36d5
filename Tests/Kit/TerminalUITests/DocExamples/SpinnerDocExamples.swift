// The doc comment examples of Modules/Kit/TerminalUI/Widgets/Spinner.swift, compiled; never run.

import TerminalUI

private enum SpinnerDocExamples {
  struct State { var ticks = 0 }

  static func render(_ state: State, in rect: Rect, on canvas: inout Canvas) {
    Spinner.render(tick: state.ticks, label: "Uploading photos…", in: rect, on: &canvas)
    let frame = Spinner.frame(tick: 2, glyphs: Glyphs(isUnicode: false))  // "-"
    _ = frame
  }

  static func describe() {
    let said = Spinner.describe(label: "Uploading photos")  // "Uploading photos..."
    _ = said
  }
}
