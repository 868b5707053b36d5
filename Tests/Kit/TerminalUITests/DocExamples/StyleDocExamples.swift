// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Style.swift, compiled; never run.
import TerminalUI

private enum StyleDocExamples {
  static func style(rect: Rect) {
    var canvas = Canvas(size: Size(columns: 40, rows: 12), glyphs: Glyphs(isUnicode: true))
    canvas.write("Saved.", row: 0, in: rect, style: .success)
    canvas.write("- 7", row: 1, in: rect, style: .removed)
    canvas.write("Milk", row: 2, in: rect, style: [.muted, .italic])
    _ = canvas.grid
  }
}

// An app's own token, which the examples of Theme.swift and TerminalView.swift draw too.
extension Style {
  static let expiring = Style.custom(0)
}
