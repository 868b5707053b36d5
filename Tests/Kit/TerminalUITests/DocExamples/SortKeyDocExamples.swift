// The doc comment examples of Modules/Kit/TerminalUI/Widgets/SortKey.swift, compiled; never run.

import TerminalUI

private enum SortKeyDocExamples {
  static func keys() {
    let keys = ["item 10", "Item 9", "item 9b"].map(SortKey.init)
    let sorted = keys.sorted()  // item 9, item 9b, item 10
    let byDate = SortKey(1_700_000_000.0)  // a date, as its seconds
    _ = (sorted, byDate)
  }
}
