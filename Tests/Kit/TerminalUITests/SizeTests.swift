import Testing

@testable import TerminalUI

@Suite struct SizeTests {
  @Test func parsesWidthByHeight() {
    #expect(Size("80x24") == Size(columns: 80, rows: 24))
    #expect(Size("80X24") == Size(columns: 80, rows: 24))
    #expect(Size("80x") == nil)
    #expect(Size("0x24") == nil)
  }

  /// `--size 99999x99999` ran for minutes and took gigabytes before its first frame.
  @Test func aSizePastTheLargestIsNotDrawable() {
    #expect(Size.largest.isDrawable)
    #expect(Size(columns: 200, rows: 60).isDrawable)
    #expect(!Size(columns: 99_999, rows: 99_999).isDrawable)
    #expect(!Size(columns: 1_001, rows: 24).isDrawable)
    #expect(!Size(columns: 80, rows: 1_001).isDrawable)
  }
}

/// Unicode glyphs where the terminal can show them: a UTF-8 locale, and not the Linux console.
@Suite struct GlyphChoiceTests {
  @Test func theLinuxConsoleAndAnASCIILocaleGetASCII() {
    #expect(terminalShowsUnicode(term: "xterm-256color", isUTF8: true))
    #expect(terminalShowsUnicode(term: nil, isUTF8: true))
    #expect(!terminalShowsUnicode(term: "linux", isUTF8: true))
    #expect(!terminalShowsUnicode(term: "xterm-256color", isUTF8: false))
  }
}

/// Blanking and ASCII writes leave no half of a wide character behind.
@Suite struct GridWriteTests {
  @Test func blankingHalfOfAWideCharacterBlanksAllOfIt() {
    var grid = Grid(size: Size(columns: 8, rows: 1))
    grid.write("ab素cd", row: 0, column: 0)
    grid.blank(row: 0, column: 3, count: 2)
    #expect(grid.text == "ab   d")
    #expect(grid.rows[0].allSatisfy { $0.width == 1 })
  }

  @Test func asciiOverTheRightHalfOfAWideCharacterClearsItsLeftHalf() {
    var grid = Grid(size: Size(columns: 6, rows: 1))
    grid.write("素数", row: 0, column: 0)
    grid.write("x", row: 0, column: 1)
    #expect(grid.text == " x数")
    grid.write("abcdefgh", row: 0, column: 3)
    #expect(grid.text == " x abc")
  }
}
