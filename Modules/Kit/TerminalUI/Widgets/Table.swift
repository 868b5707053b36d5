import ComposableArchitecture

/// Rows in columns with a header, as a reducer: a ``List`` whose rows are drawn a cell a
/// column, sorted by a column on a key. The rows are the parent's, and the selection (with the
/// filter and the order) the table's own ``ListSelection``, lent through a computed ``State``
/// as a list's are; the columns are declared once, beside the rows:
///
/// ```swift
/// static let columns = [
///   TableColumn<Task>("Title") { $0.title },
///   TableColumn<Task>("Done", width: .fixed(6), alignment: .trailing) { "\($0.done)" },
/// ]
///
/// var taskTable: Table<Task>.State {
///   get { Table.State(rows: tasks, columns: Self.columns, selection: taskSelection) }
///   set { taskSelection = newValue.selection }
/// }
/// ```
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.taskTable, action: \.taskTable) { Table() }
/// }
/// ```
///
/// The header stays while the rows scroll, and says which column the rows are sorted by (▲
/// ascending, ▼ descending). Keys: a list's (↑/↓, pages, Home/End, `/` to filter, n/N), and
/// `s` to sort by the next column, `S` to reverse the order; a click on a title sorts by that
/// column, again reverses it. A move costs the same with a million rows as with a hundred; a
/// sort costs what sorting the rows costs, once, and the order is kept until the rows change.
public struct Table<Row: Equatable & Sendable>: Reducer, Sendable {
  /// The table as its parent lends it: the parent's rows, the columns, and the table's own
  /// ``ListSelection``.
  public struct State: Equatable, Sendable {
    /// The rows, the parent's.
    public let rows: [Row]
    /// The columns, left to right.
    public let columns: [TableColumn<Row>]
    /// What is the table's own: the selected row, the filter, the order.
    public var selection: ListSelection

    /// What the `/` filter searches in a row: by default its cells.
    public let searchText: @Sendable (Row) -> String
    /// Whether `s`, `S` and a click on a title sort the rows: not for a feed that follows its
    /// newest row, whose order is its time's.
    public let isSortable: Bool

    /// The table of `rows` in `columns`, with `selection`, its filter searching `searchText`
    /// (every cell, by default).
    ///
    /// ```swift
    /// let taskTable = Table.State(rows: tasks, columns: columns, selection: taskSelection)
    /// let byTitle = Table.State(
    ///   rows: tasks, columns: columns, selection: taskSelection, searchText: \.title)
    /// ```
    public init(
      rows: [Row], columns: [TableColumn<Row>], selection: ListSelection = ListSelection(),
      searchText: (@Sendable (Row) -> String)? = nil, isSortable: Bool = true
    ) {
      self.rows = rows
      self.columns = columns
      self.selection = selection
      self.isSortable = isSortable
      self.searchText =
        searchText ?? { row in columns.map { $0.text(row) }.joined(separator: "  ") }
    }

    /// The rows as the ``List`` under the table sees them: each read as what the filter
    /// searches, and ordered by the column sorted by. What a parent hands the kit where it
    /// takes a list (the filter's layer, ``Layers/pushFilter(of:in:bindings:embed:)``).
    public var list: List<Row>.State {
      get {
        let columns = self.columns
        return List.State(
          rows: rows, selection: selection,
          sortKey: { column, row in
            columns.indices.contains(column) ? columns[column].sortKey(row) : SortKey("")
          },
          text: searchText)
      }
      set { selection = newValue.selection }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.rows == rhs.rows && lhs.selection == rhs.selection
        && lhs.columns.map(\.title) == rhs.columns.map(\.title)
    }

    /// The selected row's index in ``rows``, as a list's (``List/State/selectedIndex``).
    ///
    /// ```swift
    /// if let index = state.taskTable.selectedIndex { state.tasks.remove(at: index) }
    /// ```
    public var selectedIndex: Int? { list.selectedIndex }

    /// The selected row, if a row is shown.
    public var selectedRow: Row? { list.selectedRow }

    /// What a parent that changed its rows calls in the same pass, as a list's
    /// (``List/State/rowsDidChange()``): a sorted table sorts them again, a filter in force is
    /// run again, and the selection is brought back into them.
    ///
    /// ```swift
    /// state.tasks.append(task)
    /// state.taskTable.rowsDidChange()
    /// ```
    public mutating func rowsDidChange() { list.rowsDidChange() }
  }

  /// A table's actions are its list's, sorting included (``List/Action/sort(by:ascending:)``).
  public typealias Action = List<Row>.Action

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    List<Row>.reduce(&state.list, action)
  }
}

/// A column of a ``Table``: its title, its width, how its cells align, and what each row
/// shows in it.
///
/// ```swift
/// let columns = [
///   TableColumn<Task>("Title") { $0.title },
///   TableColumn<Task>("Items", width: .fixed(5), alignment: .trailing) { "\($0.items.count)" },
/// ]
/// ```
public struct TableColumn<Row>: Sendable {
  /// How a cell's text sits in its column.
  public enum Alignment: Sendable {
    /// From the left: text.
    case leading
    /// To the right: numbers.
    case trailing
  }

