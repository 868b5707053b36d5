import AppFeature
import BenchmarkFixtures
import CPrimesieve
import ComposableArchitecture
import Dispatch
import FileClient
import Foundation
import Observation
import PrimeTimeTerminal
import Primes
import TerminalFixtures
import TerminalUI

// A small harness for `Tools/bench --instructions`: `Instructions MEASURE COUNT` does one
// measure COUNT times and prints `MEASURE COUNT SECONDS`. Run under callgrind twice with two
// counts, the difference of the two instruction totals divided by the difference of the counts
// is the cost of one operation, without start-up, set-up or teardown.

/// One measure: set up, then run the operation `count` times; returns the seconds the
/// operations took (set-up excluded).
typealias Measure = @MainActor (_ count: Int) async -> Double

let storeAndFrameMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "flat", "a counter increment in a flat switch",
    { count in
      var state = AppFeature.State.benchmark
      let reducer = FlatAppReducer()
      return timed(count) {
        _ = reducer.reduce(into: &state, action: .counter(.incrementButtonTapped))
      }
    }
  ),
  (
    "reducer", "a counter increment through AppFeature's reducer (built once, as a store does)",
    {
      count in
      // Built through the conformance, as a store builds it: the tree is then made (and
      // specialized) in AppFeature's module, where the type of its `body` is known.
      let reducer: any Reducer<AppFeature.State, AppFeature.Action> = AppFeature()
      let node = withDependencies {
        $0.actionLog = .disabled
      } operation: {
        reducer._makeNode()
      }
      var state = AppFeature.State.benchmark
      return timed(count) {
        _ = node._reduce(into: &state, action: .counter(.incrementButtonTapped))
      }
    }
  ),
  (
    "store", "Store.send of a counter increment through AppFeature",
    { count in
      let store = Store(initialState: AppFeature.State.benchmark) {
        AppFeature()
      } withDependencies: {
        $0.actionLog = .disabled
      }
      return timed(count) { _ = store.send(.counter(.incrementButtonTapped)) }
    }
  ),
  (
    "bump", "Store.send to a one-line reducer",
    { count in
      let store = Store(initialState: 0) { Bump() }
      return timed(count) { _ = store.send(.bump) }
    }
  ),
  (
    "bump-override", "the same under one .dependency override",
    { count in
      let store = Store(initialState: 0) { Bump().dependency(\.level, 2) }
      return timed(count) { _ = store.send(.bump) }
    }
  ),
  (
    "key-frame", "a + key to its frame, 80x24, Log tab hidden, the action recorded in the Log",
    { count in
      keyToFrame(count, tab: .counter)
    }
  ),
  (
    "frame", "a frame of the Counter tab, 80x24, from its state",
    { count in
      let view = AppView(
        state: PrimeTimeTerminal.State(app: .benchmark),
        environment: TerminalEnvironment(
          size: Size(columns: 80, rows: 24), glyphs: Glyphs(isUnicode: true),
          timeZone: TimeZone(identifier: "UTC")!))
      return timed(count) { _ = view.render() }
    }
  ),
  (
    "key-frame-log", "the same with the Log tab showing",
    { count in
      keyToFrame(count, tab: .log)
    }
  ),
]
/// A send to one row of a list of `count` rows, through the root store or the row's own store.
@MainActor
func rowMeasure(_ count: Int, named name: String, throughRowStore: Bool = false) -> (
  name: String, what: String, run: Measure
) {
  (
    name,
    throughRowStore
      ? "a send to the middle row's own store (scoped to it), \(count.formatted()) rows"
      : "Store.send to the middle row of \(count.formatted()) rows (forEach)",
    { repeats in
      let store = Store(initialState: Rows.State(count: count)) { Rows() }
      let middle = count / 2
      if throughRowStore {
        let row = store.scope(state: \.rows[id: middle], action: \.rows[id: middle])!
        return timed(repeats) { _ = row.send(.toggle) }
      }
      return timed(repeats) { _ = store.send(.rows(.element(id: middle, action: .toggle))) }
    }
  )
}

let rowMeasures = [
  rowMeasure(100, named: "rows-100"), rowMeasure(10_000, named: "rows-10k"),
  rowMeasure(1_000_000, named: "rows-1m"),
  rowMeasure(100, named: "row-store-100", throughRowStore: true),
  rowMeasure(1_000_000, named: "row-store-1m", throughRowStore: true),
  (
    "scope-row", "Store.scope to the middle row, already scoped (its cached store), 10,000 rows",
    { count in
      let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
      let row = store.scope(state: \.rows[id: 5_000], action: \.rows[id: 5_000])
      return timed(count) {
        precondition(store.scope(state: \.rows[id: 5_000], action: \.rows[id: 5_000]) === row)
      }
    }
  ),
]

