import ComposableArchitecture

/// A scrolling list with a selection and an incremental filter, as a reducer. The rows are the
/// parent's: it keeps them, and a ``ListSelection`` (the selected row, the filter) beside them,
/// and lends both to the list through a computed ``State``, which `Scope` reaches like any
/// child state. The list never stores the rows itself, so nothing can drift apart:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var items: [String] = []
///   var itemSelection = ListSelection()
///
///   var itemList: List<String>.State {
///     get { List.State(rows: items, selection: itemSelection) }
///     set { itemSelection = newValue.selection }
///   }
/// }
///
/// var body: some ReducerOf<Self> {
///   Scope(state: \.itemList, action: \.itemList) { List() }
///   Reduce { state, action in
///     switch action {
///     case .deleteTapped:
///       guard let index = state.itemList.selectedIndex else { return .none }
///       state.items.remove(at: index)
///       state.itemList.rowsDidChange()
///       return .none
///     case .itemList:
///       return .none
///     }
///   }
/// }
/// ```
///
/// ```swift
/// // In the view, which knows where the list is drawn:
/// List.render(state.itemList, in: listRect, on: &canvas)
/// if let action = List.action(for: key, state: state.itemList, in: listRect) {
///   store.send(.itemList(action))
/// }
/// ```
///
/// A parent that changes its rows calls ``State/rowsDidChange()`` on the list in the same pass
/// (``Action/rowsChanged`` does the same, sent, in a second one): the selection moves back into
/// the rows and a filter in force is run again on them. Until then the selection is read
/// clamped to the rows, so it is never out of range.
///
/// A feed that grows at its end (a log, an activity list) starts its selection following the
/// end, `ListSelection(followsEnd: true)`: no row is selected and the newest rows are shown as
/// they come, until a move selects a row; ``Action/follow`` follows the end again. A feed that
/// lets its oldest rows go tells the selection with ``ListSelection/firstRowsRemoved(_:)``.
///
/// Keys (``keyMap(for:in:)``, from which help is drawn): ↑/↓ and k/j move, PgUp/PgDn and
/// Ctrl-B/Ctrl-F a page (the rows shown), Ctrl-U/Ctrl-D half a page, Home/End and g/G go to
/// either end; `/` opens the filter, a ``TextField`` that has the keys until Enter keeps the
/// filter or Esc clears it; with a filter in force, n/N go to the next or previous match
/// (after the last, the first) and Esc clears it. A click selects a row; the wheel moves.
/// What a key or the mouse sends comes wrapped in ``Action/onScreen(rows:_:)``, with the rows
/// the list shows: the view stays where it is while the selection moves within it, and
/// scrolls only as far as keeps it in view (so a half page from the middle may not scroll,
/// and a page down from the top row leaves the selection on the bottom one). A parent that
/// matches a list's actions sees a key's inside that wrapper.
///
/// A move costs the same for a million rows as for ten: it reads no row (with a filter in
/// force, it searches the matches, which are kept between edits of the filter). A frame reads
/// only the rows it shows.
@Reducer
public struct List<Row: Equatable & Sendable>: Sendable {
  /// The list as its parent lends it: the parent's rows, how each reads, and the list's own
  /// ``ListSelection``. It is made for a pass and observed through the parent's selection, so
  /// it is a plain value: observable, each read of a generic state's property would make a key
  /// path at run time.
  public struct State: Equatable, Sendable {
    /// The rows, the parent's; the list reads them and never changes them.
    public let rows: [Row]
    /// How a row reads: what is drawn, and what the filter searches (a number typed plainly
    /// finds it however the row groups its digits: `48407` finds `48,407`).
    public let text: @Sendable (Row) -> String
    /// How a row is drawn: a token of what it is (``Style/muted`` for a done item), under the
    /// selection's own style.
    public let style: @Sendable (Row) -> Style
    /// What a row is sorted by when sorted by `column` (``Action/sort(by:ascending:)``): a
    /// ``Table``'s columns' keys; a list's rows by their text.
    public let sortKey: @Sendable (_ column: Int, Row) -> SortKey
    /// What is the list's own; the parent's computed property stores it back.
    public var selection: ListSelection

