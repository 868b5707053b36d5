import Testing

@testable import TerminalUI

/// The frame every app's screen has: its rows, the too-small notice, the terminal's own keys and
/// where a key goes.
@Suite struct AppShellTests {
  let shell = AppShell(size: Size(columns: 40, rows: 12), minimumSize: Size(columns: 30, rows: 8))
  let small = AppShell(size: Size(columns: 20, rows: 5), minimumSize: Size(columns: 30, rows: 8))

  @Test func theRowsAreTheTitleItsRuleTheContentAndTheKeyBar() {
    #expect(shell.titleRect == Rect(column: 1, row: 0, width: 38, height: 1))
    #expect(shell.contentRows == Rect(column: 0, row: 2, width: 40, height: 9))
    #expect(shell.content == Rect(column: 1, row: 2, width: 38, height: 9))
    #expect(shell.keyBarRect == Rect(column: 0, row: 11, width: 40, height: 1))
    let grid = shell.render(glyphs: Glyphs(isUnicode: false)) { canvas in
      canvas.write("Notes", row: 0, in: shell.titleRect)
    }
    let lines = grid.text.split(separator: "\n")
    #expect(lines[0] == " Notes")
    #expect(lines[1] == Substring(String(repeating: "-", count: 40)))
  }

  /// Ctrl-L and Ctrl-Z answer anywhere, even too small; there only q and Ctrl-C (quit) besides.
  @Test func theTerminalsKeysAnswerEverywhereAndTooSmallOnlyQuits() {
    let keys: (Key) -> TerminalCommand<String>? = { .send("key \($0)") }
    let mouse: (Key) -> TerminalCommand<String>? = { _ in .send("mouse") }
    for shell in [shell, small] {
      #expect(shell.command(for: .control("l"), mouse: mouse, keys: keys) == .redraw)
      #expect(shell.command(for: .control("z"), mouse: mouse, keys: keys) == .suspend)
    }
    #expect(small.command(for: .character("q"), mouse: mouse, keys: keys) == .quit)
    #expect(small.command(for: .control("c"), mouse: mouse, keys: keys) == .quit)
    #expect(small.command(for: .character("a"), mouse: mouse, keys: keys) == nil)
    #expect(small.command(for: .click(column: 3, row: 3), mouse: mouse, keys: keys) == nil)
    #expect(
      shell.command(for: .click(column: 3, row: 3), mouse: mouse, keys: keys) == .send("mouse"))
    #expect(
      shell.command(for: .scrollDown(column: 3, row: 3), mouse: mouse, keys: keys) == .send("mouse")
    )
    #expect(
      shell.command(for: .character("a"), mouse: mouse, keys: keys) == .send("key character(\"a\")")
    )
  }

  @Test func tooSmallItSaysSoSeenAndHeard() {
    let grid = small.render(glyphs: Glyphs(isUnicode: false)) { _ in Issue.record("drawn") }
    #expect(grid.text.contains("too small"))
    #expect(
      small.describe { ["the screen"] } == [
        TooSmallNotice.describe(minimum: small.minimumSize, size: small.size)
      ])
    #expect(shell.describe { ["the screen"] } == ["the screen"])
  }
}
