import ComposableArchitecture
import Foundation
import Testing

@testable import TerminalUI

/// A parent of a list, the way the list's documentation composes one: the rows are its own,
/// the list's selection sits beside them, and a computed property lends both to the list.
@Reducer
private struct Primes {
  @ObservableState
  struct State: Equatable {
    var primes: [Int]
    var primeSelection = ListSelection()

    var primeList: List<Int>.State {
      get { List.State(rows: primes, selection: primeSelection, text: { String($0) }) }
      set { primeSelection = newValue.selection }
    }
  }

  enum Action: Equatable {
    case primeList(List<Int>.Action)
    case deleteTapped
    case trimmed(to: Int)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.primeList, action: \.primeList) { List() }
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        guard let index = state.primeList.selectedIndex else { return .none }
        state.primes.remove(at: index)
        return .send(.primeList(.rowsChanged))
      case .trimmed(let count):
        state.primes.removeLast(state.primes.count - count)
        return .send(.primeList(.rowsChanged))
      case .primeList:
        return .none
      }
    }
  }
}

/// The kit's list: moves by key and mouse, the incremental filter, a selection that stays
/// valid as the parent's rows change, frames that read only the rows they show.
@MainActor
@Suite struct ListTests {
  typealias Action = List<String>.Action
  typealias Store = TestStore<List<String>.State, Action>

  static let rows = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
  /// Four rows, and the line of the filter and the position under them.
  static let rect = Rect(column: 0, row: 0, width: 20, height: 5)

  func store(_ rows: [String] = Self.rows, row: Int = 0) -> Store {
    TestStore(initialState: List.State(rows: rows, selection: ListSelection(row: row))) { List() }
  }

  /// What `notation` (one key) sends to the store's list drawn in `rect`, as its view would.
  func key(_ notation: String, _ store: Store, in rect: Rect = Self.rect) throws -> Action {
    let key = try #require(try Key.parse(notation).first)
    return try #require(List.action(for: key, state: store.state, in: rect))
  }

  /// Sends what `notation` sends, and expects the selection on `row` with the view's first row
  /// (`top`, a place among the rows shown) at `top`.
  func press(_ notation: String, _ store: Store, row: Int, top: Int) async throws {
    try await store.send(key(notation, store)) {
      $0.selection.row = row
      $0.selection.top = top
    }
  }

  /// A number typed plainly finds a row however it groups its digits, and a grouped one finds
  /// it too; text without digits is matched as it is.
  @Test func aNumberIsFoundHoweverItsDigitsAreGrouped() {
    #expect(ListSelection.text("48,407", matches: "484"))
    #expect(ListSelection.text("48,407", matches: "48 407"))
    #expect(ListSelection.text("Added 48,407 to favorites", matches: "48407"))
    #expect(ListSelection.text("1 000 000", matches: "1000000"))
    #expect(ListSelection.text("48,407", matches: "48,4"))
    #expect(!ListSelection.text("48,407", matches: "4847"))
    #expect(!ListSelection.text("eggs, milk", matches: "eggsmilk"))
    var state = List.State(rows: ["2", "48,407", "48,409"], text: { $0 })
    _ = List<String>().reduce(into: &state, action: .filter(.insert("484")))
    #expect(state.selection.matches?.rows == [1, 2])
  }

  /// While a filter is kept, its keys come first on the key bar (which shows what fits from
  /// the left): n and Esc mean what they mean only here. Last, they fell off a narrow bar.
  @Test func aKeptFiltersKeysComeFirst() {
    var state = List.State(rows: Self.rows, text: { $0 })
    state.selection.matches = ListSelection.Matches(query: "t", rows: [1, 2, 7, 9])
    let hints = List.keyMap(for: state, in: Self.rect).compactMap(\.hint)
    #expect(hints.prefix(2) == ["n/N", "Esc"])
    state.selection.matches = ListSelection.Matches(query: "x", rows: [])
    #expect(List.keyMap(for: state, in: Self.rect).first?.hint == "Esc")
  }