    /// The list of `rows` read by `text` and drawn in `style`, with `selection`.
    ///
    /// ```swift
    /// let itemList = List.State(rows: items, selection: itemSelection, text: { $0 })
    /// let taskList = List.State(
    ///   rows: tasks, selection: taskSelection, style: { $0.isDone ? .muted : [] }, text: \.title)
    /// ```
    public init(
      rows: [Row], selection: ListSelection = ListSelection(),
      style: @escaping @Sendable (Row) -> Style = { _ in [] },
      sortKey: (@Sendable (_ column: Int, Row) -> SortKey)? = nil,
      text: @escaping @Sendable (Row) -> String
    ) {
      self.rows = rows
      self.selection = selection
      self.style = style
      self.text = text
      self.sortKey = sortKey ?? { _, row in SortKey(text(row)) }
    }

    // How rows read and look is the parent's, the same for every copy: not part of the value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.rows == rhs.rows && lhs.selection == rhs.selection
    }
  }

  /// A move of the selection, the filter, or news of the rows.
  public enum Action: Equatable, Sendable {
    /// Moves the selection by `offset` of the rows shown (up when negative), stopping at
    /// either end.
    case move(by: Int)
    case moveToFirst
    case moveToLast
    /// Selects the row at `index` of the rows (a click), if it is shown.
    case select(Int)
    /// Selects no row and shows the last rows, the newest as they are added, until a move
    /// selects one: a log's "live" mode.
    case follow
    /// Gives the filter's field the keys.
    case openFilter
    /// An edit of the filter: the rows shown follow it as it is typed.
    case filter(TextField.Action)
    /// Selects the next row that matches the filter; after the last, the first.
    case nextMatch
    /// Selects the previous row that matches the filter; before the first, the last.
    case previousMatch
    /// Shows every row again; the selected row stays selected.
    case clearFilter
    /// Shows the rows sorted by `column` (a ``Table``'s; 0 for a list's text), ascending or
    /// not; the selected row stays selected. Sorts once: the order is kept until the rows
    /// change.
    case sort(by: Int, ascending: Bool)
    /// The parent changed its rows: the selection is brought back into them and the filter
    /// run again.
    case rowsChanged
    /// `action`, made from a key or the mouse on the list as drawn, `rows` rows tall (what
    /// ``List/action(for:state:in:)`` and ``List/keyMap(for:in:)`` send): the rows shown
    /// stay where they are while the selection moves among them, and scroll only as far as
    /// keeps it in view.
    indirect case onScreen(rows: Int, Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in List.reduce(&state, action) }
  }

  /// What the reducer does, as a function a widget built on the list (``Table``) calls too:
  /// the filter's field takes its edit, then the selection moves. No key path is looked up:
  /// the state is generic, and a scope into it would look its key paths up at run time on
  /// every action.
  static func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
    guard case .onScreen(let rows, let action) = action else {
      let effect = edit(&state, action)
      List.update(&state, for: action)
      return effect
    }
    // From the rows on screen (the stored first row as the frame clamped it), as far as keeps
    // the selection in view.
    state.selection.top = List.layout(of: state, height: rows).first
    let effect = edit(&state, action)
    List.update(&state, for: action)
    state.selection.top = List.layout(of: state, height: rows).first
    return effect
  }

  /// The filter's field's part of `action`: an edit of it, which it takes.
  private static func edit(_ state: inout State, _ action: Action) -> Effect<Action> {
    guard case .filter(let edit) = action else { return .none }
    return TextField().reduce(into: &state.selection.filter, action: edit).map(Action.filter)
  }

  /// What `action` does to the selection and the filter, once the filter's field has taken
  /// its edit.
  static func update(_ state: inout State, for action: Action) {
    switch action {
    case .onScreen(_, let action):
      // Unwrapped by the reducer before it comes here, unless wrapped twice.
      update(&state, for: action)
    case .move(let offset):
      // Following, the selection is just past the last row: up selects the last.
      guard let position = state.selectedPosition ?? state.followedPosition else {
        return
      }
      state.select(position: position + offset)
    case .moveToFirst:
      state.select(position: 0)
    case .moveToLast:
      state.select(position: state.shownCount - 1)
    case .select(let index):
      guard state.rows.indices.contains(index) else { return }
      if let matches = state.selection.matches {
        let place = state.place(ofIndex: index)
        let position = matches.rows.lowerBound(of: place)
        guard position < matches.rows.count, matches.rows[position] == place else {
          return
        }
      }
      state.selection.row = index
      state.selection.followsEnd = false
    case .follow:
      state.selection.followsEnd = true
    case .openFilter:
      state.selection.isFiltering = true
      state.selection.filter.cursor = state.selection.filter.text.count
    case .filter(.delegate(.submitted)):
      state.selection.isFiltering = false
    case .filter(.delegate(.cancelled)), .clearFilter:
      state.selection.filter.text = ""
      state.selection.filter.cursor = 0
      state.selection.matches = nil
      state.selection.isFiltering = false
    case .filter:
      // The field has taken the edit already: search again only when its text has changed,
      // not for a move of its cursor.
      if state.selection.filter.text != state.selection.matches?.query ?? "" {
        state.refilter()
      }
    case .nextMatch, .previousMatch:
      let count = state.shownCount
      guard state.selection.matches != nil, count > 0 else { return }
      let isNext = action == .nextMatch
      // Following, the selection is just past the last row: next is the first, previous the
      // last.
      let position = state.selectedPosition.map { ($0 + (isNext ? 1 : count - 1)) % count }
      state.select(position: position ?? (isNext ? 0 : count - 1))
    case .sort(let column, let ascending):
      state.sort(by: column, ascending: ascending)
    case .rowsChanged:
      state.rowsDidChange()
    }
  }
}

