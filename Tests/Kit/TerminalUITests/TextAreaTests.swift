import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A parent of a text area as its documentation composes one.
@Reducer
private struct Note {
  @ObservableState
  struct State: Equatable {
    var body = TextArea.State(placeholder: "Write a note")
  }

  enum Action: Equatable {
    case body(TextArea.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.body, action: \.body) { TextArea() }
  }
}

/// The text area on the whole screen, heard as the accessible mode says it.
private struct NoteView: TerminalView {
  let state: Note.State
  let environment: TerminalEnvironment

  init(state: Note.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  var rect: Rect { Rect(size: environment.size) }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    TextArea.render(state.body, in: rect, on: &canvas)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Note.Action>? {
    TextArea.action(for: key, state: state.body, in: rect).map { .send(.body($0)) }
  }

  func describe() -> [String] { [TextArea.describe(state.body, label: "Body")] }
}

/// The kit's text area: lines typed and pasted, soft-wrapped by display width, the cursor
/// moved by cluster, row and word, shell-style deletes, undo and redo by the edit, a limit,
/// and a view that scrolls with the cursor.
@MainActor
@Suite struct TextAreaTests {
  typealias Store = TestStoreOf<TextArea>

  func store(_ text: String = "", limit: Int? = nil) -> Store {
    TestStore(initialState: TextArea.State(text: text, limit: limit)) { TextArea() }
  }

  fileprivate func screen(
    _ text: String = "", size: Size = Size(columns: 40, rows: 12)
  ) -> TerminalTestStore<NoteView> {
    var state = Note.State()
    state.body = TextArea.State(text: text, placeholder: "Write a note")
    return TerminalTestStore<NoteView>(
      initialState: state, environment: TerminalEnvironment(size: size)
    ) {
      Note()
    }
  }

  static func at(_ line: Int, _ column: Int) -> TextArea.Position {
    TextArea.Position(line: line, column: column)
  }

  @Test func typingAndEnterMakeLines() async {
    let store = store()
    store.exhaustivity = .off
    await store.send(.insert("M"))
    await store.send(.insert("i"))
    await store.send(.insert("\n"))
    await store.send(.insert("é"))
    #expect(store.state.lines == ["Mi", "é"])
    #expect(store.state.cursor == Self.at(1, 1))
    #expect(store.state.count == 4)
    #expect(store.state.text == "Mi\né")
    // Backspace at a line's start joins it to the line above.
    await store.send(.moveToLineStart)
    await store.send(.deleteBackward)
    #expect(store.state.lines == ["Mié"])
    #expect(store.state.cursor == Self.at(0, 2))
  }

  /// The cursor moves by cluster: 👩‍🔬 and e with its accent are one step each.
  @Test func theCursorMovesByCluster() async {
    let store = store("a👩‍🔬e\u{301}b")
    store.exhaustivity = .off
    await store.send(.moveLeft)
    #expect(store.state.cursor == Self.at(0, 3))
    await store.send(.moveLeft)
    await store.send(.deleteBackward)
    #expect(store.state.lines == ["ae\u{301}b"])
    await store.send(.deleteForward)
    #expect(store.state.lines == ["ab"])
  }

  /// Words and lines as a shell has them: Alt-b, Ctrl-W, Ctrl-K (joining the next line at the
  /// end of one), Ctrl-U.
  @Test func wordsAndLinesAsInAShell() async {
    let store = store("buy oat milk\nand bread")
    store.exhaustivity = .off
    await store.send(.moveTo(Self.at(0, 12)))
    await store.send(.moveWordLeft)
    #expect(store.state.cursor == Self.at(0, 8))
    await store.send(.deleteWordBackward)
    #expect(store.state.lines == ["buy milk", "and bread"])
    await store.send(.moveWordRight)
    #expect(store.state.cursor == Self.at(0, 8))
    await store.send(.deleteToLineEnd)
    #expect(store.state.lines == ["buy milkand bread"])
    await store.send(.deleteToLineEnd)
    #expect(store.state.lines == ["buy milk"])
    await store.send(.deleteToLineStart)
    #expect(store.state.lines == [""])
    #expect(store.state.count == 0)
  }

  /// A paste of three lines is one edit: one undo takes it away, one redo puts it back. Typing
  /// is undone a word at a time.
  @Test func aPasteIsOneEditAndTypingIsUndoneAWordAtATime() async {
    let store = store("Notes: ")
    store.exhaustivity = .off
    await store.send(.insert("eggs\r\nmilk\n\tbread"))
    #expect(store.state.lines == ["Notes: eggs", "milk", "    bread"])
    await store.send(.undo)
    #expect(store.state.lines == ["Notes: "])
    #expect(store.state.cursor == Self.at(0, 7))
    await store.send(.redo)
    #expect(store.state.text == "Notes: eggs\nmilk\n    bread")
    for character in " and tea" { await store.send(.insert(String(character))) }
    await store.send(.undo)
    #expect(store.state.lines.last == "    bread and ")
    await store.send(.undo)
    #expect(store.state.lines.last == "    bread ")
    await store.send(.undo)
    #expect(store.state.lines.last == "    bread")
    // A new edit forgets what was undone.
    await store.send(.insert("!"))
    #expect(store.state.redoStack.isEmpty)
  }

