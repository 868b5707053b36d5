import TerminalUI

/// A screen like the app's list tabs, drawn with the kit's `Canvas`: a tab bar, a box around a
/// list of primes with one row selected (drawn reversed across the box), a line of text under
/// it and a key bar. Frames whose selections are a row apart differ in two rows; whose counts are
/// 41 and 42, in one cell.
///
/// ```swift
/// let before = ListFrame(size: Size(columns: 80, rows: 24), selected: 3).grid
/// let after = ListFrame(size: Size(columns: 80, rows: 24), selected: 4).grid
/// after.changedRows(from: before)  // the rows of primes 7 and 11
/// ```
///
/// `inColour` draws the same frame with colour tokens as an app does: each row's number as an
/// accent, every third row muted, the count as a success and an error on the last line.
public struct ListFrame {
  public var size: Size
  /// The selected row of the list.
  public var selected: Int
  /// The number shown under the list: 41 and 42 differ in one cell.
  public var count: Int
  /// Whether cells carry colour tokens.
  public var inColour: Bool

  /// The list's rows, made once: a frame measures drawing, not formatting.
  let lines: [String]

  public init(size: Size, selected: Int, count: Int = 41, inColour: Bool = false) {
    self.size = size
    self.selected = selected
    self.count = count
    self.inColour = inColour
    var primes: [Int] = []
    var candidate = 2
    while primes.count < max(0, size.rows - 6) {
      if !primes.contains(where: { candidate % $0 == 0 }) { primes.append(candidate) }
      candidate += 1
    }
    lines = primes.enumerated().map { "\($0 + 1). \($1) is prime number \($0 + 1)" }
  }

  public var grid: Grid {
    var canvas = Canvas(size: size, glyphs: Glyphs(isUnicode: true))
    let width = size.columns
    canvas.write(
      " 1 Counter   2 Favorites   3 Stopwatch   4 Activity   5 Log", row: 0,
      in: canvas.bounds, style: .bold)
    let box = canvas.box(
      Rect(column: 0, row: 1, width: width, height: lines.count + 2), title: "Favorite primes")
    for (row, text) in lines.enumerated() {
      if row == selected {
        let line = Rect(column: box.column, row: box.row + row, width: box.width, height: 1)
        canvas.clear(line, style: .reverse)
        canvas.write(text, row: 0, in: line, style: .reverse)
      } else if inColour {
        let number = text.prefix { $0 != " " }
        let end = canvas.write(String(number), row: row, in: box, style: .accent)
        canvas.write(
          String(text.dropFirst(number.count)), row: row, column: end, in: box,
          style: row % 3 == 2 ? .muted : [])
      } else {
        canvas.write(text, row: row, in: box)
      }
    }
    canvas.write(
      " Count: \(count)", row: size.rows - 3, in: canvas.bounds,
      style: inColour ? [.bold, .success] : .bold)
    if inColour {
      canvas.write(
        "Could not save: the disk is full", row: size.rows - 2, column: 1, in: canvas.bounds,
        style: .error)
    }
    canvas.clear(Rect(column: 0, row: size.rows - 1, width: width, height: 1), style: .reverse)
    canvas.write(
      " ↑↓ move  d delete  n nth prime  1-5 tabs", row: size.rows - 1, in: canvas.bounds,
      style: .reverse)
    return canvas.grid
  }
}