/// What a ``List`` keeps of its own, beside the parent's rows: the selected row and the filter.
/// The parent stores it and lends it to the list with the rows (see ``List``).
///
/// ```swift
/// var items: [String] = []
/// var itemSelection = ListSelection()  // lent to the list with `items`
/// ```
@ObservableState
public struct ListSelection: Equatable, Sendable {
  /// The selected row's index in the parent's rows. ``List/State/selectedIndex`` reads it
  /// clamped to the rows, for when they have changed since.
  public var row: Int
  /// The filter's field: its text is the filter, in force while not empty.
  public var filter: TextField.State
  /// Whether the filter's field has the keys.
  public var isFiltering: Bool
  /// Whether the list follows its end: no row selected, the last rows shown as they are
  /// added (see ``List/Action/follow``).
  public var followsEnd: Bool
  /// The first row shown (its place among the rows shown) after the last key on the list: the
  /// view scrolls from there only as far as keeps the selection in view.
  public var top: Int
  /// The rows that match the filter, `nil` with no filter in force. Kept by the list on every
  /// edit of the filter, so that neither a frame nor a move searches the rows.
  public var matches: Matches?
  /// The order the rows are shown in, `nil` for theirs. Kept by the list from a sort until the
  /// rows change, so that neither a frame nor a move sorts them.
  public var order: Order?

  /// The rows that match a filter.
  public struct Matches: Equatable, Sendable {
    /// The filter they match.
    public var query: String
    /// Their places among the rows as shown (their indices, unsorted), ascending.
    public var rows: [Int]

    public init(query: String, rows: [Int]) {
      self.query = query
      self.rows = rows
    }
  }

  /// The rows sorted: by which column, which way, and where each row goes.
  public struct Order: Equatable, Sendable {
    /// The column sorted by.
    public var column: Int
    /// Whether the first row shown is the least.
    public var isAscending: Bool
    /// The rows' indices in the order shown.
    public var rows: [Int]
    /// Each row's place in that order, by its index: `places[rows[p]] == p`.
    public var places: [Int]

    public init(column: Int, isAscending: Bool, rows: [Int]) {
      self.column = column
      self.isAscending = isAscending
      self.rows = rows
      var places = [Int](repeating: 0, count: rows.count)
      for (place, row) in rows.enumerated() { places[row] = place }
      self.places = places
    }
  }

  /// The first row selected, or `row`, and no filter; or, `followsEnd`, no row selected and
  /// the newest rows shown.
  ///
  /// ```swift
  /// var entrySelection = ListSelection(followsEnd: true)  // a log: live until a row is picked
  /// ```
  public init(row: Int = 0, followsEnd: Bool = false) {
    self.row = row
    self.filter = TextField.State(placeholder: "type to filter")
    self.isFiltering = false
    self.followsEnd = followsEnd
    self.matches = nil
    self.order = nil
    self.top = 0
  }

