/// A screen's worth of cells: what the renderer produces and a backend presents.
///
/// ```swift
/// var grid = Grid(size: Size(columns: 80, rows: 24))
/// grid.write("Count: 5", row: 2, column: 2, style: .bold)
/// print(grid.text)
/// ```
public struct Grid: Equatable, Sendable {
  /// The grid's size.
  public let size: Size
  /// The cells, row by row.
  public private(set) var rows: [[Cell]]

  /// A blank grid.
  public init(size: Size) {
    self.size = size
    self.rows = Array(
      repeating: Array(repeating: Cell.blank, count: max(0, size.columns)), count: max(0, size.rows)
    )
  }

  /// Writes `text` from `column` on `row`, clipped at the right edge; a character takes the
  /// columns ``DisplayWidth`` gives it (two for 素, four for 👩‍🔬) and is dropped whole when fewer
  /// are left. Returns the column after the text.
  @discardableResult
  public mutating func write(_ text: String, row: Int, column: Int, style: Style = []) -> Int {
    guard rows.indices.contains(row) else { return column }
    // Most of a frame is printable ASCII: one byte a cell, without breaking the text into
    // grapheme clusters or measuring each one.
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
      return writeASCII(text, row: row, column: column, style: style)
    }
    var column = column
    for character in text {
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      guard column >= 0, column + width <= size.columns else { break }
      clearWideCharacter(row: row, column: column)
      if width > 1 { clearWideCharacter(row: row, column: column + width - 1) }
      rows[row][column] = Cell(character: character, width: width, style: style)
      for covered in column + 1..<column + width {
        rows[row][covered] = Cell(character: nil, width: 0, style: style)
      }
      column += width
    }
    return column
  }

  /// ``write(_:row:column:style:)`` for text all of whose characters are printable ASCII.
  private mutating func writeASCII(_ text: String, row: Int, column: Int, style: Style) -> Int {
    var column = column
    for byte in text.utf8 {
      guard column >= 0, column < size.columns else { break }
      clearWideCharacter(row: row, column: column)
      rows[row][column] = Cell(
        character: Character(Unicode.Scalar(byte)), width: 1, style: style)
      column += 1
    }
    return column
  }

  /// Fills `count` cells of `row` from `column` with blanks in `style`, clipped to the grid.
  public mutating func blank(row: Int, column: Int, count: Int, style: Style = []) {
    guard rows.indices.contains(row) else { return }
    let start = max(0, column)
    let end = min(size.columns, column + count)
    guard start < end else { return }
    clearWideCharacter(row: row, column: start)
    clearWideCharacter(row: row, column: end - 1)
    let blank = Cell(character: " ", width: 1, style: style)
    for column in start..<end { rows[row][column] = blank }
  }

  /// Blanks every cell of a wide character that covers `column`, before part of it is
  /// overwritten, so no part of it is left on screen.
  private mutating func clearWideCharacter(row: Int, column: Int) {
    var start = column
    while start > 0, rows[row][start].character == nil { start -= 1 }
    let width = rows[row][start].width
    guard width > 1, start + width > column else { return }
    for covered in start..<min(start + width, size.columns) {
      rows[row][covered] = Cell(character: " ", width: 1, style: rows[row][covered].style)
    }
  }

  /// Fills a row segment with `style` (for highlighted rows and bars).
  public mutating func fill(row: Int, from start: Int = 0, to end: Int? = nil, style: Style) {
    guard rows.indices.contains(row) else { return }
    for column in max(0, start)..<min(end ?? size.columns, size.columns) {
      rows[row][column].style = style
    }
  }

  /// The rows that differ from `previous`, top to bottom: what a backend rewrites to show this
  /// grid where `previous` is shown. Every row when there is no previous grid or its size
  /// differs.
  ///
  /// ```swift
  /// var next = grid
  /// next.write("6", row: 2, column: 9)
  /// let changed = next.changedRows(from: grid)  // [2]
  /// ```
  public func changedRows(from previous: Grid?) -> [Int] {
    guard let previous, previous.size == size else { return Array(rows.indices) }
    return rows.indices.filter { rows[$0] != previous.rows[$0] }
  }

  /// The grid as plain text: one line per row, trailing spaces removed.
  public var text: String {
    rows.map { row in
      var line = ""
      for cell in row { if let character = cell.character { line.append(character) } }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

extension Grid {
  /// Which cells are drawn in `style`, as text: one line per row, one character per column,
  /// `^` where the cell's style has all of `style` and a space where it does not, trailing
  /// spaces removed. What a test compares to see a selection, which plain text cannot show.
  ///
  /// ```swift
  /// var grid = Grid(size: Size(columns: 6, rows: 2))
  /// grid.write("rice", row: 1, column: 0, style: .reverse)
  /// let mask = grid.styleMask(.reverse)  // "\n^^^^"
  /// ```
  public func styleMask(_ style: Style) -> String {
    rows.map { row in
      var line = ""
      for cell in row { line.append(cell.style.isSuperset(of: style) ? "^" : " ") }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

/// One column of a ``Grid``.
public struct Cell: Equatable, Sendable {
  /// The character, or `nil` for a cell a wide character to its left covers.
  public var character: Character?
  /// Columns the character takes: 1, more for a wide one (0 on the cells it covers to its
  /// right).
  public var width: Int
  /// How it is drawn.
  public var style: Style

  /// An empty, unstyled cell.
  public static let blank = Cell(character: " ", width: 1, style: [])
}

/// A terminal size in columns and rows.
public struct Size: Equatable, Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The largest size a screen is drawn at: a frame holds one cell per column and row, so a
  /// size from a typo (`--size 99999x99999`, ten billion cells) would take minutes and
  /// gigabytes before its first frame. A real terminal is far smaller.
  public static let largest = Size(columns: 1_000, rows: 1_000)

  /// Whether this size is no larger than ``largest`` in either direction.
  ///
  /// ```swift
  /// let usual = Size(columns: 80, rows: 24).isDrawable  // true
  /// let typo = Size(columns: 99_999, rows: 24).isDrawable  // false
  /// ```
  public var isDrawable: Bool {
    columns <= Self.largest.columns && rows <= Self.largest.rows
  }

  /// Parses `80x24`.
  public init?(_ text: String) {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      columns > 0, rows > 0
    else { return nil }
    self.init(columns: columns, rows: rows)
  }
}
