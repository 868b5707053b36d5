/// A rectangle of the screen, in columns and rows from the top left corner.
public struct Rect: Equatable, Sendable {
  public var column: Int
  public var row: Int
  public var width: Int
  public var height: Int

  public init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether the point is inside.
  public func contains(column: Int, row: Int) -> Bool {
    (self.column..<self.column + width).contains(column)
      && (self.row..<self.row + height).contains(row)
  }

  /// This rectangle without `top` rows at the top and `bottom` at the bottom.
  public func inset(top: Int = 0, bottom: Int = 0, horizontally: Int = 0) -> Rect {
    Rect(
      column: column + horizontally, row: row + top, width: width - 2 * horizontally,
      height: height - top - bottom)
  }

  /// A rectangle of `width` by `height` centred in this one (never larger).
  public func centered(width: Int, height: Int) -> Rect {
    let width = min(width, self.width)
    let height = min(height, self.height)
    return Rect(
      column: column + (self.width - width) / 2, row: row + (self.height - height) / 2,
      width: width, height: height)
  }
}

/// A grid being drawn, with what every view needs to draw on it: rectangles that clip what is
/// written into them, text cut with an ellipsis when too wide, the terminal's glyphs.
///
/// ```swift
/// var canvas = Canvas(size: Size(columns: 40, rows: 12), glyphs: Glyphs(isUnicode: true))
/// canvas.write("Groceries: apples, bread, cheese, dates, eggs, flour", row: 0, in: rect)
/// ```
public struct Canvas {
  /// What has been drawn.
  public private(set) var grid: Grid
  /// How text and lines are drawn on this terminal.
  public let glyphs: Glyphs

  public init(size: Size, glyphs: Glyphs) {
    self.grid = Grid(size: size)
    self.glyphs = glyphs
  }

  /// The whole screen.
  public var bounds: Rect {
    Rect(column: 0, row: 0, width: grid.size.columns, height: grid.size.rows)
  }

  /// Writes `text` on row `row` of `rect`, from `column` within it, cut with an ellipsis where
  /// it would leave the rectangle. Returns the column within `rect` after the text.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int = 0, in rect: Rect, style: Style = []
  ) -> Int {
    guard (0..<rect.height).contains(row), column < rect.width, column >= 0 else { return column }
    let fitted = fit(glyphs.text(text), width: rect.width - column)
    let end = grid.write(fitted, row: rect.row + row, column: rect.column + column, style: style)
    return end - rect.column
  }

  /// `text` cut to `width` columns, ending in an ellipsis when cut.
  public func fit(_ text: String, width: Int) -> String {
    Self.fit(text, width: width, glyphs: glyphs)
  }

  /// `text` cut to `width` columns, ending in `glyphs`' ellipsis when cut: for text measured
  /// before it is drawn (a title beside a right-aligned count).
  ///
  /// ```swift
  /// let glyphs = Glyphs(isUnicode: true)
  /// let title = Canvas.fit("Groceries for the week", width: 10, glyphs: glyphs)  // "Groceries…"
  /// ```
  public static func fit(_ text: String, width: Int, glyphs: Glyphs) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    let ellipsis = glyphs.ellipsis
    let room = width - DisplayWidth.of(ellipsis)
    guard room > 0 else { return String(ellipsis.prefix(width)) }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > room { break }
      result.append(character)
      used += characterWidth
    }
    return result + ellipsis
  }

  /// Writes `text` wrapped at word boundaries from row `row` of `rect`. Returns the row after
  /// the last line written.
  @discardableResult
  public mutating func paragraph(_ text: String, row: Int, in rect: Rect, style: Style = [])
    -> Int
  {
    var row = row
    for line in Self.wrap(glyphs.text(text), width: rect.width) {
      write(line, row: row, in: rect, style: style)
      row += 1
    }
    return row
  }

  /// Blanks `rect`, with `style` (a highlighted bar, a box's background).
  public mutating func clear(_ rect: Rect, style: Style = []) {
    for row in rect.row..<rect.row + rect.height {
      grid.blank(row: row, column: rect.column, count: rect.width, style: style)
    }
  }

  /// Draws a horizontal rule across row `row` of `rect`.
  public mutating func rule(row: Int, in rect: Rect) {
    write(String(repeating: glyphs.horizontal, count: rect.width), row: row, in: rect, style: .dim)
  }

  /// Clears `rect`, draws a border with `title` round it (none when empty) and returns the
  /// rectangle inside.
  @discardableResult
  public mutating func box(_ rect: Rect, title: String = "", titleStyle: Style = .bold) -> Rect {
    guard rect.width >= 4, rect.height >= 2 else {
      return Rect(column: 0, row: 0, width: 0, height: 0)
    }
    clear(rect)
    let (topLeft, topRight, bottomLeft, bottomRight) = glyphs.corners
    let horizontal = String(repeating: glyphs.horizontal, count: rect.width - 2)
    write(topLeft + horizontal + topRight, row: 0, in: rect, style: .bold)
    write(bottomLeft + horizontal + bottomRight, row: rect.height - 1, in: rect, style: .bold)
    for row in 1..<rect.height - 1 {
      write(glyphs.vertical, row: row, in: rect, style: .bold)
      write(glyphs.vertical, row: row, column: rect.width - 1, in: rect, style: .bold)
    }
    if !title.isEmpty {
      let titleRect = Rect(
        column: rect.column + 2, row: rect.row, width: rect.width - 4, height: 1)
      write(" \(title) ", row: 0, in: titleRect, style: titleStyle)
    }
    return rect.inset(top: 1, bottom: 1, horizontally: 2)
  }

  /// Words of `text` in lines of at most `width` columns. A word longer than a line is kept
  /// whole on a line of its own, and ``write(_:row:column:in:style:)`` then cuts it with an
  /// ellipsis where it is drawn; or, `breakingWords`, it is broken where each line ends, so no
  /// part of it is cut off (a file's name in a message).
  ///
  /// ```swift
  /// let lines = Canvas.wrap(
  ///   "kept as checklists.json.corrupt-2026", width: 12, breakingWords: true)
  /// // ["kept as", "checklists.j", "son.corrupt-", "2026"]
  /// ```
  public static func wrap(_ text: String, width: Int, breakingWords: Bool = false) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      let words = paragraph.split(separator: " ").flatMap {
        breakingWords ? pieces(of: $0, width: width) : [$0]
      }
      for word in words {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if DisplayWidth.of(candidate) > width, !current.isEmpty {
          lines.append(current)
          current = String(word)
        } else {
          current = candidate
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// `word` in pieces of at most `width` columns.
  private static func pieces(of word: Substring, width: Int) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var used = 0
    for index in word.indices {
      let characterWidth = DisplayWidth.of(word[index])
      if used + characterWidth > width, index > start {
        pieces.append(word[start..<index])
        start = index
        used = 0
      }
      used += characterWidth
    }
    return pieces + [word[start...]]
  }
}