  /// Tells the selection that the parent appended `count` rows at the end of `rows` (a feed's
  /// newest), read by `text`: a filter in force takes in those of them that match, reading only
  /// them, so an append costs the same however long the list. Called on the parent's stored
  /// selection, not through the computed list (whose copy would make the matches be copied).
  ///
  /// ```swift
  /// entries.append(entry)
  /// entrySelection.rowsAppended(1, to: entries, text: \.text)
  /// ```
  public mutating func rowsAppended<Row>(
    _ count: Int, to rows: [Row], text: (Row) -> String
  ) {
    guard count > 0 else { return }
    let appended = max(rows.count - count, 0)..<rows.count
    if var sorted = order {
      // Shown last, until the list is sorted again; their places follow the others'.
      order = nil
      for index in appended where index >= sorted.places.count {
        sorted.places.append(sorted.rows.count)
        sorted.rows.append(index)
      }
      order = sorted
    }
    guard var kept = matches else { return }
    // Taken out while it grows, so that its rows are not copied to append to them.
    matches = nil
    let needle = kept.query.lowercased()
    for index in appended where Self.text(text(rows[index]), matches: needle) {
      kept.rows.append(order?.places[index] ?? index)
    }
    matches = kept
  }

  /// Whether a row that reads `text` answers the filter whose text, lower-cased, is `needle`:
  /// it holds it, in any case; or, for a filter with digits, it holds it once the separators
  /// between digits are taken out of both (a number typed plainly finds it however a row groups
  /// its digits: `48407` and `48 407` find `48,407`).
  static func text(_ text: String, matches needle: String) -> Bool {
    let text = text.lowercased()
    if text.contains(needle) { return true }
    guard needle.contains(where: \.isNumber), text.contains(where: isDigitSeparator) else {
      return false
    }
    return ungrouped(text).contains(ungrouped(needle))
  }

  /// What may stand between a number's groups of digits: `48,407`, `48 407`, `48_407`,
  /// `48'407`, `48.407`.
  static func isDigitSeparator(_ character: Character) -> Bool {
    ",._' \u{00A0}\u{202F}".contains(character)
  }

  /// `text` without the separators that stand between two digits.
  static func ungrouped(_ text: String) -> String {
    let characters = Array(text)
    var kept = ""
    for (index, character) in characters.enumerated() {
      let isBetweenDigits =
        isDigitSeparator(character) && index > 0 && index + 1 < characters.count
        && characters[index - 1].isNumber && characters[index + 1].isNumber
      if !isBetweenDigits { kept.append(character) }
    }
    return kept
  }

  /// Tells the selection that the parent let its first `count` rows go (a feed dropping its
  /// oldest): the selected row keeps its selection at its new index, or, if it went, the list
  /// follows the end; the matches of a filter keep theirs. Costs the matches, not the rows.
  ///
  /// ```swift
  /// entries.removeFirst(dropped)
  /// entrySelection.firstRowsRemoved(dropped)
  /// ```
  public mutating func firstRowsRemoved(_ count: Int) {
    guard count > 0 else { return }
    if let sorted = order {
      // The rows left keep their order; their places close up. Costs the rows, as a sort would.
      let kept = Order(
        column: sorted.column, isAscending: sorted.isAscending,
        rows: sorted.rows.filter { $0 >= count }.map { $0 - count })
      matches = matches.map { matches in
        var matches = matches
        matches.rows = matches.rows.map { sorted.rows[$0] }.filter { $0 >= count }
          .map { kept.places[$0 - count] }.sorted()
        return matches
      }
      order = kept
      top = 0
      if row >= count { row -= count } else { (row, followsEnd) = (0, true) }
      return
    }
    top = max(0, top - (matches?.rows.lowerBound(of: count) ?? count))
    if row >= count {
      row -= count
    } else {
      row = 0
      followsEnd = true
    }
    if var kept = matches {
      kept.rows = kept.rows[kept.rows.lowerBound(of: count)...].map { $0 - count }
      matches = kept
    }
  }
}

extension List.State {
  /// How many rows are shown: all of them, or those that match the filter.
  public var shownCount: Int {
    guard let matches = selection.matches else { return rows.count }
    // After rows went away, and before the parent said so, some matches are past the end.
    return matches.rows.lowerBound(of: rows.count)
  }

