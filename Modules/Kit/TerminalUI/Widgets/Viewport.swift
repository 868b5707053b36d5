import ComposableArchitecture

/// Text longer than its rectangle, scrolled, as a reducer: a log, a detail pane, a long
/// message. As with ``List``, the lines are the parent's: it keeps them, and a
/// ``ViewportPosition`` beside them, and lends both through a computed ``State``:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var lines: [String] = []
///   var linesPosition = ViewportPosition(followsEnd: true)
///
///   var output: Viewport<String>.State {
///     get { Viewport.State(lines: lines, position: linesPosition) }
///     set { linesPosition = newValue.position }
///   }
/// }
///
/// var body: some ReducerOf<Self> {
///   Scope(state: \.output, action: \.output) { Viewport() }
/// }
/// ```
///
/// ```swift
/// // In the view, which knows where the text is drawn:
/// Viewport.render(state.output, in: outputRect, on: &canvas)
/// if let action = Viewport.action(for: key, state: state.output, in: outputRect) {
///   store.send(.output(action))
/// }
/// ```
///
/// Lines are wrapped at the width by display width, at spaces (or cut, and scrolled sideways
/// with ←/→, when ``ViewportPosition/wraps`` is false); a line may hold newlines. A viewport
/// that follows its end (`ViewportPosition(followsEnd: true)`) shows the newest lines as they
/// come, until the user scrolls up: then it stays where it was, and its last row says how many
/// lines came in since, until End (or scrolling back to the end) follows again.
///
/// Keys (``keyMap(for:in:)``, from which help is drawn): ↑/↓ and k/j a row, PgUp/PgDn and
/// Ctrl-B/Ctrl-F a page, Ctrl-U/Ctrl-D half a page, Home/g the top, End/G the end; the wheel
/// three rows; a click on the scrollbar goes to that share of the text. A key costs what the
/// rows it passes cost, not what the text costs: it wraps only the lines it scrolls through.
@Reducer
public struct Viewport<Line: Equatable & Sendable>: Sendable {
  /// The viewport as its parent lends it: the parent's lines, how each reads and looks, and
  /// the viewport's own ``ViewportPosition``.
  public struct State: Equatable, Sendable {
    /// The lines, the parent's; the viewport reads them and never changes them.
    public let lines: [Line]
    /// How a line reads (it may hold newlines: each starts a row).
    public let text: @Sendable (Line) -> String
    /// How a line is drawn.
    public let style: @Sendable (Line) -> Style
    /// What is the viewport's own; the parent's computed property stores it back.
    public var position: ViewportPosition

    /// The viewport of `lines` read by `text` and drawn in `style`, scrolled to `position`.
    ///
    /// ```swift
    /// let output = Viewport.State(lines: entries, position: entriesPosition, style: { $0.style }) {
    ///   $0.text
    /// }
    /// ```
    public init(
      lines: [Line], position: ViewportPosition = ViewportPosition(),
      style: @escaping @Sendable (Line) -> Style = { _ in [] },
      text: @escaping @Sendable (Line) -> String
    ) {
      self.lines = lines
      self.position = position
      self.style = style
      self.text = text
    }

