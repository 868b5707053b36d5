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