  /// With a limit, what does not fit is not typed: a paste is cut to the room left.
  @Test func aLimitKeepsWhatFits() async {
    let store = store("ab", limit: 5)
    store.exhaustivity = .off
    await store.send(.insert("c\nde"))
    #expect(store.state.text == "abc\nd")
    await store.send(.insert("x"))
    #expect(store.state.text == "abc\nd")
    await store.send(.deleteBackward)
    await store.send(.insert("x"))
    #expect(store.state.text == "abc\nx")
  }

  /// ↑ and ↓ move a row as wrapped, keeping to the column they started from.
  @Test func upAndDownMoveARowAsWrapped() async {
    // 11 wide: 10 columns of text, the last kept for the cursor.
    let store = store("alpha beta gamma\nxy\nlonger line here")
    store.exhaustivity = .off
    func press(_ action: TextArea.Action) async {
      await store.send(.onScreen(width: 11, height: 5, action))
    }
    await press(.moveTo(Self.at(0, 3)))
    await press(.moveRows(1))
    // "alpha " then "beta gamma": the same column on the second row.
    #expect(store.state.cursor == Self.at(0, 9))
    await press(.moveRows(1))
    #expect(store.state.cursor == Self.at(1, 2))
    await press(.moveRows(1))
    // The goal is kept: back to column 3 on a longer line.
    #expect(store.state.cursor == Self.at(2, 3))
    await press(.moveRows(-2))
    #expect(store.state.cursor == Self.at(0, 9))
  }

  /// On a screen: typing, a three-line paste, and the view scrolling with the cursor; heard
  /// as the line and its place.
  @Test func onAScreenTheViewFollowsTheCursor() async {
    let store = screen(size: Size(columns: 40, rows: 4))
    // The edits' records and the cursor are the reducer tests' above; here, what is seen.
    store.store.exhaustivity = .off(showSkippedAssertions: false)
    store.assertFrame {
      """
       Write a note
      """
    }
    await store.type("Milk") {
      $0.body.lines = ["Milk"]
    } frame: {
      """
      Milk
      """
    }
    await store.press(.paste("\neggs\nbread\ntea")) {
      $0.body.lines = ["Milk", "eggs", "bread", "tea"]
    } frame: {
      """
      Milk
      eggs
      bread
      tea
      """
    } spoken: {
      """
      Body, line 4 of 4: tea.
      """
    }
    await store.press("<enter>") {
      $0.body.lines = ["Milk", "eggs", "bread", "tea", ""]
    } frame: {
      """
      eggs                                   │
      bread                                  █
      tea                                    █
                                             █
      """
    } spoken: {
      """
      Body, line 5 of 5: blank.
      """
    }
    // Up within the view: it stays where it is.
    await store.press("<up>") {
      $0.body.cursor = TextArea.Position(line: 3, column: 0)
    } frame: {
      """
      eggs                                   │
      bread                                  █
      tea                                    █
                                             █
      """
    } spoken: {
      """
      Body, line 4 of 5: tea.
      """
    }
    // The cursor, reversed, on the t of "tea".
    store.assertStyle(.reverse) {
      """


      ^
      """
    }
  }

  /// At 40 by 12, the smallest size an app is laid out in: a note of a few lines, the cursor
  /// moved a word back along its last line, Ctrl-W taking that word.
  @Test func atFortyByTwelveAWordIsMovedOverAndDeleted() async {
    let store = screen("Milk\nEggs, a dozen\nbread (wholemeal)")
    store.store.exhaustivity = .off(showSkippedAssertions: false)
    store.isNarrating = true
    await store.press("<a-b>") {
      $0.body.cursor = TextArea.Position(line: 2, column: 6)
    } frame: {
      """
      Milk
      Eggs, a dozen
      bread (wholemeal)
      """
    } spoken: {
      """
      Alt b: no change.
      """
    }
    // Nothing is said: the line is the same. The cursor is on the "(".
    store.assertStyle(.reverse) {
      """


            ^
      """
    }
    await store.press("<c-w>") {
      $0.body.lines = ["Milk", "Eggs, a dozen", "(wholemeal)"]
    } frame: {
      """
      Milk
      Eggs, a dozen
      (wholemeal)
      """
    } spoken: {
      """
      (wholemeal).
      """
    }
  }

  /// At 200 by 60, a long paragraph wraps at the width, and the cursor at its end is drawn
  /// after its last word.
  @Test func aLargeScreenWrapsAtItsWidth() async {
    let words = Array(repeating: "word", count: 60).joined(separator: " ")
    let store = screen(words, size: Size(columns: 200, rows: 60))
    store.assertFrame {
      """
      word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word
      word word word word word word word word word word word word word word word word word word word word word
      """
    }
  }
}
