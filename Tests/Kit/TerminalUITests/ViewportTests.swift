import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A parent of a viewport as the viewport's documentation composes one: the lines are its own,
/// the position sits beside them, and a computed property lends both.
@Reducer
private struct Output {
  @ObservableState
  struct State: Equatable {
    var lines: [String]
    var linesPosition = ViewportPosition(followsEnd: true)

    var output: Viewport<String>.State {
      get { Viewport.State(lines: lines, position: linesPosition) }
      set { linesPosition = newValue.position }
    }
  }

  enum Action: Equatable {
    case output(Viewport<String>.Action)
    case lineAdded(String)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.output, action: \.output) { Viewport() }
    Reduce { state, action in
      if case .lineAdded(let line) = action { state.lines.append(line) }
      return .none
    }
  }
}

/// The viewport on the whole screen, heard as the accessible mode says it.
private struct OutputView: TerminalView {
  let state: Output.State
  let environment: TerminalEnvironment

  init(state: Output.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  var rect: Rect { Rect(size: environment.size) }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    Viewport.render(state.output, in: rect, on: &canvas)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Output.Action>? {
    Viewport.action(for: key, state: state.output, in: rect).map { .send(.output($0)) }
  }

  func describe() -> [String] { [Viewport.describe(state.output, in: rect)] }
}

/// The kit's scrolling text: a log that follows its end until scrolled up and then says what
/// came in, wrapping by display width with its spaces kept, cut lines scrolled sideways, the
/// scrollbar, and keys that cost what they pass, not what the text holds.
@MainActor
@Suite struct ViewportTests {
  static let thirty = (1...30).map { "line \($0)" }

  fileprivate func store(
    _ lines: [String] = thirty, position: ViewportPosition = ViewportPosition(followsEnd: true),
    size: Size = Size(columns: 40, rows: 12)
  ) -> TerminalTestStore<OutputView> {
    TerminalTestStore<OutputView>(
      initialState: Output.State(lines: lines, linesPosition: position),
      environment: TerminalEnvironment(size: size)
    ) {
      Output()
    }
  }

  /// A log shows its newest lines; scrolled up a row it stays there as lines come in, and its
  /// last row says how many, until End follows the end again.
  @Test func aLogFollowsItsEndUntilScrolledUpAndSaysWhatCameIn() async {
    let store = store()
    store.assertFrame {
      """
      line 19                                │
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                │
      line 25                                │
      line 26                                █
      line 27                                █
      line 28                                █
      line 29                                █
      line 30                                █
      """
    }
    await store.press("k") {
      $0.linesPosition.line = 17
      $0.linesPosition.followsEnd = false
      $0.linesPosition.seen = 30
    } frame: {
      """
      line 18                                │
      line 19                                │
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                █
      line 25                                █
      line 26                                █
      line 27                                █
      line 28                                █
      line 29                                │
      """
    } spoken: {
      "Lines 18 to 29 of 30: line 18."
    }
    await store.send(.lineAdded("line 31")) {
      $0.lines.append("line 31")
    } frame: {
      """
      line 18                                │
      line 19                                │
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                █
      line 25                                █
      line 26                                █
      line 27                                █
      line 28                                █
      ↓ 1 new line (End follows)             │
      """
    } spoken: {
      "Lines 18 to 29 of 31: line 18. 1 new line below; End follows them."
    }
    store.assertStyle(.reverse) {
      """
      \n\n\n\n\n\n\n\n\n\n
      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      """
    }
    await store.press("G") {
      $0.linesPosition.followsEnd = true
      $0.linesPosition.seen = nil
    } frame: {
      """
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                │
      line 25                                │
      line 26                                │
      line 27                                █
      line 28                                █
      line 29                                █
      line 30                                █
      line 31                                █
      """
    } spoken: {
      "End, line 31 of 31: line 31."
    }
  }

  /// Scrolling down to the last page follows the end again: what comes next shows.
  @Test func reachingTheEndFollowsIt() async {
    let store = store(position: ViewportPosition())
    await store.press("<pgdn>") {
      $0.linesPosition.line = 12
    } frame: {
      """
      line 13                                │
      line 14                                │
      line 15                                │
      line 16                                │
      line 17                                │
      line 18                                █
      line 19                                █
      line 20                                █
      line 21                                █
      line 22                                █
      line 23                                │
      line 24                                │
      """
    } spoken: {
      "Lines 13 to 24 of 30: line 13."
    }
    await store.press("<pgdn>") {
      $0.linesPosition.followsEnd = true
    } frame: {
      """
      line 19                                │
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                │
      line 25                                │
      line 26                                █
      line 27                                █
      line 28                                █
      line 29                                █
      line 30                                █
      """
    } spoken: {
      "End, line 30 of 30: line 30."
    }
    await store.send(.lineAdded("line 31")) {
      $0.lines.append("line 31")
    } frame: {
      """
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                │
      line 25                                │
      line 26                                │
      line 27                                █
      line 28                                █
      line 29                                █
      line 30                                █
      line 31                                █
      """
    } spoken: {
      "End, line 31 of 31: line 31."
    }
  }