  /// The selected row's index in ``rows``: the selection clamped to the rows shown; `nil`
  /// when none is shown.
  ///
  /// ```swift
  /// if let index = state.itemList.selectedIndex { state.items.remove(at: index) }
  /// ```
  public var selectedIndex: Int? {
    selectedPosition.map(index(atPosition:))
  }

  /// The selected row, if a row is shown.
  ///
  /// ```swift
  /// if let item = state.itemList.selectedRow { state.title = "\(item) is selected" }
  /// ```
  public var selectedRow: Row? {
    selectedIndex.map { rows[$0] }
  }

  /// Where the selected row is among the rows shown; `nil` while following the end.
  var selectedPosition: Int? {
    let count = shownCount
    guard count > 0, !selection.followsEnd else { return nil }
    let row = min(max(selection.row, 0), rows.count - 1)
    guard let matches = selection.matches else { return min(place(ofIndex: row), count - 1) }
    return min(matches.rows.lowerBound(of: place(ofIndex: row)), count - 1)
  }

  /// Where a list that follows its end starts a move: just past the last row shown.
  var followedPosition: Int? {
    selection.followsEnd && shownCount > 0 ? shownCount : nil
  }

  /// The index in ``rows`` of the row shown at `position`.
  func index(atPosition position: Int) -> Int {
    index(atPlace: selection.matches?.rows[position] ?? position)
  }

  /// The order the rows are shown in, unless the rows have changed since it was made (and
  /// the parent has not said so yet): then theirs.
  var currentOrder: ListSelection.Order? {
    selection.order.flatMap { $0.rows.count == rows.count ? $0 : nil }
  }

  /// The index in ``rows`` of the row at `place` in the order shown, filter aside.
  func index(atPlace place: Int) -> Int {
    currentOrder?.rows[place] ?? place
  }

  /// The place in the order shown, filter aside, of the row at `index` in ``rows``.
  func place(ofIndex index: Int) -> Int {
    currentOrder?.places[index] ?? index
  }

  /// Sorts the rows by their ``sortKey`` for `column`, ascending or not, rows with the same
  /// key keeping their order; the selected row stays selected, and a filter in force is run
  /// again on the new order. Reads each row once, for its key.
  mutating func sort(by column: Int, ascending: Bool) {
    let keys = rows.map { sortKey(column, $0) }
    let sorted = rows.indices.sorted { lhs, rhs in
      if keys[lhs] != keys[rhs] { return ascending == (keys[lhs] < keys[rhs]) }
      return lhs < rhs
    }
    selection.order = ListSelection.Order(column: column, isAscending: ascending, rows: sorted)
    if selection.matches != nil { refilter() }
  }

  /// Selects the row shown at `position`, clamped to those shown.
  mutating func select(position: Int) {
    let count = shownCount
    guard count > 0 else { return }
    selection.row = index(atPosition: min(max(position, 0), count - 1))
    selection.followsEnd = false
  }

  /// What ``List/Action/rowsChanged`` does, for a parent that changes its rows inside its own
  /// reducer: the filter in force is run again on them, and the selection brought back into
  /// them. Searches every row while a filter is in force.
  ///
  /// ```swift
  /// state.items.remove(at: index)
  /// state.itemList.rowsDidChange()
  /// ```
  public mutating func rowsDidChange() {
    if let order = selection.order {
      sort(by: order.column, ascending: order.isAscending)
    } else if selection.matches != nil {
      refilter()
    }
    selection.row = min(max(selection.row, 0), max(rows.count - 1, 0))
  }

  /// Whether the filter in force shows `row`, as it would among the rows (every row shows
  /// with none): what a parent that adds a row asks, to say so when the filter hides it.
  ///
  /// ```swift
  /// if !state.itemList.filterShows(item) { status = "Added “\(item.text)”; the filter hides it." }
  /// ```
  public func filterShows(_ row: Row) -> Bool {
    guard let query = selection.matches?.query else { return true }
    return shows(row, needle: query.lowercased())
  }

  /// Whether `row` answers the filter whose text, lower-cased, is `needle`.
  func shows(_ row: Row, needle: String) -> Bool {
    ListSelection.text(text(row), matches: needle)
  }