/// The renderer's side of a frame at 200x60, the largest common terminal: drawing, the diff the
/// event loop and the backend make, the backend's presenting, and a key press from its byte to
/// its grid. `ListFrame` (in TerminalFixtures) is a list screen drawn with the kit's `Canvas`;
/// two frames whose selections are a row apart differ in two rows.
let renderMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "canvas-200x60", "a 200x60 list screen drawn on a Canvas, to its Grid",
    { count in
      let frame = ListFrame(size: Size(columns: 200, rows: 60), selected: 10)
      var rows = 0
      let seconds = timed(count) { rows &+= frame.grid.rows.count }
      precondition(rows == 60 * count)
      return seconds
    }
  ),
  (
    "diff-200x60",
    "two 200x60 grids a selection row apart: the event loop's != and the backend's changedRows",
    { count in
      let size = Size(columns: 200, rows: 60)
      let before = ListFrame(size: size, selected: 10).grid
      let after = ListFrame(size: size, selected: 11).grid
      var changed = 0
      let seconds = timed(count) {
        if after != before { changed &+= after.changedRows(from: before).count }
      }
      precondition(changed == 2 * count)
      return seconds
    }
  ),
  (
    "frame-200x60", "canvas-200x60 then diff-200x60: a frame drawn and diffed with the last",
    { count in
      let size = Size(columns: 200, rows: 60)
      let frames = [
        ListFrame(size: size, selected: 10), ListFrame(size: size, selected: 11),
      ]
      var last = frames[1].grid
      var index = 0
      var changed = 0
      let seconds = timed(count) {
        let grid = frames[index].grid
        if grid != last { changed &+= grid.changedRows(from: last).count }
        last = grid
        index ^= 1
      }
      precondition(changed == 2 * count)
      return seconds
    }
  ),
  (
    "present-200x60",
    "NcursesBackend.present of a 200x60 frame a selection row from the last, on a pseudo-terminal",
    { count in presentMeasure(count, inColour: false) }
  ),
  (
    "present-200x60-colour",
    "present-200x60 with colour tokens on every row (accent numbers, muted rows), xterm-256color",
    { count in presentMeasure(count, inColour: true) }
  ),
  (
    "key-bytes-frame",
    "the byte of + to its 80x24 frame: KeyParser, AppView's command, Store.send, render, diff",
    { count in keyBytesToFrame(count) }
  ),
]

/// NcursesBackend.present of 200x60 frames a selection row apart, `count` times, plain or with
/// colour tokens, on a pseudo-terminal as xterm-256color.
@MainActor
func presentMeasure(_ count: Int, inColour: Bool) -> Double {
  setenv("TERM", "xterm-256color", 1)
  setenv("LC_ALL", "C.UTF-8", 1)
  let size = Size(columns: 200, rows: 60)
  let frames = [
    ListFrame(size: size, selected: 10, inColour: inColour).grid,
    ListFrame(size: size, selected: 11, inColour: inColour).grid,
  ]
  let terminal = PseudoTerminal(columns: size.columns, rows: size.rows)
  terminal.discardWrites()
  let backend = try! NcursesBackend(colors: true, synchronizedOutput: .on)
  backend.present(frames[1])
  var index = 0
  let seconds = timed(count) {
    backend.present(frames[index])
    index ^= 1
  }
  backend.stop()
  terminal.restore()
  return seconds
}

