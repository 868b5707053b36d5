// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Grid.swift, compiled; never run.
import TerminalUI

private enum GridDocExamples {
  static func grid() {
    var grid = Grid(size: Size(columns: 80, rows: 24))
    grid.write("Count: 5", row: 2, column: 2, style: .bold)
    print(grid.text)
  }

  static func changedRows(grid: Grid) {
    var next = grid
    next.write("6", row: 2, column: 9)
    let changed = next.changedRows(from: grid)  // [2]
    _ = changed
  }

  static func styleMask() {
    var grid = Grid(size: Size(columns: 6, rows: 2))
    grid.write("rice", row: 1, column: 0, style: .reverse)
    let mask = grid.styleMask(.reverse)  // "\n^^^^"
    _ = mask
  }

  static func isDrawable() {
    let usual = Size(columns: 80, rows: 24).isDrawable  // true
    let typo = Size(columns: 99_999, rows: 24).isDrawable  // false
    _ = (usual, typo)
  }
}
