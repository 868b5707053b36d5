// The doc comment examples of Modules/Kit/TerminalUI/Widgets/FeedMarks.swift, compiled; never run.
import TerminalUI

private enum FeedMarksDocExamples {
  struct Entry: Equatable, Sendable {
    var text: String
  }

  static func marks() -> FeedMarks {
    // A feed of 100 entries, 20 of them let go, all shown.
    let marks = FeedMarks(offset: 20, endOffset: 100, shown: 80)
    return marks
  }

  static func hasMoved(old: FeedMarks, new: FeedMarks) -> Bool {
    let moved = old.hasMoved(to: new)
    return moved
  }

  static func follow(
    old: FeedMarks, new: FeedMarks, entries: [Entry], entrySelection: inout ListSelection
  ) {
    if old.hasMoved(to: new) {
      entrySelection.follow(
        old, to: new, entries: entries, rows: { entries }, isShown: nil, text: \.text)
    }
  }
}
