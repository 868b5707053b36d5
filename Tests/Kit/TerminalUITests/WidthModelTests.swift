import ComposableArchitecture
import Testing

@testable import TerminalUI

/// The kit's one width model: what the grid, a cut, a field and ncurses count, code point by
/// code point as the C library's `wcwidth` does, for the clusters names and titles hold.
@Suite struct WidthModelTests {
  /// Each cluster with the columns ncurses and xterm give it, and whether terminals differ.
  static let clusters: [(text: String, columns: Int, isUncertain: Bool)] = [
    ("👩‍🔬", 4, true),  // a ZWJ sequence: 👩 (2), U+200D (0), 🔬 (2)
    ("❤️", 1, true),  // U+2764 (1) with VS16 (0)
    ("⌚︎", 2, true),  // U+231A (2) with VS15 (0)
    ("#\u{FE0F}", 1, true),  // an ASCII base with VS16: four bytes in all
    ("👍🏽", 4, true),  // a skin tone is an emoji of its own to wcwidth
    ("🇯🇵", 2, true),  // two regional indicators, 1 each
    ("素", 2, false),
    ("한", 2, false),  // a precomposed Hangul syllable
    ("\u{1100}\u{1161}", 2, false),  // conjoining jamo: a leading consonant (2) and a vowel (0)
    ("e\u{301}", 1, false),  // a combining acute accent
    ("\u{00AD}", 1, false),  // the soft hyphen is drawn
    ("\u{2329}", 2, false),  // a wide angle bracket
    ("\u{1B000}", 2, false),  // Katakana letter archaic E
  ]

  @Test(arguments: clusters.indices)
  func eachClusterIsMeasuredAsNcursesDrawsIt(index: Int) {
    let (text, columns, isUncertain) = Self.clusters[index]
    #expect(text.count == 1, "\(text) is one character")
    #expect(DisplayWidth.of(Character(text)) == columns, "\(text)")
    #expect(DisplayWidth.of(text) == columns, "\(text)")
    #expect(DisplayWidth.isUncertain(Character(text)) == isUncertain, "\(text)")
  }

  /// The cells after a cluster are where its width says, so right-aligned text ends at the
  /// right edge, whole.
  @Test(arguments: clusters.indices)
  func rightAlignedTextAfterAClusterEndsAtTheEdge(index: Int) {
    let (text, columns, _) = Self.clusters[index]
    let title = "\(text) lab"
    var grid = Grid(size: Size(columns: 20, rows: 1))
    let end = grid.write(title, row: 0, column: 0)
    #expect(end == columns + 4)
    grid.write("0/1 done", row: 0, column: 20 - 8)
    #expect(grid.rows[0].count == 20)
    #expect(grid.text.hasSuffix("0/1 done"))
    #expect(grid.rows[0][columns].character == " ")
    #expect(grid.rows[0][columns + 1].character == "l")
  }

  /// Overwriting any cell of a wide cluster blanks all of its cells: no part of it is left.
  @Test func writingOverPartOfAClusterBlanksAllOfIt() {
    var grid = Grid(size: Size(columns: 8, rows: 1))
    grid.write("a👩‍🔬b", row: 0, column: 0)
    #expect(grid.rows[0].map(\.width) == [1, 4, 0, 0, 0, 1, 1, 1])
    grid.write("x", row: 0, column: 3)
    #expect(grid.text == "a  x b")
    #expect(grid.rows[0].allSatisfy { $0.character != nil })
  }

  /// A cluster wider than the room left is dropped whole, never drawn in part.
  @Test func aClusterThatDoesNotFitIsDroppedWhole() {
    var grid = Grid(size: Size(columns: 6, rows: 1))
    let end = grid.write("ab👍🏽c", row: 0, column: 0)
    #expect(end == 6)
    #expect(grid.text == "ab👍🏽")
    var narrow = Grid(size: Size(columns: 5, rows: 1))
    #expect(narrow.write("ab👍🏽c", row: 0, column: 0) == 2)
    #expect(narrow.text == "ab")
  }

  /// A cut ends before a cluster that would cross it, then the ellipsis: never half of one.
  @Test func aCutNeverSplitsACluster() {
    let glyphs = Glyphs(isUnicode: true)
    #expect(Canvas.fit("lab 👩‍🔬 end", width: 7, glyphs: glyphs) == "lab …")
    #expect(Canvas.fit("lab 👩‍🔬 end", width: 9, glyphs: glyphs) == "lab 👩‍🔬…")
    #expect(Canvas.fit("🇯🇵🇯🇵🇯🇵", width: 5, glyphs: glyphs) == "🇯🇵🇯🇵…")
    #expect(Canvas.fit("素数素数", width: 6, glyphs: glyphs) == "素数…")
    for (text, _, _) in Self.clusters {
      let fitted = Canvas.fit("ab\(text)\(text)cd", width: 6, glyphs: glyphs)
      #expect(DisplayWidth.of(fitted) <= 6, "\(fitted)")
    }
  }

  /// A field moves and deletes by cluster, and its cursor sits where the cluster's width says.
  @MainActor @Test func aFieldEditsByCluster() async {
    let store = TestStore(initialState: TextField.State(text: "a")) { TextField() }
    await store.send(.insert("👩‍🔬")) {
      $0.text = "a👩‍🔬"
      $0.cursor = 2
    }
    await store.send(.insert("👍🏽b")) {
      $0.text = "a👩‍🔬👍🏽b"
      $0.cursor = 4
    }
    await store.send(.moveLeft) { $0.cursor = 3 }
    await store.send(.moveLeft) { $0.cursor = 2 }
    var canvas = Canvas(size: Size(columns: 12, rows: 1), glyphs: Glyphs(isUnicode: true))
    TextField.render(store.state, in: canvas.bounds, on: &canvas)
    // The cursor is on 👍🏽, which starts after a (1) and 👩‍🔬 (4): its four cells reversed.
    #expect(canvas.grid.styleMask(.reverse) == "     ^^^^")
    await store.send(.deleteBackward) {
      $0.text = "a👍🏽b"
      $0.cursor = 1
    }
  }

  /// A field too narrow for the text keeps the cluster under its cursor whole in view.
  @MainActor @Test func aFieldScrollsAClusterUnderItsCursorWholeIntoView() {
    var field = TextField.State(text: "abcdef👩‍🔬")
    field.cursor = 6
    var canvas = Canvas(size: Size(columns: 6, rows: 1), glyphs: Glyphs(isUnicode: true))
    TextField.render(field, in: canvas.bounds, on: &canvas)
    #expect(canvas.grid.text == "ef👩‍🔬")
    #expect(canvas.grid.styleMask(.reverse) == "  ^^^^")
  }
}
