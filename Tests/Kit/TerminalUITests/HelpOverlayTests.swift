import Testing

@testable import TerminalUI

/// The kit's help overlay and key bar, drawn from bindings of any action type.
@MainActor
@Suite struct HelpOverlayTests {
  enum Command: Equatable { case up, down, top, help, quit, function(Int) }

  let bindings: [KeyBinding<Command>] = [
    KeyBinding(
      [.up, .character("k")], hint: "↑↓", label: "select", help: "previous row", action: .up),
    KeyBinding(
      [.down, .character("j")], hint: nil, label: "select", help: "next row", action: .down),
    // ↑ is already claimed: only Home is listed.
    KeyBinding([.up, .home], hint: nil, label: "top", help: "first row", action: .top),
    KeyBinding([.up], hint: nil, label: "never", help: "never answers", action: .top),
    KeyBinding([.character("?")], hint: "?", label: "help", help: "show this help", action: .help),
    KeyBinding([.character("q"), .control("c")], hint: "q", label: "quit", action: .quit),
  ]

  /// Twenty lines, for scrolling.
  let many: [KeyBinding<Command>] = (1...20).map {
    KeyBinding([.function($0)], hint: nil, label: "help \($0)", action: .function($0))
  }

  @Test func listsEachKeyOnceWithItsHelp() {
    #expect(
      HelpOverlay.lines(for: bindings) == [
        "↑ k       previous row",
        "↓ j       next row",
        "Home      first row",
        "?         show this help",
        "q Ctrl-C  quit",
      ])
  }

  @Test func rendersScrolled() {
    var canvas = Canvas(size: Size(columns: 30, rows: 8), glyphs: Glyphs(isUnicode: true))
    HelpOverlay.render(many, offset: 5, in: canvas.bounds, on: &canvas)
    #expect(
      canvas.grid.text == """
        ┌─ Help 6–11 of 20 ──────────┐
        │ F6   help 6                │
        │ F7   help 7                █
        │ F8   help 8                █
        │ F9   help 9                │
        │ F10  help 10               │
        │ F11  help 11               │
        └────────────────────────────┘
        """)
    // Past the end, it stops at the last page.
    var end = Canvas(size: Size(columns: 30, rows: 8), glyphs: Glyphs(isUnicode: false))
    HelpOverlay.render(many, offset: 99, in: end.bounds, on: &end)
    #expect(
      end.grid.text == """
        +- Help 15-20 of 20 ---------+
        | F15  help 15               |
        | F16  help 16               |
        | F17  help 17               |
        | F18  help 18               |
        | F19  help 19               #
        | F20  help 20               #
        +----------------------------+
        """)
  }

  /// A wide screen shows a long help line whole: the box grows past 64 columns to fit it, as
  /// far as the screen goes. Before, it stayed 64 wide and cut the line at any width.
  @Test func aLongLineIsShownWholeOnAWideScreen() {
    let help = "next row that matches (after the last, the first, as the list wraps round)"
    let long = [KeyBinding([.character("n")], hint: nil, label: "next", help: help, action: 1)]
    var wide = Canvas(size: Size(columns: 120, rows: 5), glyphs: Glyphs(isUnicode: true))
    HelpOverlay.render(long, offset: 0, in: wide.bounds, on: &wide)
    #expect(wide.grid.text.contains("n  \(help)"), "\(wide.grid.text)")
    var narrow = Canvas(size: Size(columns: 40, rows: 5), glyphs: Glyphs(isUnicode: true))
    HelpOverlay.render(long, offset: 0, in: narrow.bounds, on: &narrow)
    // No wider than the screen: the line is cut there, with an ellipsis.
    #expect(narrow.grid.text.contains("…"), "\(narrow.grid.text)")
  }

  @Test func scrollKeysStayWithinTheLines() {
    let rect = Rect(column: 0, row: 0, width: 30, height: 8)
    let keyMap = HelpOverlay.scrollKeyMap(for: many, offset: 5, in: rect) { $0 }
    #expect(keyMap.conflictingKeys().isEmpty)
    func offset(_ key: Key, from offset: Int = 5) -> Int? {
      HelpOverlay.action(for: key, bindings: many, offset: offset, in: rect) { $0 }
    }
    // Six lines a page, twenty lines: the last page starts at line 14.
    #expect(offset(.up) == 4)
    #expect(offset(.character("j")) == 6)
    #expect(offset(.pageUp) == 0)
    #expect(offset(.pageDown) == 11)
    #expect(offset(.pageDown, from: 12) == 14)
    #expect(offset(.home) == 0)
    #expect(offset(.end) == 14)
    #expect(offset(.down, from: 14) == 14)
    #expect(offset(.scrollDown(column: 3, row: 3)) == 8)
    #expect(offset(.scrollUp(column: 3, row: 3)) == 2)
    #expect(offset(.character("x")) == nil)
  }

  @Test func tinyRectanglesDoNotCrash() {
    for width in 0...6 {
      for height in 0...4 {
        var canvas = Canvas(size: Size(columns: 6, rows: 4), glyphs: Glyphs(isUnicode: true))
        let rect = Rect(column: 0, row: 0, width: width, height: height)
        HelpOverlay.render(many, offset: 3, in: rect, on: &canvas)
        HelpOverlay.render([KeyBinding<Command>](), offset: 0, in: rect, on: &canvas)
        _ = HelpOverlay.action(for: .end, bindings: many, offset: 3, in: rect) { $0 }
        KeyBar.render(bindings, fixed: bindings, in: rect, on: &canvas)
      }
    }
  }
}

