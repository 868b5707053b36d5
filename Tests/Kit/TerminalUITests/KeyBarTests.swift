import Testing

@testable import TerminalUI

/// Help and the way out stay on a narrow key bar without being passed as fixed: the screen's
/// own keys give way.
extension KeyBarTests {
  func frame(all bindings: [KeyBinding<String>], width: Int) -> String {
    var canvas = Canvas(size: Size(columns: width, rows: 1), glyphs: Glyphs(isUnicode: true))
    KeyBar.render(bindings, in: Rect(column: 0, row: 0, width: width, height: 1), on: &canvas)
    return canvas.grid.text
  }

  @Test func helpAndQuitStayAtTheRightWithoutBeingPassedAsFixed() {
    let all = screen.map { $0.map { "\($0)" } } + global
    #expect(frame(all: all, width: 40) == " +/- count  p is prime?  ? help  q quit")
    #expect(frame(all: all, width: 16) == " ? help  q quit")
  }

  /// An overlay's own Esc that does what `q close` does is not named twice: its place goes to
  /// a key that does something else. Enter, doing the same, is still named: it is not a
  /// closing key.
  @Test func escBesideAQThatDoesTheSameIsNamedOnce() {
    var layers = Layers<String>(base: [])
    layers.push(
      [
        KeyBinding([.enter], hint: "Enter", label: "OK", action: "dismiss"),
        KeyBinding([.escape], hint: "Esc", label: "close", action: "dismiss"),
        KeyBinding([.character("1")], hint: "1", label: "tab", action: "tab"),
      ], close: "dismiss")
    var canvas = Canvas(size: Size(columns: 40, rows: 1), glyphs: Glyphs(isUnicode: true))
    KeyBar.render(layers.bindings, in: canvas.bounds, on: &canvas)
    #expect(canvas.grid.text == " Enter OK  1 tab                q close")
  }

  /// A binding names its key as help does, unless it names its own: one spelling per key on
  /// every screen ("Space", never "space" on one and "Space" on another).
  @Test func aBindingIsNamedByItsFirstKeyUnlessItNamesItsOwn() {
    let bindings = [
      KeyBinding([.character(" ")], label: "start", action: "start"),
      KeyBinding([.escape, .character("q")], label: "close", action: "close"),
      KeyBinding([.control("n")], label: "new item", action: "new"),
      KeyBinding([.character("+"), .character("-")], hint: "+/-", label: "count", action: "+"),
      KeyBinding([.character("x")], hint: nil, label: "only in help", action: "x"),
    ]
    #expect(bindings.map(\.hint) == ["Space", "Esc", "Ctrl-N", "+/-", nil])
    // The way out at the right, as always.
    #expect(
      frame(all: bindings, width: 60)
        == " Space start  Ctrl-N new item  +/- count          Esc close")
  }

  @Test func ctrlCIsTheWayOutWhereQIsTyped() {
    let binding = KeyBinding([.control("c")], hint: "Ctrl-C", label: "quit", action: "quit")
    #expect(KeyBar.isFixedByDefault(binding))
    #expect(!KeyBar.isFixedByDefault(screen[0]))
  }
}
