import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

private struct Chore: Equatable, Sendable {
  var title: String
  var done: Int
  var items: Int
}

/// A parent of a table as the table's documentation composes one: the rows are its own, the
/// selection sits beside them, and the columns are declared once.
@Reducer
private struct Chores {
  @ObservableState
  struct State: Equatable {
    var chores: [Chore]
    var choreSelection = ListSelection()

    var choreTable: Table<Chore>.State {
      get { Table.State(rows: chores, columns: Chores.columns, selection: choreSelection) }
      set { choreSelection = newValue.selection }
    }
  }

  enum Action: Equatable {
    case choreTable(Table<Chore>.Action)
    case choreAdded(Chore)
  }

  static let columns = [
    TableColumn<Chore>("Title") { $0.title },
    TableColumn<Chore>(
      "Done", width: .fixed(4), alignment: .trailing, style: { $0.done == $0.items ? .muted : [] }
    ) { "\($0.done)" },
    TableColumn<Chore>("Items", width: .fixed(5), alignment: .trailing) { "\($0.items)" },
  ]

  var body: some ReducerOf<Self> {
    Scope(state: \.choreTable, action: \.choreTable) { Table() }
    Reduce { state, action in
      if case .choreAdded(let chore) = action {
        state.chores.append(chore)
        state.choreTable.rowsDidChange()
      }
      return .none
    }
  }
}

/// The table on the whole screen, heard as the accessible mode says it.
private struct ChoresView: TerminalView {
  let state: Chores.State
  let environment: TerminalEnvironment

  init(state: Chores.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  var rect: Rect { Rect(size: environment.size) }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    Table.render(state.choreTable, in: rect, on: &canvas)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Chores.Action>? {
    Table.action(for: key, state: state.choreTable, in: rect).map { .send(.choreTable($0)) }
  }

  func describe() -> [String] { Table.describe(state.choreTable) }
}

/// The kit's table: a header that stays, cells aligned in their columns, a sort by a column
/// on a key or a click that keeps the selected row selected, the filter over the sorted rows,
/// and moves that cost what a list's do, however many rows.
@MainActor
@Suite struct TableTests {
  fileprivate static let chores = [
    Chore(title: "Groceries", done: 2, items: 5), Chore(title: "Taxes", done: 0, items: 3),
    Chore(title: "Garden", done: 4, items: 4), Chore(title: "Books", done: 1, items: 10),
    Chore(title: "Chores", done: 3, items: 6), Chore(title: "Car", done: 0, items: 2),
    Chore(title: "Bills", done: 5, items: 9), Chore(title: "Packing", done: 12, items: 20),
    Chore(title: "Dinner", done: 1, items: 7), Chore(title: "Laundry", done: 2, items: 2),
    Chore(title: "Emails", done: 30, items: 41), Chore(title: "Plants", done: 0, items: 8),
  ]

  fileprivate func store(
    _ chores: [Chore] = chores, size: Size = Size(columns: 40, rows: 12)
  ) -> TerminalTestStore<ChoresView> {
    TerminalTestStore<ChoresView>(
      initialState: Chores.State(chores: chores),
      environment: TerminalEnvironment(size: size)
    ) {
      Chores()
    }
  }

  /// The header stays while the rows scroll; numbers sit to the right of their columns; the
  /// column names are heard on the first row.
  @Test func theHeaderStaysAndNumbersAlignRight() async {
    let store = store()
    store.assertFrame {
      """
      Title                        Done Items
      Groceries                       2     5█
      Taxes                           0     3█
      Garden                          4     4█
      Books                           1    10█
      Chores                          3     6█
      Car                             0     2█
      Bills                           5     9█
      Packing                        12    20█
      Dinner                          1     7│
      Laundry                         2     2│
                                          1/12
      """
    }
    #expect(store.spokenLines == ["Columns: Title, Done, Items", "Row 1 of 12: Groceries, 2, 5"])
    await store.press("G") {
      $0.choreSelection.row = 11
      $0.choreSelection.top = 2
    } frame: {
      """
      Title                        Done Items
      Garden                          4     4│
      Books                           1    10│
      Chores                          3     6█
      Car                             0     2█
      Bills                           5     9█
      Packing                        12    20█
      Dinner                          1     7█
      Laundry                         2     2█
      Emails                         30    41█
      Plants                          0     8█
                                         12/12
      """
    } spoken: {
      "Row 12 of 12: Plants, 0, 8."
    }
  }