    // How lines read and look is the parent's, the same for every copy: not part of the value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.lines == rhs.lines && lhs.position == rhs.position
    }
  }

  /// A scroll, made by a key or the mouse (wrapped in ``onScreen(width:height:_:)``) or sent
  /// by the parent.
  public enum Action: Equatable, Sendable {
    /// Scrolls by `rows` rows (up when negative); reaching the end follows it.
    case scroll(by: Int)
    /// Scrolls sideways by `columns` columns, when lines are cut rather than wrapped.
    case scrollColumns(by: Int)
    /// Shows `line` from its row `row` at the top (as far as the text goes).
    case scrollTo(line: Int, row: Int)
    /// Goes to the end and follows it: new lines show as they come.
    case follow
    /// `action` made on the viewport as drawn, `width` by `height` cells: a row is a row of
    /// the lines as wrapped at that width.
    indirect case onScreen(width: Int, height: Int, Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      Viewport.update(&state, for: action, in: nil)
      return .none
    }
  }

  /// What `action` does, on a viewport of `size` (`nil` for an action the parent sent: rows
  /// are then the lines' own, unwrapped, and the viewport one row tall).
  static func update(_ state: inout State, for action: Action, in size: Size?) {
    if case .onScreen(let width, let height, let action) = action {
      return update(&state, for: action, in: Size(columns: width, rows: height))
    }
    let geometry = Geometry(state, size: size ?? Size(columns: Int.max / 4, rows: 1))
    switch action {
    case .onScreen:
      break
    case .scroll(let rows):
      state.scroll(to: geometry.anchor(geometry.top, movedBy: rows), in: geometry)
    case .scrollColumns(let columns):
      guard !state.position.wraps else { return }
      let widest = geometry.rows(from: geometry.top).map { DisplayWidth.of($0.text) }.max() ?? 0
      state.position.column = min(
        max(0, state.position.column + columns), max(0, widest - geometry.width))
    case .scrollTo(let line, let row):
      state.scroll(to: geometry.clamped(Anchor(line: line, row: row)), in: geometry)
    case .follow:
      state.position.followsEnd = true
      state.position.seen = nil
    }
  }
}

/// What a ``Viewport`` keeps of its own beside the parent's lines: where it is scrolled, and
/// whether it follows its end. The parent stores it and lends it with the lines.
///
/// ```swift
/// var log: [String] = []
/// var logPosition = ViewportPosition(followsEnd: true)  // a log: the newest lines show
/// ```
@ObservableState
public struct ViewportPosition: Equatable, Sendable {
  /// The first line shown.
  public var line: Int
  /// The rows of that line above the view, when it wraps to several.
  public var row: Int
  /// The columns scrolled past, when lines are cut.
  public var column: Int
  /// Whether the newest lines show as they come.
  public var followsEnd: Bool
  /// Whether lines wrap at the width (or are cut, and scroll sideways).
  public var wraps: Bool
  /// How many lines there were when it stopped following the end, those after being new;
  /// `nil` while it follows, or if it never did.
  public var seen: Int?

  /// At the top, or following the end; wrapping lines or cutting them.
  public init(followsEnd: Bool = false, wraps: Bool = true) {
    self.line = 0
    self.row = 0
    self.column = 0
    self.followsEnd = followsEnd
    self.wraps = wraps
    self.seen = nil
  }

  /// Tells the position that the parent let its first `count` lines go (a capped log): the
  /// line at the top stays at the top, or if it went, the new first line is.
  ///
  /// ```swift
  /// log.removeFirst(dropped)
  /// logPosition.firstLinesRemoved(dropped)
  /// ```
  public mutating func firstLinesRemoved(_ count: Int) {
    guard count > 0 else { return }
    if line >= count {
      line -= count
    } else {
      (line, row) = (0, 0)
    }
    seen = seen.map { max(0, $0 - count) }
  }
}

extension Viewport.State where Line == String {
  /// A viewport of lines, each read as itself.
  ///
  /// ```swift
  /// let output = Viewport.State(lines: ["one", "two", "three"])
  /// ```
  public init(lines: [String], position: ViewportPosition = ViewportPosition()) {
    self.init(lines: lines, position: position, text: { $0 })
  }

  /// A viewport of `text`, a line a paragraph.
  ///
  /// ```swift
  /// let message = Viewport.State(text: "A long message.\nIn two paragraphs.")
  /// ```
  public init(text: String, position: ViewportPosition = ViewportPosition()) {
    self.init(
      lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      position: position)
  }
}

extension Viewport.State {
  /// How many lines came after the user scrolled up from the end: said on the last row until
  /// it follows again.
  public var unseenCount: Int {
    position.seen.map { max(0, lines.count - $0) } ?? 0
  }

  /// Shows the view from `anchor`: reaching the end follows it; leaving it remembers how many
  /// lines there were.
  fileprivate mutating func scroll(
    to anchor: Viewport<Line>.Anchor, in geometry: Viewport<Line>.Geometry
  ) {
    if anchor >= geometry.end {
      position.followsEnd = true
      position.seen = nil
      return
    }
    if position.followsEnd { position.seen = lines.count }
    position.followsEnd = false
    (position.line, position.row) = (anchor.line, anchor.row)
  }
}