  @Test func arrowsAndKJMoveOneRowAndStopAtTheEnds() async throws {
    let store = store()
    try await store.send(key("j", store)) { $0.selection.row = 1 }
    try await store.send(key("<down>", store)) { $0.selection.row = 2 }
    try await store.send(key("k", store)) { $0.selection.row = 1 }
    try await store.send(key("<up>", store)) { $0.selection.row = 0 }
    try await store.send(key("k", store))
    try await press("G", store, row: 9, top: 6)
    try await store.send(key("j", store))
  }

  /// A page is the rows the list shows: four in the test's rectangle.
  @Test func pagesAndHalfPagesAreTheRowsShown() async throws {
    let store = store()
    #expect(try key("<pgdn>", store) == .onScreen(rows: 4, .move(by: 4)))
    #expect(try key("<c-d>", store) == .onScreen(rows: 4, .move(by: 2)))
    // The view scrolls as far as shows the selection (`top`, its first row), and no further.
    try await press("<pgdn>", store, row: 4, top: 1)
    try await press("<c-f>", store, row: 8, top: 5)
    try await press("<pgdn>", store, row: 9, top: 6)
    try await press("<pgup>", store, row: 5, top: 5)
    try await press("<c-b>", store, row: 1, top: 1)
    try await press("<c-b>", store, row: 0, top: 0)
    try await store.send(key("<c-d>", store)) { $0.selection.row = 2 }
    try await press("<c-d>", store, row: 4, top: 1)
    try await store.send(key("<c-u>", store)) { $0.selection.row = 2 }
    let tall = Rect(column: 0, row: 0, width: 20, height: 9)
    #expect(try key("<pgup>", store, in: tall) == .onScreen(rows: 8, .move(by: -8)))
    #expect(try key("<c-u>", store, in: tall) == .onScreen(rows: 8, .move(by: -4)))
  }

  /// The rows shown stay where they are while the selection moves among them: the view
  /// scrolls only when the selection would leave it, and only as far as brings it back.
  @Test func theViewScrollsOnlyWhenTheSelectionWouldLeaveIt() async throws {
    let store = store()
    store.exhaustivity = .off
    for _ in 0..<6 { try await store.send(key("j", store)) }
    #expect(rowsText(frame(store.state)).hasPrefix("four\nfive\nsix\nseven\n"))
    // Up within the view: the rows stay, the selection moves.
    try await store.send(key("k", store))
    try await store.send(key("k", store))
    #expect(rowsText(frame(store.state)).hasPrefix("four\nfive\nsix\nseven\n"))
    #expect(frame(store.state).grid.rows[1].prefix(13).allSatisfy { $0.style.contains(.reverse) })
    // Past the top row: the view follows one row at a time.
    try await store.send(key("k", store))
    try await store.send(key("k", store))
    #expect(rowsText(frame(store.state)).hasPrefix("three\nfour\nfive\nsix\n"))
    // A click on a row shown, and the wheel within the view, leave it still too.
    func mouse(_ key: Key) throws -> Action {
      try #require(List.action(for: key, state: store.state, in: Self.rect))
    }
    try await store.send(mouse(.click(column: 2, row: 3)))
    #expect(store.state.selection.row == 5)
    #expect(rowsText(frame(store.state)).hasPrefix("three\nfour\nfive\nsix\n"))
    try await store.send(mouse(.scrollUp(column: 2, row: 3)))
    #expect(store.state.selection.row == 2)
    #expect(rowsText(frame(store.state)).hasPrefix("three\nfour\nfive\nsix\n"))
    // From the last row (End), up keeps the last rows shown.
    try await store.send(key("G", store))
    try await store.send(key("k", store))
    #expect(rowsText(frame(store.state)).hasPrefix("seven\neight\nnine\nten\n"))
    #expect(frame(store.state).grid.rows[2].prefix(13).allSatisfy { $0.style.contains(.reverse) })
  }