  /// Searches every row for the filter; keeps the selected row if it matches, or else selects
  /// the next one that does (after the last, the last match: a held delete key goes on up the
  /// matches); a list that follows its end goes on following it.
  mutating func refilter() {
    let query = selection.filter.text
    guard !query.isEmpty else {
      selection.matches = nil
      return
    }
    let needle = query.lowercased()
    var found: [Int] = []
    for place in rows.indices where shows(rows[index(atPlace: place)], needle: needle) {
      found.append(place)
    }
    selection.matches = ListSelection.Matches(query: query, rows: found)
    guard !found.isEmpty, !selection.followsEnd else { return }
    let selected = place(ofIndex: min(max(selection.row, 0), rows.count - 1))
    selection.row = index(atPlace: found[min(found.lowerBound(of: selected), found.count - 1)])
  }
}

extension List.State where Row == String {
  /// A list of strings, each read as itself.
  ///
  /// ```swift
  /// let list = List.State(rows: ["two", "three", "five"])
  /// ```
  public init(rows: [String], selection: ListSelection = ListSelection()) {
    self.init(rows: rows, selection: selection, text: { $0 })
  }
}

extension List {
  /// What each key does in a list drawn in `rect`: with the filter's field open, the field's
  /// keys (Enter keeps the filter, Esc clears it) and ↑/↓ and PgUp/PgDn to move; otherwise
  /// the moves, `/`, and with a filter in force n/N and Esc; none while there are no rows. A
  /// page is the rows `rect` shows.
  ///
  /// ```swift
  /// let bindings = List.keyMap(for: state.itemList, in: listRect).map {
  ///   $0.map(Groceries.Action.itemList)
  /// }
  /// ```
  public static func keyMap(for state: State, in rect: Rect) -> [KeyBinding<Action>] {
    let shown = rowsRect(in: rect).height
    let page = max(1, shown)
    let half = max(1, page / 2)
    // Made on the screen: each action says how many rows the list shows.
    func onScreen(_ action: Action) -> Action { List.onScreen(action, in: rect) }
    if state.selection.isFiltering {
      return [
        KeyBinding(
          [.up], hint: "↑↓", label: "select", help: "previous row", action: onScreen(.move(by: -1))),
        KeyBinding(
          [.down], hint: nil, label: "select", help: "next row", action: onScreen(.move(by: 1))),
        KeyBinding([.pageUp], hint: nil, label: "page up", action: onScreen(.move(by: -page))),
        KeyBinding([.pageDown], hint: nil, label: "page down", action: onScreen(.move(by: page))),
      ]
        + TextField.keyMap(
          embed: { onScreen(.filter($0)) },
          submit: (label: "keep filter", help: "close the filter, keeping it"),
          cancel: (label: "clear filter", help: "clear the filter and close it"))
    }
    // An empty list has nothing to move to or filter: its keys are the parent's.
    guard !state.rows.isEmpty || state.selection.matches != nil else { return [] }
    var bindings = [
      KeyBinding(
        [.up, .character("k")], hint: "↑↓", label: "select", help: "previous row",
        action: onScreen(.move(by: -1))),
      KeyBinding(
        [.down, .character("j")], hint: nil, label: "select", help: "next row",
        action: onScreen(.move(by: 1))),
      KeyBinding(
        [.pageUp, .control("b")], hint: nil, label: "page up", action: onScreen(.move(by: -page))),
      KeyBinding(
        [.pageDown, .control("f")], hint: nil, label: "page down", action: onScreen(.move(by: page))
      ),
      KeyBinding(
        [.control("u")], hint: nil, label: "half page up", action: onScreen(.move(by: -half))),
      KeyBinding(
        [.control("d")], hint: nil, label: "half page down", action: onScreen(.move(by: half))),
      KeyBinding(
        [.home, .character("g")], hint: nil, label: "first row", action: onScreen(.moveToFirst)),
      KeyBinding(
        [.end, .character("G")], hint: nil, label: "last row", action: onScreen(.moveToLast)),
      KeyBinding(
        [.character("/")], label: "filter", help: "filter the rows as you type",
        action: onScreen(.openFilter)),
    ]
    if let matches = state.selection.matches {
      // The filter's keys first: the key bar shows what fits from the left, and while a filter
      // is kept, n and Esc mean what they mean only here.
      var filter: [KeyBinding<Action>] = []
      // With no match, n and N would go nowhere: they are not offered.
      if !matches.rows.isEmpty {
        filter += [
          KeyBinding(
            [.character("n")], hint: "n/N", label: "next match",
            help: "next row that matches (after the last, the first)", action: onScreen(.nextMatch)),
          KeyBinding(
            [.character("N")], hint: nil, label: "previous match",
            help: "previous row that matches (before the first, the last)",
            action: onScreen(.previousMatch)),
        ]
      }
      filter.append(
        KeyBinding(
          [.escape], label: "clear filter", help: "show every row again",
          action: onScreen(.clearFilter)))
      bindings = filter + bindings
    }
    return bindings
  }

