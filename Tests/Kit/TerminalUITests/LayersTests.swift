import Testing

@testable import TerminalUI

/// Layers take keys top down; Esc and q close the top one, q quits only at the base, Ctrl-C
/// always quits. Focus moves in a fixed order, wrapping.
@Suite struct LayersTests {
  enum Action: Equatable { case select, helpClosed, alertClosed, confirm }

  var base: [KeyBinding<Action>] {
    [KeyBinding([.enter, .character("x")], hint: "Enter", label: "select", action: .select)]
  }

  @Test func atTheBaseQQuitsAndTheScreensKeysWork() {
    let layers = Layers(base: base)
    #expect(layers.command(for: .character("q")) == .quit)
    #expect(layers.command(for: .control("c")) == .quit)
    #expect(layers.command(for: .enter) == .send(.select))
    #expect(layers.command(for: .escape) == nil)
  }

  @Test func theTopOverlayTakesTheKeysAndEscOrQClosesIt() {
    var layers = Layers(base: base)
    layers.push([], close: .helpClosed)
    layers.push(
      [KeyBinding([.enter], hint: "Enter", label: "OK", action: .confirm)], close: .alertClosed)
    #expect(layers.command(for: .enter) == .send(.confirm))
    #expect(layers.command(for: .escape) == .send(.alertClosed))
    #expect(layers.command(for: .character("q")) == .send(.alertClosed))
    // A key the overlay does not bind goes no further down.
    #expect(layers.command(for: .character("x")) == nil)
    #expect(layers.command(for: .control("c")) == .quit)
  }

  @Test func anOverlayThatBindsQKeepsIt() {
    var layers = Layers(base: base)
    layers.push(
      [KeyBinding([.character("q")], hint: "q", label: "query", action: .confirm)],
      close: .helpClosed)
    #expect(layers.command(for: .character("q")) == .send(.confirm))
    #expect(layers.command(for: .escape) == .send(.helpClosed))
  }

  @Test func aLayerThatTakesTextTypesQAndOnlyEscClosesIt() {
    var layers = Layers<TextField.Action>(base: [])
    layers.push(TextField.keyMap, close: .cancel) { TextField.action(for: $0) }
    #expect(layers.command(for: .character("q")) == .send(.insert("q")))
    #expect(layers.command(for: .escape) == .send(.cancel))
    #expect(layers.command(for: .control("w")) == .send(.deleteWordBackward))
    #expect(layers.command(for: .control("c")) == .quit)
    #expect(!layers.bindings.contains { $0.keys.contains(.character("q")) })
    #expect(layers.bindings.conflictingKeys().isEmpty)
    #expect(layers.command(for: .paste("q\n")) == .send(.insert("q\n")))
  }

  /// A paste where no field takes text presses nothing: not the `q` it holds, nor its Enter.
  @Test func aPasteWithNoFieldPressesNothing() {
    let layers = Layers(base: base)
    #expect(layers.command(for: .paste("q")) == nil)
    #expect(layers.command(for: .paste("x\n")) == nil)
  }

  /// Where `q` is typed, the key bar names Ctrl-C as the way out, at its right.
  @Test func overALayerThatTakesTextTheKeyBarNamesCtrlC() {
    var layers = Layers<TextField.Action>(base: [])
    #expect(!layers.bindings.contains { $0.hint == "Ctrl-C" })
    layers.push(TextField.keyMap, close: .cancel) { TextField.action(for: $0) }
    var canvas = Canvas(size: Size(columns: 40, rows: 1), glyphs: Glyphs(isUnicode: true))
    KeyBar.render(layers.bindings, in: canvas.bounds, on: &canvas)
    #expect(canvas.grid.text == " Enter done  Esc cancel     Ctrl-C quit")
  }

  /// A list's filter, as a layer: nothing while it is closed; typed, it takes the keys the
  /// list does not bind as text, and Esc cancels it.
  @Test func aListsFilterIsALayerWhileItIsTyped() {
    var list = List<String>.State(rows: ["apples", "pears"]) { $0 }
    var layers = Layers<List<String>.Action>(base: [])
    layers.pushFilter(of: list, in: Rect(column: 0, row: 0, width: 20, height: 5)) { $0 }
    #expect(layers.overlays.isEmpty)

    list.selection.isFiltering = true
    layers.pushFilter(of: list, in: Rect(column: 0, row: 0, width: 20, height: 5)) { $0 }
    #expect(
      layers.command(for: .character("q")) == .send(.onScreen(rows: 4, .filter(.insert("q")))))
    #expect(layers.command(for: .escape) == .send(.onScreen(rows: 4, .filter(.cancel))))
    #expect(layers.command(for: .control("c")) == .quit)

    // Bindings of the caller's own: a list key they leave out is not the list's either.
    var own = Layers<List<String>.Action>(base: [])
    own.pushFilter(of: list, in: Rect(column: 0, row: 0, width: 20, height: 5), bindings: []) {
      $0
    }
    #expect(own.command(for: .down) == nil)
    #expect(own.command(for: .character("j")) == .send(.onScreen(rows: 4, .filter(.insert("j")))))
  }

  @Test func theBindingsInForceClaimNoKeyTwice() {
    var layers = Layers(base: base)
    #expect(layers.bindings.conflictingKeys().isEmpty)
    #expect(layers.bindings.contains { $0.hint == "q" && $0.label == "quit" })
    layers.push(base, close: .helpClosed)
    #expect(layers.bindings.conflictingKeys().isEmpty)
    #expect(layers.bindings.contains { $0.hint == "Esc" && $0.label == "close" })
  }

  enum Field: CaseIterable, Equatable { case title, items, notes }

  @Test func focusMovesInOrderAndWraps() {
    #expect(Focus.moved(Field.title, .next) == .items)
    #expect(Focus.moved(Field.notes, .next) == .title)
    #expect(Focus.moved(Field.title, .previous) == .notes)
    #expect(Focus.moved(Field?.none, .next) == .title)
    #expect(Focus.moved(Field?.none, .previous) == .notes)
    let keys = Focus.keyMap { $0 }
    #expect(keys.action(for: .tab) == .next)
    #expect(keys.action(for: .backTab) == .previous)
  }

  @Test func focusMovesAmongFieldsKnownOnlyFromTheState() {
    enum Row: Equatable { case title, item(Int) }
    let fields: [Row] = [.title, .item(7), .item(3)]
    #expect(Focus.moved(Row.title, .next, among: fields) == .item(7))
    #expect(Focus.moved(Row.item(3), .next, among: fields) == .title)
    #expect(Focus.moved(Row.title, .previous, among: fields) == .item(3))
    #expect(Focus.moved(Row?.none, .next, among: fields) == .title)
    // A field that went (its row was deleted) starts again from an end.
    #expect(Focus.moved(Row.item(9), .previous, among: fields) == .item(3))
    #expect(Focus.moved(Row.title, .next, among: []) == nil)
  }

  @Test func terminalErrorsNameNoApp() {
    let errors: [TerminalError] = [
      .notATerminal, .noTerminalType, .dumbTerminal, .unknownTerminal("xyz"),
    ]
    for error in errors {
      #expect(!"\(error)".lowercased().contains("primetime"))
    }
    #expect(
      "\(TerminalError.notATerminal)".hasPrefix("standard input and output must be a terminal"))
  }
}