/// A parent keeping its rows and the kit's `ListSelection` beside them, as the List widget's
/// documentation composes it.
@Reducer
struct RowList {
  @ObservableState
  struct State: Equatable {
    var rows: [Int]
    var selection = ListSelection(row: 50)
    var list: List<Int>.State {
      get { List.State(rows: rows, selection: selection, text: { String($0) }) }
      set { selection = newValue.selection }
    }
  }
  enum Action {
    case list(List<Int>.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { List() }
  }
}

/// Moving a list's selection a row (down, then up, alternately) through a Store, and with
/// `frame` its 80x24 frame drawn too: the same cost for a million rows as for a hundred.
@MainActor
func listMove(_ count: Int, rows: Int, frame: Bool) -> Double {
  let store = Store(initialState: RowList.State(rows: Array(0..<rows))) { RowList() }
  let rect = Rect(column: 0, row: 0, width: 80, height: 24)
  var step = 1
  var drawn = 0
  let seconds = timed(count) {
    // As a key sends it, on a list 23 rows tall.
    store.send(.list(.onScreen(rows: 23, .move(by: step))))
    step = -step
    if frame {
      var canvas = Canvas(size: Size(columns: 80, rows: 24), glyphs: Glyphs(isUnicode: true))
      List.render(store.state.list, in: rect, on: &canvas)
      drawn &+= canvas.grid.rows.count
    }
  }
  precondition(store.state.selection.row == (count % 2 == 0 ? 50 : 51))
  precondition(drawn == (frame ? 24 * count : 0))
  return seconds
}

/// Appending a row to a list's rows while a filter (`1`, which about half the rows match) is
/// in force, as a feed does, and telling its selection: the list reads only the new row. The
/// list's part alone: an array held in `@ObservableState` is copied when changed in place (the
/// old value is kept to tell observers), whatever the list does.
@MainActor
func listAppend(_ count: Int, rows: Int) -> Double {
  var list = List<Int>.State(rows: Array(0..<rows), text: { String($0) })
  _ = List<Int>().reduce(into: &list, action: .filter(.insert("1")))
  var selection = list.selection
  var shown = list.rows
  // The rows and the matches held once, as a parent's stored properties hold them.
  list = List<Int>.State(rows: [], text: { String($0) })
  let matched = selection.matches?.rows.count ?? 0
  let seconds = timed(count) {
    shown.append(shown.count)
    selection.rowsAppended(1, to: shown, text: { String($0) })
  }
  precondition(shown.count == rows + count)
  precondition((selection.matches?.rows.count ?? 0) > matched)
  return seconds
}

/// A number appended in place to a plain array in a store's observable state, with an observer
/// of the array (a frame's read): the change is told without the old array kept, so it is not
/// copied.
@MainActor
func arrayAppend(_ count: Int, elements: Int) -> Double {
  final class Told: @unchecked Sendable { var count = 0 }
  let store = Store(initialState: Numbers.State(count: elements)) { Numbers() }
  let told = Told()
  func observe() {
    // Told on the main actor, at the end of the send that made the change.
    withObservationTracking {
      _ = store.state.numbers.count
    } onChange: {
      told.count += 1
    }
  }
  observe()
  let seconds = timed(count) {
    _ = store.send(.append)
    observe()
  }
  precondition(store.state.numbers.count == elements + count)
  precondition(told.count == count)
  return seconds
}

let arrayMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "array-append-100", "Store.send appending to a plain [Int] in observable state, 100 elements",
    { arrayAppend($0, elements: 100) }
  ),
  (
    "array-append-1m", "the same, 1,000,000 elements",
    { arrayAppend($0, elements: 1_000_000) }
  ),
]

let listMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "list-move-100", "a List's selection moved a row, 100 rows",
    { listMove($0, rows: 100, frame: false) }
  ),
  (
    "list-move-1m", "the same, 1,000,000 rows",
    { listMove($0, rows: 1_000_000, frame: false) }
  ),
  (
    "list-frame-100", "a move and the list's 80x24 frame, 100 rows",
    { listMove($0, rows: 100, frame: true) }
  ),
  (
    "list-frame-1m", "the same, 1,000,000 rows",
    { listMove($0, rows: 1_000_000, frame: true) }
  ),
  (
    "list-append-100", "a row appended to a List with a filter in force, 100 rows",
    { listAppend($0, rows: 100) }
  ),
  (
    "list-append-1m", "the same, 1,000,000 rows",
    { listAppend($0, rows: 1_000_000) }
  ),
]

let favoriteMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "favorite-delete-1k",
    "a favorite deleted and put back through AppFeature, the Activity recording it, 1,000 favorites",
    { favoriteDelete($0, favorites: 1_000) }
  ),
  (
    "favorite-delete-100k", "the same, 100,000 favorites",
    { favoriteDelete($0, favorites: 100_000) }
  ),
  (
    "favorites-save-1k",
    "a prime added to 1,000 favorites and saved through the key, on the live FileClient (wall time)",
    { await favoritesOnDisk($0, favorites: 1_000, saving: true) }
  ),
  (
    "favorites-save-100k", "the same, 100,000 favorites",
    { await favoritesOnDisk($0, favorites: 100_000, saving: true) }
  ),
  (
    "favorites-load-1k", "1,000 favorites read again through the key (wall time)",
    { await favoritesOnDisk($0, favorites: 1_000, saving: false) }
  ),
  (
    "favorites-load-100k", "the same, 100,000 favorites",
    { await favoritesOnDisk($0, favorites: 100_000, saving: false) }
  ),
]