extension Viewport {
  /// A place in the text: a line, and a row of it as wrapped.
  struct Anchor: Comparable {
    var line: Int
    var row: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.line, lhs.row) < (rhs.line, rhs.row)
    }
  }

  /// The text as laid out in a rectangle: the width lines wrap at (a column less when a
  /// scrollbar shows), where the view is, and where it ends. Each reads only the lines it
  /// walks through.
  struct Geometry {
    let state: State
    let height: Int
    /// The columns for text.
    let width: Int
    /// What is found once, when first asked (a frame asks; a text area's key may not).
    private let found = Found()

    final class Found {
      var overflows: Bool?
      var end: Anchor?
    }

    /// The layout in `size`; `keepsLastColumn`, the last column is never text's (a text
    /// area's cursor goes there at the end of a full row), whether a scrollbar takes it or not.
    init(_ state: State, size: Size, keepsLastColumn: Bool = false) {
      self.state = state
      self.height = max(1, size.rows)
      guard !keepsLastColumn else {
        self.width = max(1, size.columns - 1)
        return
      }
      // Measured at the narrower width: a scrollbar would take the last column.
      let narrower = Self(state: state, height: height, width: max(1, size.columns - 1))
      let overflows = narrower.overflows
      self.width = max(1, overflows ? size.columns - 1 : size.columns)
      found.overflows = overflows
    }

    private init(state: State, height: Int, width: Int) {
      (self.state, self.height, self.width) = (state, height, width)
    }

    /// Whether the text is taller than the rectangle: a scrollbar then takes the last column.
    var overflows: Bool {
      if let overflows = found.overflows { return overflows }
      let overflows =
        height > 1 && rowCount(from: Anchor(line: 0, row: 0), upTo: height + 1) > height
      found.overflows = overflows
      return overflows
    }

    /// The first place from which the last rows fill the view: where a view that follows the
    /// end starts, and the furthest one scrolls. Found once, walking back from the last line.
    var end: Anchor {
      if let end = found.end { return end }
      let end = lastPage()
      found.end = end
      return end
    }

    /// The rows of line `index` as drawn.
    func rows(ofLine index: Int) -> [String] {
      let text = state.text(state.lines[index])
      // Most lines hold no line break: split only those that do.
      guard text.utf8.contains(UInt8(ascii: "\n")) else {
        return state.position.wraps ? Viewport.wrap(text[...], width: width) : [text]
      }
      let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard state.position.wraps else { return paragraphs.map(String.init) }
      return paragraphs.flatMap { Viewport.wrap($0, width: width) }
    }

    /// How many rows there are from `anchor`, counting no further than `limit`.
    func rowCount(from anchor: Anchor, upTo limit: Int) -> Int {
      var count = 0
      var line = anchor.line
      while line < state.lines.count, count < limit {
        count += rows(ofLine: line).count - (line == anchor.line ? anchor.row : 0)
        line += 1
      }
      return count
    }

    /// The first place from which the last rows fill the view.
    private func lastPage() -> Anchor {
      var needed = height
      var line = state.lines.count - 1
      while line >= 0 {
        let count = rows(ofLine: line).count
        if count >= needed { return Anchor(line: line, row: count - needed) }
        needed -= count
        line -= 1
      }
      return Anchor(line: 0, row: 0)
    }

    /// `anchor` within the text, and no further than the end.
    func clamped(_ anchor: Anchor) -> Anchor {
      min(withinText(anchor), end)
    }

    /// `anchor` on a line and a row of it that there are.
    func withinText(_ anchor: Anchor) -> Anchor {
      guard !state.lines.isEmpty else { return Anchor(line: 0, row: 0) }
      let line = min(max(0, anchor.line), state.lines.count - 1)
      let row = min(max(0, anchor.row), rows(ofLine: line).count - 1)
      return Anchor(line: line, row: row)
    }

    /// Where the view starts: the end while following it, or where it was left.
    var top: Anchor {
      state.position.followsEnd
        ? end : clamped(Anchor(line: state.position.line, row: state.position.row))
    }

    /// `anchor` moved `rows` rows down (up when negative), within the text, and no further
    /// than the end unless `pastTheEnd` (a text area's cursor, which goes to the last row).
    func anchor(_ anchor: Anchor, movedBy count: Int, pastTheEnd: Bool = false) -> Anchor {
      guard !state.lines.isEmpty else { return anchor }
      let clamped = { (anchor: Anchor) in
        pastTheEnd ? self.withinText(anchor) : self.clamped(anchor)
      }
      var (line, row, left) = (anchor.line, anchor.row, count)
      while left > 0 {
        let below = rows(ofLine: line).count - 1 - row
        if left <= below { return clamped(Anchor(line: line, row: row + left)) }
        guard line + 1 < state.lines.count else { break }
        left -= below + 1
        (line, row) = (line + 1, 0)
      }
      while left < 0 {
        if -left <= row { return clamped(Anchor(line: line, row: row + left)) }
        guard line > 0 else { return Anchor(line: 0, row: 0) }
        left += row + 1
        line -= 1
        row = rows(ofLine: line).count - 1
      }
      return clamped(Anchor(line: line, row: row))
    }

    /// The rows shown from `anchor`, each with its line.
    func rows(from anchor: Anchor) -> [(line: Int, text: String)] {
      var shown: [(line: Int, text: String)] = []
      var line = anchor.line
      while line < state.lines.count, shown.count < height {
        let wrapped = rows(ofLine: line).dropFirst(line == anchor.line ? anchor.row : 0)
        shown += wrapped.prefix(height - shown.count).map { (line, $0) }
        line += 1
      }
      return shown
    }

    /// Where the view is, as the scrollbar shows it: by rows when the text is short enough to
    /// count them all in what a frame costs, by lines when it is longer.
    var scrollbar: Scrollbar {
      let top = self.top
      guard state.lines.count <= 2 * height else {
        let lines = Set(rows(from: top).map(\.line)).count
        return Scrollbar(total: state.lines.count, visible: lines, offset: top.line)
      }
      let above = (0..<top.line).reduce(top.row) { $0 + rows(ofLine: $1).count }
      let total = rowCount(from: Anchor(line: 0, row: 0), upTo: .max)
      return Scrollbar(total: total, visible: height, offset: above)
    }

    /// The place the scrollbar's `offset` stands for.
    func anchor(atScrollbarOffset offset: Int) -> Anchor {
      guard state.lines.count <= 2 * height else { return clamped(Anchor(line: offset, row: 0)) }
      return self.anchor(Anchor(line: 0, row: 0), movedBy: offset)
    }
  }
}

