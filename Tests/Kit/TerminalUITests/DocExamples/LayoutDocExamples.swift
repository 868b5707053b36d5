// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Layout.swift, compiled; never run.
import TerminalUI

private enum LayoutDocExamples {
  static func constraint(size: Size) {
    let rows = Rect(size: size).rows(.fixed(1), .fill(), .fixed(1))  // title, content, key bar
    let columns = rows[1].columns(.ratio(1, 3), .fill())  // a sidebar, the rest
    _ = columns
  }

  static func rectOfSize(environment: TerminalEnvironment) {
    let rows = Rect(size: environment.size).rows(.fixed(1), .fill(), .fixed(1))
    _ = rows
  }

  static func rows() {
    let rows = Rect(column: 0, row: 0, width: 80, height: 24)
      .rows(.fixed(1), .fill(), .fixed(1))
    // rows[1] == Rect(column: 0, row: 1, width: 80, height: 22)
    _ = rows
  }

  static func columns(rect: Rect) {
    let parts = rect.columns(.ratio(1, 2), .minimum(20))  // half for a list, the rest a detail
    _ = parts
  }
}