/// `@Shared(.favoritePrimes)` on the live FileClient, in a folder of its own holding `favorites`
/// primes: `count` times, a prime added and `save()` waited for (each write a whole file,
/// flushed and renamed), or the file read again with `load()` (read, decoded, every entry
/// checked to be a unique prime). Asynchronous work: wall time, not instructions.
@MainActor
func favoritesOnDisk(_ count: Int, favorites: Int, saving: Bool) async -> Double {
  let folder = URL.temporaryDirectory.appending(path: "bench-favorites-\(UUID())")
  defer { try? FileManager.default.removeItem(at: folder) }
  try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var stored: [Int] = []
  var candidate = 2
  while stored.count < favorites {
    if isPrime(candidate) { stored.append(candidate) }
    candidate += 1
  }
  try! JSONEncoder().encode(stored).write(to: folder.appending(path: "favorite-primes.json"))
  let primes = withDependencies {
    $0.fileClient = .live(directory: folder)
  } operation: {
    Shared(.favoritePrimes)
  }
  try! await primes.load()
  precondition(primes.wrappedValue.count == favorites)
  var next = stored.last! + 1
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<count {
    if saving {
      while !isPrime(next) { next += 1 }
      let prime = next
      primes.withLock { $0.append(prime) }
      next += 1
      try! await primes.save()
    } else {
      try! await primes.load()
    }
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  precondition(primes.wrappedValue.count == favorites + (saving ? count : 0))
  return seconds
}

/// A favorite deleted and put back, `count` times, through AppFeature's store with the Activity
/// recording each change; the list is a plain shared value, so the file's write is not counted.
@MainActor
func favoriteDelete(_ count: Int, favorites: Int) -> Double {
  let primes = Array(0..<favorites)
  let store = Store(
    initialState: AppFeature.State(favoritePrimes: .init(primes: Shared(value: primes)))
  ) {
    AppFeature()
  } withDependencies: {
    $0.actionLog = .disabled
  }
  let prime = favorites / 2
  let seconds = timed(count) {
    _ = store.send(.favoritePrimes(.deleteButtonTapped(prime: prime)))
    _ = store.send(.favoritePrimes(.undoDeleteButtonTapped))
  }
  precondition(store.state.favoritePrimes.primes == primes)
  return seconds
}

/// A parent keeping its rows and the selection beside them, lent to a `Table` of three
/// columns, as the Table widget's documentation composes it.
@Reducer
struct RowTable {
  @ObservableState
  struct State: Equatable {
    var rows: [Int]
    var selection = ListSelection(row: 50)
    var table: Table<Int>.State {
      get { Table.State(rows: rows, columns: RowTable.columns, selection: selection) }
      set { selection = newValue.selection }
    }
  }
  enum Action {
    case table(Table<Int>.Action)
  }
  static let columns = [
    TableColumn<Int>("Number", width: .fixed(10), alignment: .trailing) { String($0) },
    TableColumn<Int>("Even") { $0 % 2 == 0 ? "yes" : "no" },
    TableColumn<Int>("Last digit", width: .fixed(10), alignment: .trailing) { String($0 % 10) },
  ]
  var body: some ReducerOf<Self> {
    Scope(state: \.table, action: \.table) { Table() }
  }
}

/// Moving a table's selection a row (down, then up, alternately) through a Store, the rows
/// sorted by a column (descending, so the order is not the rows' own), with `frame` its 80x24
/// frame drawn too: the same cost for a million rows as for a hundred. The sort is made once,
/// before the moves.
@MainActor
func tableMove(_ count: Int, rows: Int, frame: Bool) -> Double {
  let store = Store(initialState: RowTable.State(rows: Array(0..<rows))) { RowTable() }
  store.send(.table(.sort(by: 0, ascending: false)))
  let rect = Rect(column: 0, row: 0, width: 80, height: 24)
  let selected = store.state.table.selectedRow
  var step = 1
  var drawn = 0
  let seconds = timed(count) {
    // As a key sends it, on a table whose rows are 22 tall under its header.
    store.send(.table(.onScreen(rows: 22, .move(by: step))))
    step = -step
    if frame {
      var canvas = Canvas(size: Size(columns: 80, rows: 24), glyphs: Glyphs(isUnicode: true))
      Table.render(store.state.table, in: rect, on: &canvas)
      drawn &+= canvas.grid.rows.count
    }
  }
  precondition(count % 2 == 1 || store.state.table.selectedRow == selected)
  precondition(drawn == (frame ? 24 * count : 0))
  return seconds
}

/// A page up and back to the end of a log in a `Viewport` that follows its end, 80x24, as
/// keys send them: the same cost for a million lines as for a hundred.
@MainActor
func viewportPage(_ count: Int, lines: Int) -> Double {
  let lines = (0..<lines).map {
    "entry \($0): a line of the log, long enough to wrap at 80 columns, as some do"
  }
  var state = Viewport.State(lines: lines, position: ViewportPosition(followsEnd: true))
  let rect = Rect(column: 0, row: 0, width: 80, height: 24)
  let keys = [Key.pageUp, .end].map { Viewport.action(for: $0, state: state, in: rect)! }
  var index = 0
  let seconds = timed(count) {
    _ = Viewport<String>().reduce(into: &state, action: keys[index])
    index ^= 1
  }
  precondition(state.position.followsEnd == (count % 2 == 0))
  return seconds
}

/// A character typed and deleted again in the middle of a `TextArea` of `lines` lines, 80x24,
/// as keys send them: a key costs what its line costs, the same for 10,000 lines as for 10.
func textAreaKey(_ count: Int, lines: Int) -> Double {
  let text = (0..<lines).map { "line \($0): some words of a note, as typed" }
    .joined(separator: "\n")
  var state = TextArea.State(text: text)
  let rect = Rect(column: 0, row: 0, width: 80, height: 24)
  _ = TextArea().reduce(
    into: &state,
    action: .onScreen(width: 80, height: 24, .moveTo(.init(line: lines / 2, column: 5))))
  let keys = [Key.character("x"), .backspace].map {
    TextArea.action(for: $0, state: state, in: rect)!
  }
  var index = 0
  let seconds = timed(count) {
    _ = TextArea().reduce(into: &state, action: keys[index])
    index ^= 1
  }
  precondition(state.lines.count == lines)
  return seconds
}

let widgetMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "textarea-key-10", "a character typed, or deleted, in a TextArea of 10 lines",
    { textAreaKey($0, lines: 10) }
  ),
  (
    "textarea-key-10k", "the same, 10,000 lines",
    { textAreaKey($0, lines: 10_000) }
  ),
  (
    "table-move-100", "a sorted Table's selection moved a row, 100 rows",
    { tableMove($0, rows: 100, frame: false) }
  ),
  (
    "table-move-1m", "the same, 1,000,000 rows",
    { tableMove($0, rows: 1_000_000, frame: false) }
  ),
  (
    "table-frame-100", "a move and the table's 80x24 frame, 100 rows",
    { tableMove($0, rows: 100, frame: true) }
  ),
  (
    "table-frame-1m", "the same, 1,000,000 rows",
    { tableMove($0, rows: 1_000_000, frame: true) }
  ),
  (
    "viewport-page-100", "a log's Viewport paged up and back to its end, 100 lines",
    { viewportPage($0, lines: 100) }
  ),
  (
    "viewport-page-1m", "the same, 1,000,000 lines",
    { viewportPage($0, lines: 1_000_000) }
  ),
]