extension Viewport {
  /// `action` as made on the viewport drawn in `rect`
  /// (see ``Action/onScreen(width:height:_:)``).
  static func onScreen(_ action: Action, in rect: Rect) -> Action {
    .onScreen(width: rect.width, height: rect.height, action)
  }

  /// What each key does to a viewport drawn in `rect`; none while all of its text shows.
  ///
  /// ```swift
  /// let bindings = Viewport.keyMap(for: state.output, in: outputRect).map {
  ///   $0.map(Action.output)
  /// }
  /// ```
  public static func keyMap(for state: State, in rect: Rect) -> [KeyBinding<Action>] {
    let geometry = Geometry(state, size: Size(columns: rect.width, rows: rect.height))
    var bindings: [KeyBinding<Action>] = []
    if geometry.overflows {
      let page = geometry.height
      let half = max(1, page / 2)
      bindings += [
        KeyBinding(
          [.up, .character("k")], hint: "↑↓", label: "scroll", help: "scroll up a row",
          action: onScreen(.scroll(by: -1), in: rect)),
        KeyBinding(
          [.down, .character("j")], hint: nil, label: "scroll", help: "scroll down a row",
          action: onScreen(.scroll(by: 1), in: rect)),
        KeyBinding(
          [.pageUp, .control("b")], hint: nil, label: "page up",
          action: onScreen(.scroll(by: -page), in: rect)),
        KeyBinding(
          [.pageDown, .control("f")], hint: nil, label: "page down",
          action: onScreen(.scroll(by: page), in: rect)),
        KeyBinding(
          [.control("u")], hint: nil, label: "half page up",
          action: onScreen(.scroll(by: -half), in: rect)),
        KeyBinding(
          [.control("d")], hint: nil, label: "half page down",
          action: onScreen(.scroll(by: half), in: rect)
        ),
        KeyBinding(
          [.home, .character("g")], hint: nil, label: "top",
          action: onScreen(.scrollTo(line: 0, row: 0), in: rect)),
        KeyBinding(
          [.end, .character("G")], hint: nil, label: "end",
          help: "go to the end and follow it", action: onScreen(.follow, in: rect)),
      ]
    }
    if !state.position.wraps {
      bindings += [
        KeyBinding(
          [.left, .character("h")], hint: "←→", label: "scroll sideways", help: "scroll left",
          action: onScreen(.scrollColumns(by: -4), in: rect)),
        KeyBinding(
          [.right, .character("l")], hint: nil, label: "scroll sideways", help: "scroll right",
          action: onScreen(.scrollColumns(by: 4), in: rect)),
      ]
    }
    return bindings
  }

