// The doc comment examples of Modules/Kit/TerminalUI/Widgets/ProgressBar.swift, compiled; never run.

import TerminalUI

private enum ProgressBarDocExamples {
  static func render(in rect: Rect, on canvas: inout Canvas) {
    ProgressBar.render(fraction: 0.42, label: "Saving", in: rect, on: &canvas)
    // In 20 columns: "Saving ███▎░░░░  42%"; in ASCII: "Saving [##----]  42%".
  }

  static func describe() {
    let said = ProgressBar.describe(fraction: 0.6, label: "Saving")  // "Saving: 50%"
    _ = said
  }
}