let measures =
  storeAndFrameMeasures + renderMeasures + rowMeasures + arrayMeasures + listMeasures
  + widgetMeasures + favoriteMeasures
  + sieveMeasures(10_000_000, named: "1e7", shown: "10^7")
  + sieveMeasures(100_000_000, named: "1e8", shown: "10^8")

/// `Sieve.nthPrime(n)` and `primesieve_nth_prime(n)` on one thread, side by side.
@MainActor
func sieveMeasures(_ n: Int, named name: String, shown: String) -> [(
  name: String, what: String, run: Measure
)] {
  [
    (
      "sieve-\(name)", "Sieve.nthPrime(\(shown))",
      { count in timed(count) { _ = try! Sieve.nthPrime(n) } }
    ),
    (
      "primesieve-\(name)", "primesieve_nth_prime(\(shown)), one thread",
      { count in
        primesieve_set_num_threads(1)
        return timed(count) { _ = primesieve_nth_prime(Int64(n), 0) }
      }
    ),
  ]
}

/// Runs `operation` `count` times; returns the seconds it took.
func timed(_ count: Int, _ operation: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<count { operation() }
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// What the terminal app does for one `+`: the key to an action through AppView, the action
/// through the store with its Log entry recorded in the same pass (as in the app), and the
/// frame that change asks for.
@MainActor
func keyToFrame(_ count: Int, tab: Tab) -> Double {
  var initialState = PrimeTimeTerminal.State(app: .benchmark)
  initialState.app.selectedTab = tab
  let store = Store(initialState: initialState) {
    PrimeTimeTerminal()
  } withDependencies: {
    $0.actionLog = .enabled
    $0.fileClient = .inMemory(favoritePrimes: [2, 3, 5, 7])
  }
  let size = Size(columns: 80, rows: 24)
  let zone = TimeZone(identifier: "UTC")!
  func view() -> AppView {
    AppView(
      state: store.state,
      environment: TerminalEnvironment(size: size, glyphs: Glyphs(isUnicode: true), timeZone: zone))
  }
  var frames = 0
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<count {
    if case .send(let action) = view().command(for: .character("+")) {
      store.send(action)
    }
    frames &+= view().render().rows.count
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  precondition(frames == count * size.rows)
  return seconds
}

/// What the terminal app does for the byte of `+` typed on the Counter tab, up to the grid it
/// presents: the byte through KeyParser to a key, the key through AppView to an action, the action
/// through Store.send, the view's render, and the diff with the last frame (the event loop's
/// `!=`, the backend's changed rows). The Log's recording is off here (`key-frame` has it).
@MainActor
func keyBytesToFrame(_ count: Int) -> Double {
  let store = Store(initialState: PrimeTimeTerminal.State(app: .benchmark)) {
    PrimeTimeTerminal()
  } withDependencies: {
    $0.actionLog = .disabled
    $0.fileClient = .inMemory(favoritePrimes: [2, 3, 5, 7])
  }
  let size = Size(columns: 80, rows: 24)
  let zone = TimeZone(identifier: "UTC")!
  func view() -> AppView {
    AppView(
      state: store.state,
      environment: TerminalEnvironment(size: size, glyphs: Glyphs(isUnicode: true), timeZone: zone))
  }
  var parser = KeyParser()
  var last = view().render()
  var changed = 0
  let seconds = timed(count) {
    for key in parser.feed(CollectionOfOne(UInt8(ascii: "+"))) {
      if case .send(let action) = view().command(for: key) { store.send(action) }
    }
    let grid = view().render()
    if grid != last { changed &+= grid.changedRows(from: last).count }
    last = grid
  }
  precondition(changed >= count, "a + that changed no row")
  return seconds
}

/// `Instructions effects ROUNDS`: the time of a send that restarts an effect (cancels the one
/// it started before and starts another) with 0, 1,000 and 10,000 other effects in flight, side by
/// side in one process: callgrind cannot follow Swift's cooperative thread pool. Each round
/// times a batch of sends on each store in turn, then lets the cancelled effects end; prints
/// `effects-N SECONDS-PER-SEND` (the median batch).
@MainActor
func effectsInFlight(rounds: Int) async {
  let sizes = [0, 1_000, 10_000]
  let batch = 100
  var stores: [Store<Int, Effects.Action>] = []
  for size in sizes {
    let store = Store(initialState: 0) { Effects() }
    for id in 0..<size { store.send(.start(id)) }
    stores.append(store)
  }
  try? await Task.sleep(for: .milliseconds(100))
  var times = Array(repeating: [Double](), count: sizes.count)
  for _ in 0..<rounds {
    for (index, store) in stores.enumerated() {
      times[index].append(timed(batch) { _ = store.send(.restart) } / Double(batch))
      // The cancelled effects end on the main actor: let them.
      try? await Task.sleep(for: .milliseconds(2))
    }
  }
  for (index, size) in sizes.enumerated() {
    let sorted = times[index].sorted()
    print("effects-\(size) \(sorted[sorted.count / 2])")
  }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.count == 2, arguments.first == "effects", let rounds = Int(arguments.last!) {
  await effectsInFlight(rounds: rounds)
  exit(0)
}
guard arguments.count == 2, let count = Int(arguments.last!),
  let measure = measures.first(where: { $0.name == arguments.first })
else {
  print("usage: Instructions MEASURE COUNT | Instructions effects ROUNDS")
  for measure in measures { print("  \(measure.name): \(measure.what)") }
  exit(64)
}
let seconds = await measure.run(count)
print("\(measure.name) \(count) \(seconds)")