  /// What `key` does to a viewport drawn in `rect`: its binding, the wheel over it (three
  /// rows), or a click on its scrollbar; `nil` for a key it leaves to its parent.
  ///
  /// ```swift
  /// let action = Viewport.action(for: .pageDown, state: state.output, in: outputRect)
  /// ```
  public static func action(for key: Key, state: State, in rect: Rect) -> Action? {
    switch key {
    case .scrollUp(let column, let row), .scrollDown(let column, let row):
      guard rect.contains(column: column, row: row) else { return nil }
      return onScreen(.scroll(by: key == .scrollUp(column: column, row: row) ? -3 : 3), in: rect)
    case .click(let column, let row):
      let geometry = Geometry(state, size: Size(columns: rect.width, rows: rect.height))
      guard geometry.overflows, column == rect.column + rect.width - 1,
        rect.contains(column: column, row: row)
      else { return nil }
      let offset = geometry.scrollbar.offset(atTrackRow: row - rect.row, height: rect.height)
      let anchor = geometry.anchor(atScrollbarOffset: offset)
      return onScreen(.scrollTo(line: anchor.line, row: anchor.row), in: rect)
    default:
      return keyMap(for: state, in: rect).action(for: key)
    }
  }

  /// Draws the rows that fit in `rect` from where the viewport is scrolled, a scrollbar in
  /// its last column when the text is taller, and, scrolled up from a log's end, on its last
  /// row how many lines came in since. Reads only the lines it draws.
  ///
  /// ```swift
  /// Viewport.render(state.output, in: Rect(column: 0, row: 1, width: 60, height: 20), on: &canvas)
  /// ```
  public static func render(_ state: State, in rect: Rect, on canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    let geometry = Geometry(state, size: Size(columns: rect.width, rows: rect.height))
    let text = Rect(column: rect.column, row: rect.row, width: geometry.width, height: rect.height)
    let column = state.position.wraps ? 0 : state.position.column
    for (row, shown) in geometry.rows(from: geometry.top).enumerated() {
      canvas.write(
        dropping(column, of: shown.text), row: row, in: text,
        style: state.style(state.lines[shown.line]))
    }
    let unseen = state.unseenCount
    if unseen > 0 {
      let notice = Rect(
        column: text.column, row: text.row + text.height - 1, width: text.width, height: 1)
      canvas.clear(notice, style: .reverse)
      canvas.write(
        "↓ \(unseen) new \(unseen == 1 ? "line" : "lines") (End follows)", row: 0, in: notice,
        style: [.reverse, .accent])
    }
    canvas.scrollbar(geometry.scrollbar, in: rect)
  }