  /// Lines wrap at the width by display width (a wide character is two columns), after the
  /// last space that fits, a word longer than a row broken where the row ends; a key scrolls
  /// a row, inside a line.
  @Test func linesWrapByDisplayWidthAndScrollByTheRow() async {
    let lines = ["alpha beta gamma delta epsilon zeta eta theta", "素数素数素数素数素数素数", "end"]
    let store = store(lines, position: ViewportPosition(), size: Size(columns: 20, rows: 4))
    store.assertFrame {
      """
      alpha beta gamma   █
      delta epsilon zeta █
      eta theta          █
      素数素数素数素数素 │
      """
    }
    await store.press("j") {
      $0.linesPosition.row = 1
    } frame: {
      """
      delta epsilon zeta █
      eta theta          █
      素数素数素数素数素 █
      数素数             │
      """
    } spoken: {
      "Lines 1 to 2 of 3, from its row 2: delta epsilon zeta."
    }
    await store.press("j") {
      $0.linesPosition.followsEnd = true
    } frame: {
      """
      eta theta          │
      素数素数素数素数素 █
      数素数             █
      end                █
      """
    } spoken: {
      "End, line 3 of 3: end."
    }
  }

  /// Indented text keeps its indentation when wrapped, as a diff needs.
  @Test func wrappingKeepsSpaces() {
    #expect(
      Viewport<String>.wrap("    count: 1 → 2, total", width: 14) == [
        "    count: 1 ", "→ 2, total",
      ])
    #expect(Viewport<String>.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
    #expect(Viewport<String>.wrap("  ", width: 3) == ["  "])
  }

  /// Lines cut rather than wrapped scroll sideways, no further than the widest line shown.
  @Test func cutLinesScrollSideways() async {
    let lines = ["0123456789abcdefghij", "short", "x", "y", "z"]
    let store = store(
      lines, position: ViewportPosition(wraps: false), size: Size(columns: 12, rows: 3))
    store.assertFrame {
      """
      0123456789…█
      short      █
      x          │
      """
    }
    await store.press("<right>") {
      $0.linesPosition.column = 4
    } frame: {
      """
      456789abcd…█
      t          █
                 │
      """
    } spoken: {
      "Lines 1 to 3 of 5, from column 5: 0123456789abcdefghij."
    }
    await store.press("l") {
      $0.linesPosition.column = 8
    } frame: {
      """
      89abcdefgh…█
                 █
                 │
      """
    } spoken: {
      "Lines 1 to 3 of 5, from column 9: 0123456789abcdefghij."
    }
    // As far as the widest line goes: 20 columns, 11 of them shown.
    await store.press("l") {
      $0.linesPosition.column = 9
    } frame: {
      """
      9abcdefghij█
                 █
                 │
      """
    } spoken: {
      "Lines 1 to 3 of 5, from column 10: 0123456789abcdefghij."
    }
  }

  /// A click on the scrollbar goes to that share of the text: the bottom follows the end, the
  /// top is the first line.
  @Test func aClickOnTheScrollbarGoesThere() async {
    let store = store()
    await store.press(.click(column: 39, row: 0)) {
      $0.linesPosition.followsEnd = false
      $0.linesPosition.seen = 30
    } frame: {
      """
      line 1                                 █
      line 2                                 █
      line 3                                 █
      line 4                                 █
      line 5                                 █
      line 6                                 │
      line 7                                 │
      line 8                                 │
      line 9                                 │
      line 10                                │
      line 11                                │
      line 12                                │
      """
    } spoken: {
      "Lines 1 to 12 of 30: line 1."
    }
    await store.press(.click(column: 39, row: 11)) {
      $0.linesPosition.followsEnd = true
      $0.linesPosition.seen = nil
    } frame: {
      """
      line 19                                │
      line 20                                │
      line 21                                │
      line 22                                │
      line 23                                │
      line 24                                │
      line 25                                │
      line 26                                █
      line 27                                █
      line 28                                █
      line 29                                █
      line 30                                █
      """
    } spoken: {
      "End, line 30 of 30: line 30."
    }
    // A click beside the bar is not the viewport's.
    await store.press(
      .click(column: 10, row: 3), spoken: { "a click: nothing here. Question mark for keys." }
    )
  }