  /// The column's title, in the header.
  public var title: String
  /// Its width, as a ``Constraint`` of the table's width (a column between each two).
  public var width: Constraint
  /// How its cells align.
  public var alignment: Alignment
  /// The cell's text for a row.
  public var text: @Sendable (Row) -> String
  /// The cell's style for a row (a token: ``Style/muted``, ``Style/success``).
  public var style: @Sendable (Row) -> Style
  /// What a row is sorted by in this column: by default its cell's text as a person reads
  /// it (`9` before `10`, case aside).
  public var sortKey: @Sendable (Row) -> SortKey

  /// A column titled `title`, `width` wide, its cells `text`, drawn in `style`, sorted by
  /// `sortKey` (by default, by the text).
  ///
  /// ```swift
  /// let due = TableColumn<Task>(
  ///   "Due", width: .fixed(10), sortKey: { SortKey($0.due.timeIntervalSince1970) },
  ///   text: { $0.due.formatted(date: .numeric, time: .omitted) })
  /// ```
  public init(
    _ title: String, width: Constraint = .fill(), alignment: Alignment = .leading,
    style: @escaping @Sendable (Row) -> Style = { _ in [] },
    sortKey: (@Sendable (Row) -> SortKey)? = nil,
    text: @escaping @Sendable (Row) -> String
  ) {
    self.title = title
    self.width = width
    self.alignment = alignment
    self.text = text
    self.style = style
    self.sortKey = sortKey ?? { SortKey(text($0)) }
  }
}

extension Table {
  /// What each key does in a table drawn in `rect`: the list's keys, and `s` and `S` to sort.
  ///
  /// ```swift
  /// let bindings = Table.keyMap(for: state.taskTable, in: tableRect).map {
  ///   $0.map(Action.taskTable)
  /// }
  /// ```
  public static func keyMap(for state: State, in rect: Rect) -> [KeyBinding<Action>] {
    let list = List.keyMap(for: state.list, in: listRect(in: rect))
    guard state.isSortable, !state.selection.isFiltering, !state.rows.isEmpty,
      !state.columns.isEmpty
    else {
      return list
    }
    let order = state.selection.order
    let next = order.map { ($0.column + 1) % state.columns.count } ?? 0
    var sort = [
      KeyBinding(
        [.character("s")], label: "sort",
        help: "sort by the next column (\(state.columns[next].title))",
        action: Action.sort(by: next, ascending: true))
    ]
    if let order {
      sort.append(
        KeyBinding(
          [.character("S")], hint: nil, label: "reverse order",
          help: "sort \(order.isAscending ? "descending" : "ascending")",
          action: Action.sort(by: order.column, ascending: !order.isAscending)))
    }
    return list + sort
  }

  /// What `key` does in a table drawn in `rect`: its binding, a click on a title (sorting by
  /// it, or reversing it) or on a row, the wheel; `nil` for a key it leaves to its parent.
  ///
  /// ```swift
  /// let sort = Table.action(for: .click(column: 2, row: 0), state: state.taskTable, in: tableRect)
  /// // .sort(by: 0, ascending: true): the first title was clicked
  /// ```
  public static func action(for key: Key, state: State, in rect: Rect) -> Action? {
    if case .click(let column, let row) = key, row == rect.row,
      rect.contains(column: column, row: row)
    {
      guard state.isSortable else { return nil }
      let cells = cells(of: state, in: rect)
      guard let index = cells.firstIndex(where: { $0.contains(column) }) else { return nil }
      let order = state.selection.order
      return .sort(by: index, ascending: order?.column == index ? !order!.isAscending : true)
    }
    if let action = keyMap(for: state, in: rect).action(for: key) { return action }
    return List.action(for: key, state: state.list, in: listRect(in: rect))
  }

  /// Draws the header, the rows that fit under it (the selected one reversed, bold when the
  /// table has not the focus), a scrollbar when they do not all fit, and the list's last line:
  /// the filter and the position. Reads only the rows it draws.
  ///
  /// ```swift
  /// Table.render(state.taskTable, in: Rect(column: 0, row: 2, width: 60, height: 12), on: &canvas)
  /// ```
  public static func render(
    _ state: State, in rect: Rect, on canvas: inout Canvas, isFocused: Bool = true
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let list = state.list
    let body = listRect(in: rect)
    let rows = List<Row>.rowsRect(in: body)
    let layout = List<Row>.layout(of: list, in: rows)
    let cells = cells(of: state, in: rect)
    let order = state.selection.order
    for (index, column) in state.columns.enumerated() {
      draw(
        title(
          of: column, sorted: order?.column == index ? order : nil, glyphs: canvas.glyphs,
          width: cells[index].count),
        in: cells[index], alignment: column.alignment, row: rect.row, style: .bold, on: &canvas)
    }
    let selected = list.selectedPosition
    let selectedStyle: Style = isFocused ? .reverse : .bold
    for (line, position) in layout.visible.enumerated() {
      let row = state.rows[list.index(atPosition: position)]
      let isSelected = position == selected
      if isSelected {
        canvas.clear(
          Rect(
            column: rows.column, row: rows.row + line,
            width: (cells.last?.upperBound ?? rows.column) - rows.column, height: 1),
          style: selectedStyle)
      }
      for (index, column) in state.columns.enumerated() {
        let style = column.style(row)
        draw(
          column.text(row), in: cells[index], alignment: column.alignment, row: rows.row + line,
          style: isSelected ? selectedStyle.union(style) : style, on: &canvas)
      }
    }
    List<Row>.renderFooter(list, count: layout.count, in: body, on: &canvas, isFocused: isFocused)
    canvas.scrollbar(
      Scrollbar(total: layout.count, visible: layout.height, offset: layout.first), in: rows)
  }