  /// `s` sorts by the next column and says so on the header; the selected row stays selected
  /// where the order puts it; `S` reverses; a click on a title sorts by that column.
  @Test func aSortKeepsTheSelectedRowAndIsSaidOnTheHeader() async {
    let store = store()
    // The selection moves down a row: the text is as it was.
    await store.press("j") {
      $0.choreSelection.row = 1
    } frame: {
      """
      Title                        Done Items
      Groceries                       2     5█
      Taxes                           0     3█
      Garden                          4     4█
      Books                           1    10█
      Chores                          3     6█
      Car                             0     2█
      Bills                           5     9█
      Packing                        12    20█
      Dinner                          1     7│
      Laundry                         2     2│
                                          2/12
      """
    }
    await store.press("s") {
      $0.choreSelection.order = ListSelection.Order(
        column: 0, isAscending: true, rows: [6, 3, 5, 4, 8, 10, 2, 0, 9, 7, 11, 1])
    } frame: {
      """
      Title ▲                      Done Items
      Car                             0     2│
      Chores                          3     6│
      Dinner                          1     7█
      Emails                         30    41█
      Garden                          4     4█
      Groceries                       2     5█
      Laundry                         2     2█
      Packing                        12    20█
      Plants                          0     8█
      Taxes                           0     3█
                                         12/12
      """
    } spoken: {
      "Sorted by Title, ascending. Row 12 of 12: Taxes, 0, 3."
    }
    await store.press("S") {
      $0.choreSelection.order = ListSelection.Order(
        column: 0, isAscending: false, rows: [1, 11, 7, 9, 0, 2, 10, 8, 4, 5, 3, 6])
    } frame: {
      """
      Title ▼                      Done Items
      Taxes                           0     3█
      Plants                          0     8█
      Packing                        12    20█
      Laundry                         2     2█
      Groceries                       2     5█
      Garden                          4     4█
      Emails                         30    41█
      Dinner                          1     7█
      Chores                          3     6│
      Car                             0     2│
                                          1/12
      """
    } spoken: {
      "Sorted by Title, descending. Columns: Title, Done, Items. Row 1 of 12: Taxes, 0, 3."
    }
    // Numbers sort by their value: 41 after 9, not before it.
    await store.press(.click(column: 36, row: 0)) {
      $0.choreSelection.order = ListSelection.Order(
        column: 2, isAscending: true, rows: [5, 9, 1, 2, 0, 4, 8, 11, 6, 3, 7, 10])
    } frame: {
      """
      Title                        Done Ite…▲
      Car                             0     2█
      Laundry                         2     2█
      Taxes                           0     3█
      Garden                          4     4█
      Groceries                       2     5█
      Chores                          3     6█
      Dinner                          1     7█
      Plants                          0     8█
      Bills                           5     9│
      Books                           1    10│
                                          3/12
      """
    } spoken: {
      "Sorted by Items, ascending. Row 3 of 12: Taxes, 0, 3."
    }
  }

  /// The filter searches the rows in the order shown; a row added to a sorted table takes its
  /// place in the order.
  @Test func theFilterAndNewRowsFollowTheOrder() async {
    let store = store()
    await store.press("s") {
      $0.choreSelection.order = ListSelection.Order(
        column: 0, isAscending: true, rows: [6, 3, 5, 4, 8, 10, 2, 0, 9, 7, 11, 1])
    } frame: {
      """
      Title ▲                      Done Items
      Bills                           5     9█
      Books                           1    10█
      Car                             0     2█
      Chores                          3     6█
      Dinner                          1     7█
      Emails                         30    41█
      Garden                          4     4█
      Groceries                       2     5█
      Laundry                         2     2│
      Packing                        12    20│
                                          8/12
      """
    } spoken: {
      "Sorted by Title, ascending. Row 8 of 12: Groceries, 2, 5."
    }
    await store.press("/") {
      $0.choreSelection.isFiltering = true
    } frame: {
      """
      Title ▲                      Done Items
      Bills                           5     9█
      Books                           1    10█
      Car                             0     2█
      Chores                          3     6█
      Dinner                          1     7█
      Emails                         30    41█
      Garden                          4     4█
      Groceries                       2     5█
      Laundry                         2     2│
      Packing                        12    20│
      /type to filter                     8/12
      """
    }
    await store.type("es") {
      $0.choreSelection.filter.text = "es"
    } frame: {
      """
      Title ▲                       Done Items
      Chores                           3     6
      Groceries                        2     5
      Taxes                            0     3







      /es                                  2/3
      """
    }
    // Matches in the sorted order: Chores, Groceries, Taxes; Groceries stays selected.
    #expect(store.state.choreTable.list.shownCount == 3)
    #expect(
      Table.describe(store.state.choreTable)
        == [
          "Sorted by Title, ascending", "Filter: /es, 3 matches", "Row 2 of 3: Groceries, 2, 5",
        ])
    // Sorted in at the top, and a match: Groceries stays selected, now the third of four.
    await store.send(.choreAdded(Chore(title: "Aardvark notes", done: 0, items: 1))) {
      $0.chores.append(Chore(title: "Aardvark notes", done: 0, items: 1))
      $0.choreSelection.order = ListSelection.Order(
        column: 0, isAscending: true, rows: [12, 6, 3, 5, 4, 8, 10, 2, 0, 9, 7, 11, 1])
      $0.choreSelection.matches?.rows = [0, 4, 8, 12]
    } frame: {
      """
      Title ▲                       Done Items
      Aardvark notes                   0     1
      Chores                           3     6
      Groceries                        2     5
      Taxes                            0     3






      /es                                  3/4
      """
    }
  }

