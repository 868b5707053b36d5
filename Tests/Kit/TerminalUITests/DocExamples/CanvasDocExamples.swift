// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Canvas.swift, compiled; never run.
import TerminalUI

private enum CanvasDocExamples {
  static func canvas() {
    let rect = Rect(column: 2, row: 1, width: 20, height: 4)
    var canvas = Canvas(size: Size(columns: 40, rows: 12), glyphs: Glyphs(isUnicode: true))
    canvas.write("Groceries: apples, bread, cheese, dates, eggs, flour", row: 0, in: rect)
    _ = canvas.grid
  }

  static func fit() {
    let glyphs = Glyphs(isUnicode: true)
    let title = Canvas.fit("Groceries for the week", width: 10, glyphs: glyphs)  // "Groceries…"
    _ = title
  }

  static func wrap() {
    let lines = Canvas.wrap(
      "kept as checklists.json.corrupt-2026", width: 12, breakingWords: true)
    // ["kept as", "checklists.j", "son.corrupt-", "2026"]
    _ = lines
  }
}