  /// On a large screen, text that fits shows whole, with no bar, and the keys are the
  /// parent's: `j` does nothing.
  @Test func textThatFitsHasNoBarAndNoKeys() async {
    let store = store(Self.thirty, size: Size(columns: 200, rows: 60))
    store.assertFrame { Self.thirty.joined(separator: "\n") }
    #expect(
      Viewport.keyMap(for: store.state.output, in: Rect(size: store.environment.size)).isEmpty)
    await store.press("j", spoken: { "j: nothing here. Question mark for keys." })
  }

  /// At 200 by 60, a log of 1,000 lines scrolled up a page from its end, then a line wider
  /// than the screen wrapped in two.
  @Test func aLargeScreenScrollsAPageAndWrapsAtItsWidth() async {
    let lines = (1...1_000).map { "entry \($0)" }
    let store = store(lines, size: Size(columns: 200, rows: 60))
    await store.press("<pgup>") {
      $0.linesPosition.line = 880
      $0.linesPosition.followsEnd = false
      $0.linesPosition.seen = 1_000
    } frame: {
      // 1,000 lines, 60 showing from line 881: the thumb is 4 rows, just above the bottom.
      (881...940).enumerated().map { row, number in
        "entry \(number)".padding(toLength: 199, withPad: " ", startingAt: 0)
          + ((52..<56).contains(row) ? "█" : "│")
      }.joined(separator: "\n")
    } spoken: {
      "Lines 881 to 940 of 1000: entry 881."
    }
    let wide = String(repeating: "word ", count: 50)  // 250 columns
    await store.send(.lineAdded(wide)) {
      $0.lines.append(wide)
    } frame: {
      ((881...939).enumerated().map { row, number in
        "entry \(number)".padding(toLength: 199, withPad: " ", startingAt: 0)
          + ((52..<56).contains(row) ? "█" : "│")
      } + ["↓ 1 new line (End follows)".padding(toLength: 199, withPad: " ", startingAt: 0) + "│"])
      .joined(separator: "\n")
    } spoken: {
      "Lines 881 to 940 of 1001: entry 881. 1 new line below; End follows them."
    }
    await store.press("G") {
      $0.linesPosition.followsEnd = true
      $0.linesPosition.seen = nil
    } frame: {
      // The wide line in two rows, broken after the 39th word: 195 columns of 199.
      let rows =
        (943...1_000).map { "entry \($0)" } + [
          String(repeating: "word ", count: 39), String(repeating: "word ", count: 11),
        ]
      return rows.enumerated().map { row, text in
        text.padding(toLength: 199, withPad: " ", startingAt: 0) + (row >= 56 ? "█" : "│")
      }.joined(separator: "\n")
    } spoken: {
      "End, line 1001 of 1001: \(wide.dropLast())."
    }
  }

  /// A log that lets its oldest lines go keeps the line at the top where it is.
  @Test func droppedFirstLinesKeepTheTopLine() {
    var position = ViewportPosition()
    (position.line, position.followsEnd, position.seen) = (10, false, 30)
    position.firstLinesRemoved(4)
    #expect(position.line == 6)
    #expect(position.seen == 26)
    position.firstLinesRemoved(8)
    #expect(position.line == 0)
  }

  /// A key reads the lines it scrolls through, not the text: on a million lines, following
  /// the end, a page up reads a few pages' worth of lines.
  @Test func aKeyReadsTheLinesItPassesNotTheText() throws {
    let reads = LockIsolated(0)
    let lines = Array(0..<1_000_000)
    var state = Viewport<Int>.State(lines: lines, position: ViewportPosition(followsEnd: true)) {
      reads.withValue { $0 += 1 }
      return "line \($0)"
    }
    let rect = Rect(column: 0, row: 0, width: 80, height: 24)
    let pageUp = try #require(Viewport.action(for: .pageUp, state: state, in: rect))
    reads.setValue(0)
    _ = Viewport().reduce(into: &state, action: pageUp)
    #expect(state.position.line == 1_000_000 - 48)
    #expect(reads.value < 24 * 8)
    reads.setValue(0)
    var canvas = Canvas(size: Size(columns: 80, rows: 24), glyphs: Glyphs(isUnicode: true))
    Viewport.render(state, in: rect, on: &canvas)
    #expect(reads.value < 24 * 8)
  }
}