  /// A sorted feed: rows appended show last until the next sort (an append reads only the
  /// new rows), and rows let go at the front leave the others in their order.
  @Test func aSortedFeedKeepsItsOrderAsRowsComeAndGo() {
    var rows = ["b", "d", "a", "c"]
    var selection = ListSelection(row: 1)
    var list = List.State(rows: rows, selection: selection)
    list.sort(by: 0, ascending: true)
    selection = list.selection
    #expect(selection.order?.rows == [2, 0, 3, 1])
    rows += ["aa", "e"]
    selection.rowsAppended(2, to: rows, text: { $0 })
    #expect(selection.order?.rows == [2, 0, 3, 1, 4, 5])
    #expect(List.State(rows: rows, selection: selection).selectedRow == "d")
    rows.removeFirst(2)
    selection.firstRowsRemoved(2)
    // a, c, aa, e: the rows left, in the order they were shown.
    #expect(selection.order?.rows == [0, 1, 2, 3])
    #expect(selection.order?.places == [0, 1, 2, 3])
    // The selected row went: the list follows its end, as an unsorted feed's does.
    #expect(selection.followsEnd)
    #expect(List.State(rows: rows, selection: selection).selectedRow == nil)
    var sorted = List.State(rows: rows, selection: selection)
    sorted.rowsDidChange()
    #expect(sorted.selection.order?.rows.map { rows[$0] } == ["a", "aa", "c", "e"])
  }

  /// On a large screen every row fits: no scrollbar, and the title column takes the width.
  @Test func aLargeScreenShowsEveryRowWithoutABar() async {
    let store = store(Array(Self.chores.prefix(3)), size: Size(columns: 200, rows: 60))
    store.assertFrame {
      """
      Title                                                                                                                                                                                         Done Items
      Groceries                                                                                                                                                                                        2     5
      Taxes                                                                                                                                                                                            0     3
      Garden                                                                                                                                                                                           4     4























































                                                                                                                                                                                                           1/3
      """
    }
  }

  /// A sort reads each row once, for its key, and orders numbers by their value.
  @Test func aSortReadsEachRowOnce() {
    let reads = LockIsolated(0)
    let columns = [
      TableColumn<Int>("Number") { row in
        reads.withValue { $0 += 1 }
        return "n\(row)"
      }
    ]
    var state = Table.State(rows: Array((0..<1_000).reversed()), columns: columns)
    _ = Table().reduce(into: &state, action: .sort(by: 0, ascending: true))
    #expect(reads.value == 1_000)
    #expect(state.selection.order?.rows.prefix(3) == [999, 998, 997])
  }

  /// A move reads no row, sorted or not, with a million rows; a frame reads only the rows it
  /// draws.
  @Test func aMillionRowsMoveAsAHundredDo() throws {
    let reads = LockIsolated(0)
    let columns = [
      TableColumn<Int>("Number", alignment: .trailing) { row in
        reads.withValue { $0 += 1 }
        return "\(row)"
      }
    ]
    // Sorted ascending: the order a sort by the number makes.
    var selection = ListSelection()
    selection.order = ListSelection.Order(
      column: 0, isAscending: true, rows: Array((0..<1_000_000).reversed()))
    var state = Table.State(
      rows: Array((0..<1_000_000).reversed()), columns: columns, selection: selection)
    let rect = Rect(column: 0, row: 0, width: 30, height: 12)
    #expect(state.list.selectedRow == 999_999)
    let up = try #require(Table.action(for: .up, state: state, in: rect))
    _ = Table().reduce(into: &state, action: up)
    #expect(state.list.selectedRow == 999_998)
    let end = try #require(Table.action(for: .end, state: state, in: rect))
    _ = Table().reduce(into: &state, action: end)
    #expect(state.list.selectedRow == 999_999)
    #expect(reads.value == 0)
    var canvas = Canvas(size: Size(columns: 30, rows: 12), glyphs: Glyphs(isUnicode: true))
    Table.render(state, in: rect, on: &canvas)
    #expect(reads.value <= 10)
  }
}