  /// `paragraph` in rows of at most `width` columns, as typed: each broken after the last
  /// space that fits (or, in a word longer than a row, where the row ends), its spaces kept,
  /// so that indented text (a diff, code) keeps its indentation.
  static func wrap(_ paragraph: Substring, width: Int) -> [String] {
    // Printable ASCII, most of a log, is a column a byte: walked by bytes, not by clusters,
    // which costs several times less.
    if paragraph.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
      let bytes = paragraph.utf8
      return wrap(paragraph, width: width) { index in
        (bytes.index(after: index), 1, bytes[index] == UInt8(ascii: " "))
      }
    }
    return wrap(paragraph, width: width) { index in
      let character = paragraph[index]
      return (paragraph.index(after: index), DisplayWidth.of(character), character == " ")
    }
  }

  /// `paragraph` in rows of at most `width` columns, walked by `step`: from an index, the
  /// next one, the columns between them, and whether that is a space.
  private static func wrap(
    _ paragraph: Substring, width: Int,
    step: (String.Index) -> (next: String.Index, width: Int, isSpace: Bool)
  ) -> [String] {
    var rows: [String] = []
    var start = paragraph.startIndex
    var used = 0
    // Where the row could end: just after its last space, and the row's width there.
    var lastBreak: (index: String.Index, used: Int)?
    var index = start
    while index < paragraph.endIndex {
      let (next, columns, isSpace) = step(index)
      if used + columns > width, index > start {
        let end = lastBreak?.index ?? index
        rows.append(String(paragraph[start..<end]))
        used -= lastBreak?.used ?? used
        start = end
        lastBreak = nil
        continue
      }
      used += columns
      index = next
      if isSpace { lastBreak = (index, used) }
    }
    rows.append(String(paragraph[start...]))
    return rows
  }

  /// `text` without its first `columns` columns.
  static func dropping(_ columns: Int, of text: String) -> String {
    guard columns > 0 else { return text }
    var skipped = 0
    var index = text.startIndex
    while index < text.endIndex, skipped < columns {
      skipped += DisplayWidth.of(text[index])
      index = text.index(after: index)
    }
    return String(text[index...])
  }

  /// The viewport in words, for the accessible mode, as drawn in `rect`: which lines show and
  /// the first of them (the last while following the end), and how many came in since the
  /// user scrolled up.
  ///
  /// ```swift
  /// let said = Viewport.describe(state.output, in: outputRect)  // "Lines 5 to 14 of 120: …"
  /// ```
  public static func describe(_ state: State, in rect: Rect) -> String {
    guard !state.lines.isEmpty else { return "empty" }
    let geometry = Geometry(state, size: Size(columns: rect.width, rows: rect.height))
    let shown = geometry.rows(from: geometry.top)
    let count = state.lines.count
    guard let first = shown.first, let last = shown.last else { return "empty" }
    // The first line shown, whole; or, scrolled into it, the row of it at the top, which is
    // what a scroll changed.
    let top = (geometry.top.row > 0 ? first.text : state.text(state.lines[first.line]))
      .trimmingCharacters(in: .whitespaces)
    let from = [
      geometry.top.row > 0 ? "from its row \(geometry.top.row + 1)" : nil,
      !state.position.wraps && state.position.column > 0
        ? "from column \(state.position.column + 1)" : nil,
    ].compactMap { $0 }.map { ", " + $0 }.joined()
    var words: String
    if state.position.followsEnd {
      let newest = state.text(state.lines[last.line]).trimmingCharacters(in: .whitespaces)
      words = "End, line \(last.line + 1) of \(count): \(newest)"
    } else if first.line == last.line {
      words = "Line \(first.line + 1) of \(count)\(from): \(top)"
    } else if first.line == 0, last.line == count - 1, from.isEmpty {
      // Every line shows: where they start and end says nothing.
      words = "All \(count) lines: \(top)"
    } else {
      words = "Lines \(first.line + 1) to \(last.line + 1) of \(count)\(from): \(top)"
    }
    let unseen = state.unseenCount
    if unseen > 0 {
      words += ". \(unseen) new \(unseen == 1 ? "line" : "lines") below; End follows them"
    }
    return words
  }
}