  /// What `key` does in a list drawn in `rect`: its binding, a character typed into the open
  /// filter, or for the mouse, a click on a row selecting it and the wheel over the list
  /// moving three rows; `nil` for a key the list leaves to its parent.
  ///
  /// ```swift
  /// let moved = List.action(for: .character("j"), state: state.itemList, in: listRect)
  /// // .onScreen(rows: 9, .move(by: 1)) for a list 10 lines tall (the last, its position)
  /// let clicked = List.action(for: .click(column: 3, row: 5), state: state.itemList, in: listRect)
  /// ```
  public static func action(for key: Key, state: State, in rect: Rect) -> Action? {
    let rows = rowsRect(in: rect)
    switch key {
    case .click(let column, let row):
      guard rows.contains(column: column, row: row) else { return nil }
      let layout = layout(of: state, in: rows)
      if layout.showsScrollbar, column == rows.column + rows.width - 1 {
        // On the scrollbar: the row that share of the way down the rows shown.
        let position = Scrollbar(total: layout.count, visible: 1, offset: 0)
          .offset(atTrackRow: row - rows.row, height: rows.height)
        return onScreen(.select(state.index(atPosition: position)), in: rect)
      }
      return layout.index(atLine: row - rows.row).map {
        onScreen(.select(state.index(atPosition: $0)), in: rect)
      }
    case .scrollUp(let column, let row), .scrollDown(let column, let row):
      guard rect.contains(column: column, row: row) else { return nil }
      return onScreen(
        .move(by: key == .scrollUp(column: column, row: row) ? -3 : 3), in: rect)
    default:
      if let action = keyMap(for: state, in: rect).action(for: key) { return action }
      if state.selection.isFiltering, let action = TextField.action(for: key) {
        return onScreen(.filter(action), in: rect)
      }
      return nil
    }
  }

  /// Draws the rows that fit in `rect`, the selected one reversed (bold when the list has not
  /// the focus), and on the last line the filter (its field while open) and the position,
  /// `12/500`. Reads only the rows it draws.
  ///
  /// ```swift
  /// List.render(state.itemList, in: Rect(column: 0, row: 2, width: 40, height: 10), on: &canvas)
  /// ```
  public static func render(
    _ state: State, in rect: Rect, on canvas: inout Canvas, isFocused: Bool = true
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let rows = rowsRect(in: rect)
    let layout = layout(of: state, in: rows)
    // A scrollbar takes the last column when the rows do not all fit.
    let text =
      layout.showsScrollbar
      ? Rect(
        column: rows.column, row: rows.row, width: rows.width - 1, height: rows.height) : rows
    let selected = state.selectedPosition
    let selectedStyle: Style = isFocused ? .reverse : .bold
    for (line, position) in layout.visible.enumerated() {
      let row = state.rows[state.index(atPosition: position)]
      let (rowText, style) = (state.text(row), state.style(row))
      guard position == selected else {
        canvas.write(rowText, row: line, in: text, style: style)
        continue
      }
      canvas.clear(
        Rect(column: text.column, row: text.row + line, width: text.width, height: 1),
        style: selectedStyle)
      canvas.write(rowText, row: line, in: text, style: selectedStyle.union(style))
    }
    if layout.count == 0, let matches = state.selection.matches {
      canvas.write("No match for “\(matches.query)”", row: 0, in: rows, style: .dim)
    }
    canvas.scrollbar(
      Scrollbar(total: layout.count, visible: layout.height, offset: layout.first), in: rows)
    renderFooter(state, count: layout.count, in: rect, on: &canvas, isFocused: isFocused)
  }