  /// A column's title as its header shows it, in `width` columns: with ▲ or ▼ when the rows
  /// are sorted by it, the title cut before the arrow is.
  static func title(
    of column: TableColumn<Row>, sorted order: ListSelection.Order?, glyphs: Glyphs, width: Int
  ) -> String {
    guard let order else { return column.title }
    let arrow = order.isAscending ? glyphs.arrows.up : glyphs.arrows.down
    let spaced = column.title + " " + arrow
    guard DisplayWidth.of(spaced) > width else { return spaced }
    return Canvas.fit(column.title, width: width - DisplayWidth.of(arrow), glyphs: glyphs) + arrow
  }

  /// Writes `text` in the columns `cell` on screen row `row`, cut to them, aligned.
  private static func draw(
    _ text: String, in cell: Range<Int>, alignment: TableColumn<Row>.Alignment, row: Int,
    style: Style, on canvas: inout Canvas
  ) {
    let rect = Rect(column: cell.lowerBound, row: row, width: cell.count, height: 1)
    let fitted = canvas.fit(text, width: cell.count)
    let column = alignment == .trailing ? cell.count - DisplayWidth.of(fitted) : 0
    canvas.write(fitted, row: 0, column: column, in: rect, style: style)
  }

  /// Where the table's ``List`` goes in `rect` (its rows and its last line): under the header.
  /// A parent that puts the list's filter over the screen gives it this rectangle.
  ///
  /// ```swift
  /// layers.pushFilter(of: state.taskTable.list, in: Table<Task>.listRect(in: tableRect)) {
  ///   Action.taskTable($0)
  /// }
  /// ```
  public static func listRect(in rect: Rect) -> Rect {
    rect.height > 1 ? rect.inset(top: 1) : rect
  }

  /// The screen columns of each column's cells in a table drawn in `rect`: its width shared
  /// by the columns' constraints, a column between each two, less the scrollbar's column when
  /// the rows do not all fit.
  static func cells(of state: State, in rect: Rect) -> [Range<Int>] {
    let rows = List<Row>.rowsRect(in: listRect(in: rect))
    let overflows = List<Row>.layout(of: state.list, in: rows).showsScrollbar
    let gaps = max(0, state.columns.count - 1)
    let width = max(0, rect.width - gaps - (overflows ? 1 : 0))
    var column = rect.column
    return Rect.sizes(of: state.columns.map(\.width), in: width).map { width in
      defer { column += width + 1 }
      return column..<column + width
    }
  }

  /// The table in words, for the accessible mode, a line each: the order it is sorted in, the
  /// filter while one is in force, and the selected row and where it is ("Row 3 of 120:
  /// Groceries, 2, 5"). A row is said as `row` says it: by default its cells, one after
  /// another, with the columns' titles said on the first row.
  ///
  /// ```swift
  /// let said = Table.describe(state.taskTable)
  /// // ["Columns: Title, Done", "Row 1 of 2: Milk, 0"]
  /// let words = Table.describe(state.taskTable) { "\($0.title), \($0.done) done" }
  /// ```
  public static func describe(_ state: State, row: ((Row) -> String)? = nil) -> [String] {
    let list = state.list
    var lines: [String] = []
    if let order = state.selection.order, state.columns.indices.contains(order.column) {
      lines.append(
        "Sorted by \(state.columns[order.column].title), "
          + (order.isAscending ? "ascending" : "descending"))
    }
    lines += [List<Row>.describeFilter(state.selection, count: list.shownCount)].compactMap { $0 }
    if let position = list.selectedPosition, let selected = list.selectedRow {
      // Cells said one after another need their columns' names, once, at the top; a row
      // said in words of its own does not.
      if position == 0, row == nil {
        lines.append("Columns: " + state.columns.map(\.title).joined(separator: ", "))
      }
      lines.append(
        "Row \(position + 1) of \(list.shownCount): "
          + (row.map { $0(selected) }
            ?? state.columns.map { $0.text(selected) }
            .joined(separator: ", ")))
    } else if list.shownCount == 0, state.selection.matches == nil {
      lines.append("empty")
    }
    return lines
  }
}
