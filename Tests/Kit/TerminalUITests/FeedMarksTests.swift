import Testing

@testable import TerminalUI

/// A list over a capped feed keeps its selection on its row in the pass that changed the feed:
/// entries let go at the front, new ones at the end, a clear and its undo, a filter in force.
@Suite struct FeedMarksTests {
  /// A feed holding entries `first..<end`, as `e<number>`.
  static func feed(_ first: Int, _ end: Int) -> (entries: [String], marks: FeedMarks) {
    let entries = (first..<end).map { "e\($0)" }
    return (entries, FeedMarks(offset: first, endOffset: end, shown: entries.count))
  }

  func follow(
    _ selection: inout ListSelection, from old: FeedMarks, to new: [String], _ marks: FeedMarks
  ) {
    selection.follow(old, to: marks, entries: new, rows: { new }, isShown: nil, text: { $0 })
  }

  func selected(_ selection: ListSelection, in rows: [String]) -> String? {
    List.State(rows: rows, selection: selection).selectedRow
  }

  @Test func theSelectedEntryStaysSelectedAsEntriesComeAndGo() {
    let (old, oldMarks) = Self.feed(3, 11)
    var selection = ListSelection(row: 2)
    #expect(selected(selection, in: old) == "e5")
    // Two let go at the front, two come at the end.
    let (new, newMarks) = Self.feed(5, 13)
    #expect(oldMarks.hasMoved(to: newMarks))
    follow(&selection, from: oldMarks, to: new, newMarks)
    #expect(selected(selection, in: new) == "e5")
    // The selected entry let go: the list follows the newest.
    let (later, laterMarks) = Self.feed(6, 14)
    follow(&selection, from: newMarks, to: later, laterMarks)
    #expect(selection.followsEnd)
    #expect(selected(selection, in: later) == nil)
  }

  @Test func aClearFollowsTheNewestAndItsUndoPutsRowsBackBeforeTheSelectedOne() {
    let (entries, marks) = Self.feed(0, 5)
    var selection = ListSelection(row: 1)
    // Cleared: no entries, the offset at the end.
    let cleared = FeedMarks(offset: 5, endOffset: 5, shown: 0)
    follow(&selection, from: marks, to: [], cleared)
    #expect(selection.followsEnd)
    // Entries 3 and 4 came back: no selection to keep, the list follows the newest.
    var reading = ListSelection(row: 0)
    let partial = FeedMarks(offset: 3, endOffset: 5, shown: 2)
    let restored = Array(entries.suffix(2))
    #expect(selected(reading, in: restored) == "e3")
    follow(&reading, from: partial, to: entries, marks)
    // Three rows put back before it: e3 is still the one selected.
    #expect(selected(reading, in: entries) == "e3")
  }

  @Test func aFilterInForceTakesInTheEntriesThatCome() {
    var (entries, marks) = Self.feed(0, 12)
    var list = List.State(rows: entries, selection: ListSelection(row: 1))
    _ = List().reduce(into: &list, action: .filter(.insert("1")))
    var selection = list.selection
    #expect(selection.matches?.rows == [1, 10, 11])
    let old = marks
    entries.append(contentsOf: ["e12", "e13", "e20"])
    marks = FeedMarks(offset: 0, endOffset: 15, shown: 15)
    follow(&selection, from: old, to: entries, marks)
    #expect(selection.matches?.rows == [1, 10, 11, 12, 13])
    #expect(selected(selection, in: entries) == "e1")
  }
}
