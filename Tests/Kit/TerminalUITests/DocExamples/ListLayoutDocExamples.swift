// The doc comment examples of Modules/Kit/TerminalUI/Drawing/ListLayout.swift, compiled; never run.
import TerminalUI

private enum ListLayoutDocExamples {
  static func listLayout() {
    let layout = ListLayout(count: 500, selection: 42, height: 8)
    let visible = layout.visible  // 35..<43
    let above = layout.hiddenAbove  // 35
    let scrolled = ListLayout(count: 500, selection: 42, height: 8, top: 40).visible  // 40..<48
    _ = (visible, above, scrolled)
  }
}
