import ComposableArchitecture
import Testing

@testable import TerminalUI

/// The kit's text field: edits as actions, keys through its key map, a frame that keeps the
/// cursor in view.
@MainActor
@Suite struct TextFieldTests {
  func store(_ text: String = "") -> TestStore<TextField.State, TextField.Action> {
    TestStore(initialState: TextField.State(text: text)) { TextField() }
  }

  /// Sends what `keys` do in a field, as a view does while the field has the focus.
  func press(_ keys: String, _ store: TestStore<TextField.State, TextField.Action>) async throws {
    store.exhaustivity = .off
    for key in try Key.parse(keys) {
      guard let action = TextField.action(for: key) else { continue }
      await store.send(action)
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func typesAtTheCursorAnywhere() async {
    let store = store("helo")
    await store.send(.moveLeft) { $0.cursor = 3 }
    await store.send(.insert("l")) {
      $0.text = "hello"
      $0.cursor = 4
    }
    await store.send(.moveToEnd) { $0.cursor = 5 }
    await store.send(.moveRight)
    await store.send(.moveToStart) { $0.cursor = 0 }
    await store.send(.moveLeft)
  }

  /// The message of a refused submit speaks of the text refused: an edit takes it away, a move
  /// of the cursor does not.
  @Test func anEditTakesTheMessageAway() async {
    var field = TextField.State(text: "abc")
    field.message = "“abc” is not a whole number."
    let store = TestStore(initialState: field) { TextField() }
    await store.send(.moveLeft) { $0.cursor = 2 }
    await store.send(.deleteBackward) {
      $0.text = "ac"
      $0.cursor = 1
      $0.message = nil
    }
  }

  @Test func deletesBackwardForwardAndToEitherEnd() async {
    let store = store("one two three")
    await store.send(.deleteBackward) {
      $0.text = "one two thre"
      $0.cursor = 12
    }
    await store.send(.deleteWordBackward) {
      $0.text = "one two "
      $0.cursor = 8
    }
    await store.send(.deleteWordBackward) {
      $0.text = "one "
      $0.cursor = 4
    }
    await store.send(.moveToStart) { $0.cursor = 0 }
    await store.send(.deleteForward) { $0.text = "ne " }
    await store.send(.deleteBackward)
    await store.send(.moveRight) { $0.cursor = 1 }
    await store.send(.deleteToEnd) { $0.text = "n" }
    await store.send(.deleteToStart) {
      $0.text = ""
      $0.cursor = 0
    }
  }

  @Test func keysGoThroughTheKeyMap() async throws {
    let store = store()
    try await press("hello world<c-w>there<home><del>H<c-e>!", store)
    #expect(store.state.text == "Hello there!")
    #expect(store.state.cursor == 12)
    try await press("<c-a><right><c-k>", store)
    #expect(store.state.text == "H")
    try await press("<c-u>", store)
    #expect(store.state.text == "")
  }

  /// A bracketed paste is one action; its line breaks become spaces in a one-line field.
  @Test func aPasteIsOneInsert() async {
    let store = store("ab")
    await store.send(.moveLeft) { $0.cursor = 1 }
    await store.send(.insert("1\n2\t3")) {
      $0.text = "a1 2 3b"
      $0.cursor = 6
    }
  }

  @Test func enterSubmitsAndEscCancels() async {
    let store = store("42")
    await store.send(.submit)
    await store.receive(.delegate(.submitted("42")))
    await store.send(.cancel)
    await store.receive(.delegate(.cancelled))
    #expect(TextField.action(for: .enter) == .submit)
    #expect(TextField.action(for: .escape) == .cancel)
    #expect(TextField.action(for: .tab) == nil)
  }

  /// A parent's field names Enter and Esc for what they do there; the other keys stay the
  /// field's, and every key sends the parent's action.
  @Test func aParentNamesEnterAndEscForWhatTheyDoThere() {
    enum Search: Equatable { case field(TextField.Action) }
    let keys = TextField.keyMap(
      embed: Search.field, submit: (label: "find", help: "find the text"),
      cancel: (label: "close", help: nil))
    let enter = keys.first { $0.keys == [.enter] }
    let escape = keys.first { $0.keys == [.escape] }
    #expect(enter?.label == "find")
    #expect(enter?.help == "find the text")
    #expect(enter?.action == .field(.submit))
    #expect(escape?.label == "close")
    #expect(escape?.help == "close")
    #expect(keys.map(\.action) == TextField.keyMap.map { .field($0.action) })
    #expect(
      zip(keys.dropFirst(2), TextField.keyMap.dropFirst(2)).allSatisfy {
        $0.label == $1.label && $0.help == $1.help
      })
  }
  func frame(_ state: TextField.State, width: Int, focused: Bool = true) -> [String] {
    var canvas = Canvas(size: Size(columns: width, rows: 2), glyphs: Glyphs(isUnicode: true))
    TextField.render(
      state, in: Rect(column: 0, row: 0, width: width, height: 2), on: &canvas,
      isFocused: focused)
    return canvas.grid.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
  }

  @Test func theTextScrollsToKeepTheCursorInView() {
    var state = TextField.State(text: "abcdefghij")
    #expect(frame(state, width: 6)[0] == "fghij")
    state.cursor = 0
    #expect(frame(state, width: 6)[0] == "abcdef")
  }

  /// Wide characters take two columns: the field measures them so.
  @Test func wideCharactersAreMeasuredByTheirWidth() {
    let state = TextField.State(text: "日本語テキスト")
    // Seven characters of two columns; nine columns hold the last four and the cursor's cell.
    #expect(frame(state, width: 9)[0] == "テキスト")
    var start = state
    start.cursor = 0
    #expect(frame(start, width: 9)[0] == "日本語テ")
  }

  /// The cursor's cell is drawn reversed while the field has the focus, and only then.
  @Test func theCursorShowsWhileFocused() {
    var state = TextField.State(text: "abc")
    state.cursor = 1
    func reversed(_ focused: Bool) -> [Int] {
      var canvas = Canvas(size: Size(columns: 10, rows: 1), glyphs: Glyphs(isUnicode: true))
      TextField.render(
        state, in: Rect(column: 0, row: 0, width: 10, height: 1), on: &canvas,
        isFocused: focused)
      return canvas.grid.rows[0].indices.filter { canvas.grid.rows[0][$0].style.contains(.reverse) }
    }
    #expect(reversed(true) == [1])
    #expect(reversed(false) == [])
  }

  @Test func placeholderAndMessage() {
    let state = TextField.State(placeholder: "a number", message: "not a number: x")
    #expect(frame(state, width: 20) == ["a number", "not a number: x"])
  }

  /// A paste is typed whole at the cursor, one line: its line breaks and tabs as spaces, its
  /// other controls left out.
  @Test func aPasteIsTypedAsOneLine() async {
    #expect(TextField.action(for: .paste("12\n34")) == .insert("12\n34"))
    let store = TestStore(initialState: TextField.State(text: "<>")) { TextField() }
    await store.send(.moveLeft) { $0.cursor = 1 }
    await store.send(.insert("1\r\n2\t3\u{7}\u{1B}4")) {
      $0.text = "<1 2 34>"
      $0.cursor = 7
    }
  }
}
