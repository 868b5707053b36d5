import Testing

@testable import TerminalUI

/// What the ncurses backend gives ncurses of a row, and what it writes itself after the frame:
/// clusters terminals measure differently by position, struck text over ncurses' own.
@Suite struct RowDrawingTests {
  func row(_ text: String, style: Style = [], columns: Int = 12) -> [Cell] {
    var grid = Grid(size: Size(columns: columns, rows: 1))
    grid.write(text, row: 0, column: 0, style: style)
    return grid.rows[0]
  }

  /// ncurses is given blanks where an uncertain cluster goes; the cluster is a piece of its own
  /// at its column, so the text after it stays where the grid puts it.
  @Test func anUncertainClusterIsBlanksToNcursesAndAPieceAtItsColumn() {
    let drawing = RowDrawing(
      row("a👩‍🔬 lab"), row: 3, was: nil, placesUncertainClusters: true, isStruck: { _ in false })
    #expect(drawing.runs.map(\.text) == ["a     lab   "])
    #expect(drawing.overlay == [RowDrawing.Piece(3, 1, "👩‍🔬", [])])
    #expect(!drawing.isRedrawnWhole)
    let plain = RowDrawing(
      row("a👩‍🔬 lab"), row: 3, was: nil, placesUncertainClusters: false, isStruck: { _ in false })
    #expect(plain.runs.map(\.text) == ["a👩‍🔬 lab   "])
    #expect(plain.overlay.isEmpty)
  }

  /// A struck run is ncurses' text and a piece over it, split where an uncertain cluster stands.
  @Test func aStruckRunIsWrittenOverNcursesTextSplitAtClusters() {
    var cells = row("milk", style: .strikethrough)
    cells += row(" ok", columns: 3)
    let drawing = RowDrawing(
      cells, row: 1, was: nil, placesUncertainClusters: true,
      isStruck: { $0.contains(.strikethrough) })
    #expect(drawing.runs.map(\.text) == ["milk", "         ok"])
    #expect(drawing.overlay == [RowDrawing.Piece(1, 0, "milk", .strikethrough)])
    let split = RowDrawing(
      row("ab❤️cd", style: .strikethrough), row: 0, was: nil, placesUncertainClusters: true,
      isStruck: { $0.contains(.strikethrough) })
    #expect(
      split.overlay == [
        RowDrawing.Piece(0, 0, "ab", .strikethrough), RowDrawing.Piece(0, 2, "❤️", .strikethrough),
        RowDrawing.Piece(0, 3, "cd", .strikethrough),
      ])
  }

  /// A row that had a strike is written whole again, even where its characters and what ncurses
  /// knows of their attributes are the same: a strike never outlives its cell.
  @Test func aRowThatHadAStrikeIsRedrawnWhole() {
    let isStruck = { (style: Style) in style.contains(.strikethrough) }
    let before = row("milk", style: .strikethrough)
    let after = RowDrawing(
      row("milk"), row: 0, was: before, placesUncertainClusters: true, isStruck: isStruck)
    #expect(after.isRedrawnWhole)
    #expect(after.overlay.isEmpty)
    let never = RowDrawing(
      row("milk"), row: 0, was: row("milk", style: .bold), placesUncertainClusters: true,
      isStruck: isStruck)
    #expect(!never.isRedrawnWhole)
  }
}