  @Test func homeEndAndGJumpToEitherEnd() async throws {
    let store = store(row: 4)
    try await press("G", store, row: 9, top: 6)
    try await press("g", store, row: 0, top: 0)
    try await press("<end>", store, row: 9, top: 6)
    try await press("<home>", store, row: 0, top: 0)
  }

  /// Typing filters as it goes; the selection stays on its row while that matches, or else
  /// goes to the next that does. Enter keeps the filter; n/N wrap round the matches.
  @Test func theFilterNarrowsAsItIsTypedAndNAndShiftNWrap() async throws {
    let store = store(row: 3)
    try await store.send(key("/", store)) { $0.selection.isFiltering = true }
    // While the field has the keys, letters are typed, not moves.
    #expect(try key("j", store) == .onScreen(rows: 4, .filter(.insert("j"))))
    #expect(try key("<down>", store) == .onScreen(rows: 4, .move(by: 1)))
    try await store.send(key("e", store)) {
      $0.selection.filter.text = "e"
      $0.selection.filter.cursor = 1
      $0.selection.matches = .init(query: "e", rows: [0, 2, 4, 6, 7, 8, 9])
      $0.selection.row = 4
    }
    try await store.send(key("N", store)) {
      $0.selection.filter.text = "eN"
      $0.selection.filter.cursor = 2
      $0.selection.matches = .init(query: "eN", rows: [6, 9])
      $0.selection.row = 6
    }
    try await store.send(key("<bs>", store)) {
      $0.selection.filter.text = "e"
      $0.selection.filter.cursor = 1
      $0.selection.matches = .init(query: "e", rows: [0, 2, 4, 6, 7, 8, 9])
    }
    // A move of the field's cursor searches nothing again.
    try await store.send(key("<left>", store)) { $0.selection.filter.cursor = 0 }
    try await store.send(key("<enter>", store))
    await store.receive(.filter(.delegate(.submitted("e")))) { $0.selection.isFiltering = false }

    // The view's first row (`top`) is a place among the matches: 7 is the fifth.
    try await press("n", store, row: 7, top: 1)
    try await store.send(key("N", store)) { $0.selection.row = 6 }
    try await store.send(key("j", store)) { $0.selection.row = 7 }
    try await press("G", store, row: 9, top: 3)
    try await press("n", store, row: 0, top: 0)
    try await press("N", store, row: 9, top: 3)
    try await press("g", store, row: 0, top: 0)
    try await store.send(key("j", store)) { $0.selection.row = 2 }

    // `/` again edits the filter in force, the cursor at its end.
    try await store.send(key("/", store)) {
      $0.selection.isFiltering = true
      $0.selection.filter.cursor = 1
    }
    try await store.send(key("<enter>", store))
    await store.receive(.filter(.delegate(.submitted("e")))) { $0.selection.isFiltering = false }

    // Esc at the list clears the filter; the selected row stays selected.
    try await store.send(key("<esc>", store)) {
      $0.selection.filter.text = ""
      $0.selection.filter.cursor = 0
      $0.selection.matches = nil
    }
    #expect(store.state.selectedIndex == 2)
    // With no filter, Esc, n and N are the parent's.
    for notation in ["<esc>", "n", "N"] {
      #expect(
        List.action(for: try Key.parse(notation)[0], state: store.state, in: Self.rect) == nil)
    }
  }

  @Test func escInTheFieldClearsTheFilterAndClosesIt() async throws {
    let store = store(row: 1)
    try await store.send(key("/", store)) { $0.selection.isFiltering = true }
    try await store.send(key("z", store)) {
      $0.selection.filter.text = "z"
      $0.selection.filter.cursor = 1
      $0.selection.matches = .init(query: "z", rows: [])
    }
    // Nothing is shown: moves and n do nothing, and nothing is selected.
    await store.send(.move(by: 1))
    await store.send(.nextMatch)
    await store.send(.moveToLast)
    #expect(store.state.selectedIndex == nil)
    try await store.send(key("<esc>", store))
    await store.receive(.filter(.delegate(.cancelled))) {
      $0.selection.filter.text = ""
      $0.selection.filter.cursor = 0
      $0.selection.matches = nil
      $0.selection.isFiltering = false
    }
    #expect(store.state.selectedIndex == 1)
  }

  @Test func theFilterIgnoresCase() async {
    let store = store(["Alpha", "beta", "ALPHABET", "gamma"])
    await store.send(.openFilter) { $0.selection.isFiltering = true }
    await store.send(.filter(.insert("aLp"))) {
      $0.selection.filter.text = "aLp"
      $0.selection.filter.cursor = 3
      $0.selection.matches = .init(query: "aLp", rows: [0, 2])
    }
  }

  /// The rows are the parent's: when it takes some away, the selection is read clamped at
  /// once and stored clamped when the parent says so; a filter in force is run again.
  @Test func theSelectionStaysValidWhenTheParentsRowsShrink() async {
    let store = TestStore(initialState: Primes.State(primes: [2, 3, 5, 7, 11, 13])) { Primes() }
    await store.send(.primeList(.moveToLast)) { $0.primeSelection.row = 5 }
    await store.send(.trimmed(to: 3)) {
      $0.primes = [2, 3, 5]
      #expect($0.primeList.selectedIndex == 2)
    }
    await store.receive(.primeList(.rowsChanged)) { $0.primeSelection.row = 2 }
    await store.send(.primeList(.move(by: -1))) { $0.primeSelection.row = 1 }
    await store.send(.deleteTapped) { $0.primes = [2, 5] }
    #expect(store.state.primeList.selectedRow == 5)
    await store.receive(.primeList(.rowsChanged))

    await store.send(.trimmed(to: 0)) { $0.primes = [] }
    #expect(store.state.primeList.selectedIndex == nil)
    await store.receive(.primeList(.rowsChanged)) { $0.primeSelection.row = 0 }
    await store.send(.primeList(.move(by: 1)))
  }

  @Test func aFilterInForceIsRunAgainWhenTheRowsChange() async {
    let store = TestStore(
      initialState: Primes.State(
        primes: [2, 3, 5, 7, 11, 13, 17, 19], primeSelection: .init(row: 7))
    ) { Primes() }
    await store.send(.primeList(.filter(.insert("1")))) {
      $0.primeSelection.filter.text = "1"
      $0.primeSelection.filter.cursor = 1
      $0.primeSelection.matches = .init(query: "1", rows: [4, 5, 6, 7])
    }
    await store.send(.trimmed(to: 5)) {
      $0.primes = [2, 3, 5, 7, 11]
      // Until the parent says so, the matches past the end are not shown.
      #expect($0.primeList.shownCount == 1)
      #expect($0.primeList.selectedRow == 11)
    }
    await store.receive(.primeList(.rowsChanged)) {
      $0.primeSelection.matches = .init(query: "1", rows: [4])
      $0.primeSelection.row = 4
    }
  }

  /// Deleting the last match selects the match before it, as deleting the last row does
  /// without a filter: a held delete key goes on up the matches, never back to the first.
  @Test func deletingTheLastMatchSelectsTheOneBeforeIt() async {
    let store = TestStore(
      initialState: Primes.State(primes: [2, 3, 11, 13, 17], primeSelection: .init(row: 4))
    ) { Primes() }
    await store.send(.primeList(.filter(.insert("1")))) {
      $0.primeSelection.filter.text = "1"
      $0.primeSelection.filter.cursor = 1
      $0.primeSelection.matches = .init(query: "1", rows: [2, 3, 4])
    }
    await store.send(.deleteTapped) { $0.primes = [2, 3, 11, 13] }
    await store.receive(.primeList(.rowsChanged)) {
      $0.primeSelection.matches = .init(query: "1", rows: [2, 3])
      $0.primeSelection.row = 3
    }
    #expect(store.state.primeList.selectedRow == 13)
  }

  /// From a feed that follows its end, N goes to the newest match and n to the oldest.
  @Test func previousMatchFromTheEndIsTheNewest() async {
    var state = List.State(rows: Self.rows, selection: ListSelection(followsEnd: true))
    for action: Action in [.filter(.insert("e")), .previousMatch] {
      _ = List().reduce(into: &state, action: action)
    }
    #expect(state.selectedRow == "ten")
    for action: Action in [.follow, .nextMatch] { _ = List().reduce(into: &state, action: action) }
    #expect(state.selectedRow == "one")
  }

  @Test func moveSelectAndRowsChangedOnAnEmptyListDoNothing() async {
    let store = store([])
    await store.send(.move(by: 1))
    await store.send(.moveToLast)
    await store.send(.select(0))
    await store.send(.nextMatch)
    await store.send(.rowsChanged)
    #expect(store.state.selectedRow == nil)
  }

  /// Mouse events are in screen coordinates: the list maps them through its rectangle.
  @Test func aClickSelectsTheRowUnderItAndTheWheelMoves() async {
    let rect = Rect(column: 2, row: 3, width: 20, height: 5)
    let store = store()
    func mouse(_ key: Key) -> Action? {
      List.action(for: key, state: store.state, in: rect)
    }
    #expect(mouse(.click(column: 5, row: 4)) == .onScreen(rows: 4, .select(1)))
    #expect(mouse(.click(column: 20, row: 6)) == .onScreen(rows: 4, .select(3)))
    // The last column is the scrollbar's: a click there selects the row that share of the
    // way down, the first at its top and the last at its bottom.
    #expect(mouse(.click(column: 21, row: 3)) == .onScreen(rows: 4, .select(0)))
    #expect(mouse(.click(column: 21, row: 5)) == .onScreen(rows: 4, .select(6)))
    #expect(mouse(.click(column: 21, row: 6)) == .onScreen(rows: 4, .select(9)))
    #expect(mouse(.click(column: 1, row: 4)) == nil)
    #expect(mouse(.click(column: 22, row: 4)) == nil)
    #expect(mouse(.click(column: 5, row: 2)) == nil)
    // The line of the filter and position is not a row.
    #expect(mouse(.click(column: 5, row: 7)) == nil)
    #expect(mouse(.scrollDown(column: 5, row: 5)) == .onScreen(rows: 4, .move(by: 3)))
    #expect(mouse(.scrollUp(column: 5, row: 7)) == .onScreen(rows: 4, .move(by: -3)))
    #expect(mouse(.scrollDown(column: 30, row: 5)) == nil)
    #expect(mouse(.scrollUp(column: 5, row: 8)) == nil)

    await store.send(.select(1)) { $0.selection.row = 1 }
    await store.send(.move(by: 3)) { $0.selection.row = 4 }
    await store.send(.select(42))
    // Scrolled to the end, the first line shows the seventh row.
    await store.send(.moveToLast) { $0.selection.row = 9 }
    #expect(mouse(.click(column: 2, row: 3)) == .onScreen(rows: 4, .select(6)))

    // With a filter in force, a line shows a match (the last row's nearest is the last).
    await store.send(.filter(.insert("o"))) {
      $0.selection.filter.text = "o"
      $0.selection.filter.cursor = 1
      $0.selection.matches = .init(query: "o", rows: [0, 1, 3])
      $0.selection.row = 3
    }
    #expect(mouse(.click(column: 5, row: 5)) == .onScreen(rows: 4, .select(3)))
    #expect(mouse(.click(column: 5, row: 6)) == nil)
    await store.send(.select(2))
    await store.send(.select(1)) { $0.selection.row = 1 }
  }

  /// Help and the key bar are drawn from the key map: it names every key the list answers,
  /// and none twice, whether the filter is closed, in force or open.
  @Test func theKeyMapNamesEveryKeyOnce() async {
    let store = store()
    let closed = List.keyMap(for: store.state, in: Self.rect)
    await store.send(.filter(.insert("e"))) {
      $0.selection.filter.text = "e"
      $0.selection.filter.cursor = 1
      $0.selection.matches = .init(query: "e", rows: [0, 2, 4, 6, 7, 8, 9])
    }
    let inForce = List.keyMap(for: store.state, in: Self.rect)
    await store.send(.openFilter) { $0.selection.isFiltering = true }
    let open = List.keyMap(for: store.state, in: Self.rect)

    for map in [closed, inForce, open] { #expect(map.conflictingKeys().isEmpty) }
    let keys: [Key] = [
      .up, .character("k"), .down, .character("j"), .pageUp, .pageDown, .control("f"),
      .control("b"), .control("d"), .control("u"), .home, .end, .character("g"),
      .character("G"), .character("/"),
    ]
    let named = Set(inForce.flatMap(\.keys))
    #expect(keys.allSatisfy(named.contains))
    #expect([.character("n"), .character("N"), .escape].allSatisfy(named.contains))
    #expect(!closed.contains { $0.keys.contains(.character("n")) || $0.keys.contains(.escape) })
    let field = Set(open.flatMap(\.keys))
    #expect([.enter, .escape, .up, .down, .pageUp, .pageDown].allSatisfy(field.contains))
    #expect(open.first { $0.keys == [.escape] }?.label == "clear filter")
  }

  func frame(
    _ state: List<String>.State, width: Int = 14, height: Int = 5, focused: Bool = true,
    unicode: Bool = true
  ) -> Canvas {
    var canvas = Canvas(
      size: Size(columns: width, rows: height), glyphs: Glyphs(isUnicode: unicode))
    List.render(
      state, in: Rect(column: 0, row: 0, width: width, height: height), on: &canvas,
      isFocused: focused)
    return canvas
  }

  /// The rows' text as `canvas` draws them, without the scrollbar's column: a line each.
  func rowsText(_ canvas: Canvas) -> String {
    canvas.grid.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map {
        String($0.prefix(canvas.grid.size.columns - 1)).replacingOccurrences(
          of: " +$", with: "", options: .regularExpression) + "\n"
      }
      .joined()
  }

  @Test func rendersTheRowsAroundTheSelectionAndItsPosition() {
    let canvas = frame(List.State(rows: Self.rows, selection: ListSelection(row: 5)))
    #expect(
      canvas.grid.text == """
        three        │
        four         █
        five         █
        six          │
                  6/10
        """)
    // The selected row is reversed as far as the scrollbar, which is not.
    #expect(canvas.grid.rows[3].prefix(13).allSatisfy { $0.style.contains(.reverse) })
    #expect(!canvas.grid.rows[3][13].style.contains(.reverse))
    #expect(!canvas.grid.rows[2].contains { $0.style.contains(.reverse) })
    let unfocused = frame(
      List.State(rows: Self.rows, selection: ListSelection(row: 5)), focused: false)
    #expect(unfocused.grid.rows[3][0].style == .bold)
  }

  @Test func rendersTheFilterInForceAndItsField() {
    var state = List.State(rows: Self.rows, selection: ListSelection(row: 6))
    state.selection.filter = TextField.State(text: "e")
    state.refilter()
    #expect(
      frame(state).grid.text == """
        one          █
        three        █
        five         │
        seven        │
        /e         4/7
        """)
    state.selection.isFiltering = true
    let open = frame(state)
    #expect(open.grid.text.hasSuffix("\n/e         4/7"))
    // The field's cursor, after the text, is the only reversed cell of the last line.
    #expect(
      open.grid.rows[4].indices.filter { open.grid.rows[4][$0].style.contains(.reverse) } == [2])
  }

  /// The position says none of none, where a match's would be.
  @Test func aFilterWithNoMatchSaysSo() {
    var state = List.State(rows: Self.rows)
    state.selection.filter = TextField.State(text: "xyz")
    state.selection.isFiltering = true
    state.refilter()
    #expect(
      frame(state, width: 24, height: 3).grid.text == """
        No match for “xyz”

        /xyz                 0/0
        """)
    #expect(
      frame(state, width: 24, height: 3, unicode: false).grid.text.hasPrefix(
        "No match for \"xyz\""))
    // Kept with no match, the filter offers no n or N (they would go nowhere), only Esc.
    state.selection.isFiltering = false
    let rect = Rect(column: 0, row: 0, width: 24, height: 3)
    #expect(List.keyMap(for: state, in: rect).compactMap(\.hint).contains("Esc"))
    #expect(!List.keyMap(for: state, in: rect).contains { $0.keys.contains(.character("n")) })
    state.selection.filter = TextField.State(text: "e")
    state.refilter()
    #expect(List.keyMap(for: state, in: rect).contains { $0.keys.contains(.character("n")) })
  }

  /// A list one line tall has no room for the line of the position: it shows only its row.
  @Test func aOneLineListShowsOnlyItsRow() {
    let state = List.State(rows: Self.rows, selection: ListSelection(row: 3))
    #expect(frame(state, height: 1).grid.text == "four")
    #expect(
      List.action(for: .pageDown, state: state, in: Rect(column: 0, row: 0, width: 9, height: 1))
        == .onScreen(rows: 1, .move(by: 1)))
  }

  /// A feed's list follows its end: nothing selected, the newest rows shown; up selects the
  /// last row, and `follow` goes live again.
  @Test func aListThatFollowsItsEndSelectsNothingUntilAMove() async throws {
    let store = Store(
      initialState: List.State(rows: Self.rows, selection: ListSelection(followsEnd: true))
    ) { List() }
    #expect(store.state.selectedIndex == nil)
    #expect(
      frame(store.state).grid.text == """
        seven        │
        eight        │
        nine         █
        ten          █

        """)
    #expect(!frame(store.state).grid.rows.joined().contains { $0.style.contains(.reverse) })
    try await store.send(key("k", store)) {
      $0.selection.row = 9
      $0.selection.followsEnd = false
      $0.selection.top = 6
    }
    try await store.send(key("k", store)) { $0.selection.row = 8 }
    await store.send(.follow) { $0.selection.followsEnd = true }
    try await store.send(key("g", store)) {
      $0.selection.row = 0
      $0.selection.followsEnd = false
      $0.selection.top = 0
    }
    await store.send(.follow) { $0.selection.followsEnd = true }
    // A filter typed while following keeps following; n goes to the first match.
    await store.send(.openFilter) { $0.selection.isFiltering = true }
    await store.send(.filter(.insert("t"))) {
      $0.selection.filter.text = "t"
      $0.selection.filter.cursor = 1
      $0.selection.matches = .init(query: "t", rows: [1, 2, 7, 9])
    }
    await store.send(.filter(.submit))
    await store.receive(.filter(.delegate(.submitted("t")))) { $0.selection.isFiltering = false }
    await store.send(.nextMatch) {
      $0.selection.row = 1
      $0.selection.followsEnd = false
    }
  }

  /// A feed that lets its oldest rows go keeps the selected row selected, and its matches;
  /// when the selected row goes, the list follows the end.
  @Test func droppingTheFirstRowsKeepsTheSelectedRowAndTheMatches() {
    var state = List.State(rows: Self.rows, selection: ListSelection(row: 7))
    state.selection.filter = TextField.State(text: "e")
    state.refilter()
    #expect(state.selection.matches?.rows == [0, 2, 4, 6, 7, 8, 9])
    state = List.State(rows: Array(Self.rows.dropFirst(3)), selection: state.selection)
    state.selection.firstRowsRemoved(3)
    #expect(state.selection.matches?.rows == [1, 3, 4, 5, 6])
    #expect(state.selectedRow == "eight")
    state = List.State(rows: Array(state.rows.dropFirst(5)), selection: state.selection)
    state.selection.firstRowsRemoved(5)
    #expect(state.selection.followsEnd)
    #expect(state.selectedRow == nil)
    #expect(state.selection.matches?.rows == [0, 1])
  }

  /// A feed that lets its oldest rows go while the user reads it: the rows on screen stay
  /// there, and the selection on its row.
  @Test func droppingTheFirstRowsLeavesTheRowsShownWhereTheyAre() {
    var selection = ListSelection(row: 10)
    selection.top = 8
    let rows = (0..<20).map { "entry \($0)" }
    let before = frame(List.State(rows: rows, selection: selection))
    #expect(rowsText(before).hasPrefix("entry 8\nentry 9\nentry 10\nentry 11\n"))
    selection.firstRowsRemoved(3)
    let after = frame(List.State(rows: Array(rows.dropFirst(3)), selection: selection))
    #expect(rowsText(after).hasPrefix("entry 8\nentry 9\nentry 10\nentry 11\n"))
    #expect(after.grid.rows[2].prefix(13).allSatisfy { $0.style.contains(.reverse) })
  }

  /// A million rows cost a frame what ten do: only the rows drawn are read.
  @Test func aMillionRowListReadsOnlyTheRowsItDraws() {
    let reads = LockIsolated(0)
    let state = List<Int>.State(
      rows: Array(0..<1_000_000), selection: ListSelection(row: 500_000),
      text: { row in
        reads.withValue { $0 += 1 }
        return "row \(row)"
      })
    var canvas = Canvas(size: Size(columns: 24, rows: 6), glyphs: Glyphs(isUnicode: true))
    List.render(state, in: Rect(column: 0, row: 0, width: 24, height: 6), on: &canvas)
    #expect(reads.value <= 5 + 1)
    #expect(
      canvas.grid.text == """
        row 499996             │
        row 499997             │
        row 499998             █
        row 499999             │
        row 500000             │
                  500001/1000000
        """)
  }

  /// Moving the selection reads no row; a filter reads each row once per edit, and then
  /// moves among its matches read none.
  @Test func movesReadNoRowAndAFilterReadsEachRowOncePerEdit() {
    let reads = LockIsolated(0)
    let count = 200_000
    var state = List<Int>.State(
      rows: Array(0..<count),
      text: { row in
        reads.withValue { $0 += 1 }
        return "row \(row)"
      })
    let list = List<Int>()
    for action in [List<Int>.Action.moveToLast, .move(by: -50_000), .moveToFirst, .select(123)] {
      _ = list.reduce(into: &state, action: action)
    }
    #expect(reads.value == 0)
    #expect(state.selectedIndex == 123)

    _ = list.reduce(into: &state, action: .filter(.insert("99")))
    #expect(reads.value == count)
    for action in [List<Int>.Action.nextMatch, .previousMatch, .move(by: 10), .moveToLast] {
      _ = list.reduce(into: &state, action: action)
    }
    #expect(reads.value == count)
    #expect(state.selectedIndex == 199_999)
  }

  /// A feed's append, told with `rowsAppended`, reads only the new rows however long the
  /// feed, and a match among them joins the filter's matches.
  @Test func anAppendReadsOnlyTheNewRows() {
    let reads = LockIsolated(0)
    let count = 200_000
    let text: @Sendable (Int) -> String = { row in
      reads.withValue { $0 += 1 }
      return "row \(row)"
    }
    var rows = Array(0..<count)
    var list = List.State(rows: rows, selection: ListSelection(followsEnd: true), text: text)
    _ = List<Int>().reduce(into: &list, action: .filter(.insert("20000")))
    var selection = list.selection
    let matched = selection.matches?.rows.count ?? 0
    reads.setValue(0)
    rows += [count, count + 1]
    selection.rowsAppended(2, to: rows, text: text)
    #expect(reads.value == 2)
    #expect(selection.matches?.rows.count == matched + 2)
    #expect(selection.matches?.rows.suffix(2) == [count, count + 1])
    #expect(selection.followsEnd)
  }
}