  /// Draws a list's last line in `rect` (when it has more than one): the filter (its field
  /// while open) and the position of the selected row among the `count` shown, `12/500`.
  static func renderFooter(
    _ state: State, count: Int, in rect: Rect, on canvas: inout Canvas, isFocused: Bool
  ) {
    guard rect.height > 1 else { return }
    let selected = state.selectedPosition
    let footer = Rect(
      column: rect.column, row: rect.row + rect.height - 1, width: rect.width, height: 1)
    // A filter that matches nothing says so where the position goes: none of none.
    let position =
      selected.map { "\($0 + 1)/\(count)" }
      ?? (state.selection.matches != nil && count == 0 ? "0/0" : "")
    let positionWidth = DisplayWidth.of(position)
    if !position.isEmpty {
      canvas.write(
        position, row: 0, column: max(0, footer.width - positionWidth), in: footer, style: .dim)
    }
    let filter = Rect(
      column: footer.column, row: footer.row,
      width: footer.width - (position.isEmpty ? 0 : positionWidth + 1), height: 1)
    if state.selection.isFiltering {
      canvas.write("/", row: 0, in: filter, style: .accent)
      TextField.render(
        state.selection.filter,
        in: Rect(column: filter.column + 1, row: filter.row, width: filter.width - 1, height: 1),
        on: &canvas, isFocused: isFocused)
    } else if let matches = state.selection.matches {
      canvas.write("/\(matches.query)", row: 0, in: filter, style: .accent)
    }
  }

  /// `action` as made on the list drawn in `rect` (see ``Action/onScreen(rows:_:)``).
  @usableFromInline
  static func onScreen(_ action: Action, in rect: Rect) -> Action {
    .onScreen(rows: rowsRect(in: rect).height, action)
  }

  /// Where the rows go in `rect`: above the line of the filter and the position, when there
  /// is room for both.
  static func rowsRect(in rect: Rect) -> Rect {
    rect.height > 1 ? rect.inset(bottom: 1) : rect
  }

  static func layout(of state: State, in rows: Rect) -> ListLayout {
    layout(of: state, height: rows.height)
  }

  static func layout(of state: State, height: Int) -> ListLayout {
    ListLayout(
      count: state.shownCount, selection: state.selectedPosition, height: height,
      top: state.selection.top)
  }
}

extension [Int] {
  /// The first index whose element is not less than `value`, in an ascending array: a binary
  /// search, so that a move among a million matches reads twenty of them.
  fileprivate func lowerBound(of value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension List {
  /// The list in words, for the accessible mode, as ``render(_:in:on:isFocused:)`` draws it:
  /// the filter while one is in force, a line, and the selected row and where it is, a line
  /// (so that a move says the row alone). A feed whose
  /// rows come on their own (a log's ticks) passes `isFeed`: its selected row is said with its
  /// place alone, as a total said with it would say the line again at each new row.
  ///
  /// ```swift
  /// let said = List.describe(List.State(rows: ["2", "3", "5"], selection: ListSelection(row: 1)))
  /// // ["2 of 3: 3"]
  /// let logLine = List.describe(log, isFeed: true)  // ["5: Added 7"]
  /// ```
  public static func describe(_ state: State, isFeed: Bool = false) -> [String] {
    let count = state.shownCount
    var lines = [describeFilter(state.selection, count: count)].compactMap { $0 }
    if let position = state.selectedPosition, let row = state.selectedRow {
      lines.append("\(position + 1)\(isFeed ? "" : " of \(count)"): \(state.text(row))")
    } else if state.selection.followsEnd, count > 0 {
      let newest = state.rows[state.index(atPosition: count - 1)]
      lines.append("newest of \(count): \(state.text(newest))")
    } else if count == 0, state.selection.matches == nil {
      lines.append("empty")
    }
    return lines
  }

  /// The filter in words, with `count` rows shown: while it is typed, "Filter: /1, 2 matches",
  /// so that a character typed says the query and its matches; once Enter keeps it,
  /// "Filter kept: …".
  static func describeFilter(_ selection: ListSelection, count: Int) -> String? {
    let matches = count == 1 ? "1 match" : "\(count) matches"
    guard let query = selection.matches?.query else {
      // Said once, on opening the filter: what it is and its keys.
      return selection.isFiltering
        ? "Filter: type to search, Enter keeps it" : nil
    }
    return "\(selection.isFiltering ? "Filter" : "Filter kept"): /\(query), \(matches)"
  }
}