@MainActor
@Suite struct KeyBarTests {
  let screen: [KeyBinding<Int>] = [
    KeyBinding([.character("+"), .character("-")], hint: "+/-", label: "count", action: 0),
    KeyBinding([.character("p")], hint: "p", label: "is prime?", action: 1),
    KeyBinding([.character("n")], hint: "n", label: "nth prime", action: 2),
  ]
  let global: [KeyBinding<String>] = [
    KeyBinding([.character("?")], hint: "?", label: "help", action: "help"),
    KeyBinding([.character("q")], hint: "q", label: "quit", action: "quit"),
    KeyBinding([.control("l")], hint: nil, label: "redraw", action: "redraw"),
  ]

  func frame(_ screen: [KeyBinding<Int>], width: Int, unicode: Bool = true) -> Canvas {
    var canvas = Canvas(size: Size(columns: width, rows: 2), glyphs: Glyphs(isUnicode: unicode))
    KeyBar.render(
      screen, fixed: global, in: Rect(column: 0, row: 1, width: width, height: 1), on: &canvas)
    return canvas
  }

  @Test func drawsAsManyAsFitBeforeTheFixedPart() {
    #expect(
      frame(screen, width: 53).grid.text == "\n +/- count  p is prime?  n nth prime  ? help  q quit"
    )
    // The first that does not fit ends the bar.
    #expect(frame(screen, width: 40).grid.text == "\n +/- count  p is prime?  ? help  q quit")
    let canvas = frame(screen, width: 40)
    #expect(canvas.grid.rows[1].allSatisfy { $0.style == .reverse })
    #expect(canvas.grid.rows[0].allSatisfy { $0.style == [] })
  }

  /// A hint already shown (by the fixed part or an earlier binding) is not shown again.
  @Test func eachHintOnce() {
    let shadowed = [
      KeyBinding([.character("?")], hint: "?", label: "about", action: 9),
      KeyBinding([.up], hint: "↑↓", label: "select", action: 3),
      KeyBinding([.down], hint: "↑↓", label: "select", action: 4),
    ]
    #expect(frame(shadowed, width: 40).grid.text == "\n ↑↓ select               ? help  q quit")
    #expect(
      frame(shadowed, width: 40, unicode: false).grid.text
        == "\n up/dn select            ? help  q quit")
  }
}
