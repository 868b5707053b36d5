import ComposableArchitecture

/// Several lines of text, edited, as a reducer: notes, a message, a description. A parent
/// keeps its state (the text is the text area's while it is edited, as a ``TextField``'s is)
/// and reads ``State/text`` when it saves:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var notes = TextArea.State(placeholder: "Notes")
/// }
///
/// var body: some ReducerOf<Self> {
///   Scope(state: \.notes, action: \.notes) { TextArea() }
/// }
/// ```
///
/// ```swift
/// // In the view, which knows where the text area is drawn:
/// TextArea.render(state.notes, in: notesRect, on: &canvas)
/// if let action = TextArea.action(for: key, state: state.notes, in: notesRect) {
///   store.send(.notes(action))
/// }
/// ```
///
/// Lines are soft-wrapped at the width by display width (after the last space that fits); the
/// view scrolls with the cursor. Keys, as in a shell: ←/→ a character (a cluster), ↑/↓ a row
/// as wrapped, Home/End and Ctrl-A/Ctrl-E the line's ends, Alt-b/Alt-f (and Alt-←/→) a word,
/// Backspace and Delete, Ctrl-W the word before, Ctrl-U and Ctrl-K to the line's start or end,
/// Enter a new line, PgUp/PgDn a page, Alt-u to undo and Alt-r to redo. A bracketed paste,
/// however many lines, is one edit, undone at once; typing is undone a word at a time. Tab and
/// Esc are the parent's (to leave the field). With a ``State/limit``, what does not fit is not
/// typed. A key costs what its line costs, not what the text costs.
@Reducer
public struct TextArea: Sendable {
  /// Where the cursor is: a line, and a character (a cluster) of it.
  public struct Position: Comparable, Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  /// One edit, as undo and redo replay it: at `start`, `removed` gave way to `inserted`.
  public struct Edit: Equatable, Sendable {
    public var start: Position
    public var removed: String
    public var inserted: String
    /// Where the cursor was before it.
    public var cursor: Position
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    /// The text, a line an element.
    public internal(set) var lines: [String]
    /// The cursor.
    public internal(set) var cursor: Position
    /// Shown, dim, while the text is empty.
    public var placeholder: String
    /// How many characters the text may hold (a line break counts as one), or no limit.
    public var limit: Int?
    /// How many characters it holds, kept as it changes so that no key counts them.
    public internal(set) var count: Int
    /// The first row shown: a line and a row of it as wrapped.
    var top: Position
    /// The column (on screen, from the row's start) ↑ and ↓ keep to, while they are pressed.
    var goal: Int?
    /// The edits to undo, the last one last, and those undone, to redo.
    public internal(set) var undoStack: [Edit]
    public internal(set) var redoStack: [Edit]
    /// Whether the last edit was typing, which the next character typed joins (until a
    /// space, a move or another kind of edit).
    var isTyping: Bool

    /// A text area holding `text`, its cursor at the end.
    ///
    /// ```swift
    /// let notes = TextArea.State(text: "Milk\nEggs", placeholder: "Notes", limit: 2_000)
    /// ```
    public init(text: String = "", placeholder: String = "", limit: Int? = nil) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      self.lines = lines
      self.cursor = Position(line: lines.count - 1, column: lines[lines.count - 1].count)
      self.placeholder = placeholder
      self.limit = limit
      self.count = text.count
      self.top = Position(line: 0, column: 0)
      self.goal = nil
      self.undoStack = []
      self.redoStack = []
      self.isTyping = false
    }

    /// The text, its lines joined by line breaks: what a parent saves.
    public var text: String { lines.joined(separator: "\n") }

    /// Whether it holds no text.
    public var isEmpty: Bool { count == 0 }
  }

  /// An edit or a move, made by a key (wrapped in ``onScreen(width:height:_:)``) or sent.
  public enum Action: Equatable, Sendable {
    /// Inserts `text` at the cursor, typed or pasted: one edit, however many lines.
    case insert(String)
    case deleteBackward
    case deleteForward
    case deleteWordBackward
    case deleteToLineStart
    case deleteToLineEnd
    case moveLeft
    case moveRight
    case moveWordLeft
    case moveWordRight
    case moveToLineStart
    case moveToLineEnd
    /// Moves a row as wrapped, up when negative: ↑, ↓, a page.
    case moveRows(Int)
    /// Puts the cursor at `position` (a click).
    case moveTo(Position)
    case undo
    case redo
    /// `action` made on the text area drawn `width` by `height` cells: rows are its rows as
    /// wrapped at that width, and the view scrolls to keep the cursor in it.
    indirect case onScreen(width: Int, height: Int, Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      TextArea.update(&state, for: action, in: nil)
      return .none
    }
  }

  /// What `action` does, on a text area of `size` (`nil` for an action the parent sent:
  /// rows are then lines, and the view does not scroll).
  static func update(_ state: inout State, for action: Action, in size: Size?) {
    if case .onScreen(let width, let height, let action) = action {
      let size = Size(columns: width, rows: height)
      update(&state, for: action, in: size)
      state.scrollToCursor(in: size)
      return
    }
    let wasTyping = state.isTyping
    state.isTyping = false
    if case .moveRows = action {} else { state.goal = nil }
    // The line, not the lines: a copy of the array held here would make the edit below copy
    // every line.
    let cursor = state.cursor
    let line = state.lines[cursor.line]
    switch action {
    case .onScreen:
      break
    case .insert(let typed):
      state.insert(TextArea.cleaned(typed), joiningTyping: wasTyping)
    case .deleteBackward:
      guard cursor > Position(line: 0, column: 0) else { return }
      state.replace(from: state.position(before: cursor), to: cursor, with: "")
    case .deleteForward:
      state.replace(from: cursor, to: state.position(after: cursor), with: "")
    case .deleteWordBackward:
      state.replace(
        from: cursor.column == 0
          ? state.position(before: cursor)
          : Position(
            line: cursor.line, column: TextArea.wordStart(in: line, before: cursor.column)),
        to: cursor, with: "")
    case .deleteToLineStart:
      state.replace(from: Position(line: cursor.line, column: 0), to: cursor, with: "")
    case .deleteToLineEnd:
      // At the line's end, the line break goes, as Ctrl-K does in Emacs.
      let end = Position(line: cursor.line, column: line.count)
      state.replace(from: cursor, to: cursor == end ? state.position(after: cursor) : end, with: "")
    case .moveLeft:
      state.cursor = state.position(before: cursor)
    case .moveRight:
      state.cursor = state.position(after: cursor)
    case .moveWordLeft:
      state.cursor =
        cursor.column == 0
        ? state.position(before: cursor)
        : Position(line: cursor.line, column: TextArea.wordStart(in: line, before: cursor.column))
    case .moveWordRight:
      state.cursor =
        cursor.column == line.count
        ? state.position(after: cursor)
        : Position(line: cursor.line, column: TextArea.wordEnd(in: line, after: cursor.column))
    case .moveToLineStart:
      state.cursor.column = 0
    case .moveToLineEnd:
      state.cursor.column = line.count
    case .moveRows(let rows):
      state.moveRows(rows, width: size?.columns ?? Int.max / 4)
    case .moveTo(let position):
      let lineIndex = min(max(0, position.line), state.lines.count - 1)
      state.cursor = Position(
        line: lineIndex, column: min(max(0, position.column), state.lines[lineIndex].count))
    case .undo:
      guard let edit = state.undoStack.popLast() else { return }
      state.apply(edit, undoing: true)
      state.redoStack.append(edit)
    case .redo:
      guard let edit = state.redoStack.popLast() else { return }
      state.apply(edit, undoing: false)
      state.undoStack.append(edit)
    }
  }

  /// Typed or pasted text as the text area holds it: line breaks as `\n`, a tab as four
  /// spaces, other control characters left out.
  static func cleaned(_ text: String) -> String {
    var cleaned = ""
    for character in text {
      switch character {
      case "\n", "\r", "\r\n": cleaned.append("\n")
      case "\t": cleaned += "    "
      case _
      where character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }):
        continue
      default: cleaned.append(character)
      }
    }
    return cleaned
  }

  /// Where the word before `column` starts: back over spaces, then over the word.
  static func wordStart(in line: String, before column: Int) -> Int {
    let characters = Array(line.prefix(column))
    var index = characters.count
    while index > 0, characters[index - 1] == " " { index -= 1 }
    while index > 0, characters[index - 1] != " " { index -= 1 }
    return index
  }

  /// Where the word after `column` ends: over spaces, then over the word.
  static func wordEnd(in line: String, after column: Int) -> Int {
    let characters = Array(line)
    var index = column
    while index < characters.count, characters[index] == " " { index += 1 }
    while index < characters.count, characters[index] != " " { index += 1 }
    return index
  }
}

extension TextArea.State {
  /// The place one character before `position`: the end of the line above at a line's start.
  func position(before position: TextArea.Position) -> TextArea.Position {
    if position.column > 0 {
      return TextArea.Position(line: position.line, column: position.column - 1)
    }
    guard position.line > 0 else { return position }
    return TextArea.Position(line: position.line - 1, column: lines[position.line - 1].count)
  }

  /// The place one character after `position`: the start of the line below at a line's end.
  func position(after position: TextArea.Position) -> TextArea.Position {
    if position.column < lines[position.line].count {
      return TextArea.Position(line: position.line, column: position.column + 1)
    }
    guard position.line + 1 < lines.count else { return position }
    return TextArea.Position(line: position.line + 1, column: 0)
  }

  /// Where `text` inserted at `start` ends.
  static func end(of text: String, at start: TextArea.Position) -> TextArea.Position {
    let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
    return pieces.count == 1
      ? TextArea.Position(line: start.line, column: start.column + pieces[0].count)
      : TextArea.Position(line: start.line + pieces.count - 1, column: pieces.last!.count)
  }

  /// Inserts `text` at the cursor, as much of it as the limit leaves room for; typing a
  /// character after typing joins the last edit, until a space.
  mutating func insert(_ text: String, joiningTyping: Bool) {
    var text = text
    if let limit { text = String(text.prefix(max(0, limit - count))) }
    guard !text.isEmpty else { return }
    let isTyped = text.count == 1 && text != "\n"
    let joins =
      joiningTyping && isTyped
      && undoStack.last.map {
        $0.removed.isEmpty && Self.end(of: $0.inserted, at: $0.start) == cursor
      }
        == true
    replace(from: cursor, to: cursor, with: text)
    if joins {
      let typed = undoStack.removeLast()
      undoStack[undoStack.count - 1].inserted += typed.inserted
    }
    // A space ends the word: the next character starts an edit of its own.
    isTyping = isTyped && text != " "
  }

  /// Replaces the text from `start` to `end` with `text`, recording the edit for undo and
  /// putting the cursor after what was inserted. Costs the lines it touches.
  mutating func replace(from start: TextArea.Position, to end: TextArea.Position, with text: String)
  {
    guard start != end || !text.isEmpty else { return }
    let removed = self.text(from: start, to: end)
    let edit = TextArea.Edit(start: start, removed: removed, inserted: text, cursor: cursor)
    splice(from: start, to: end, with: text)
    undoStack.append(edit)
    redoStack.removeAll()
  }

  /// `edit` undone (its inserted text replaced by what it removed, the cursor where it was)
  /// or done again.
  mutating func apply(_ edit: TextArea.Edit, undoing: Bool) {
    let (old, new) = undoing ? (edit.inserted, edit.removed) : (edit.removed, edit.inserted)
    splice(from: edit.start, to: Self.end(of: old, at: edit.start), with: new)
    if undoing { cursor = edit.cursor }
  }

  /// The text from `start` to `end`.
  func text(from start: TextArea.Position, to end: TextArea.Position) -> String {
    guard start.line != end.line else {
      return String(lines[start.line].dropFirst(start.column).prefix(end.column - start.column))
    }
    var pieces = [String(lines[start.line].dropFirst(start.column))]
    pieces += lines[(start.line + 1)..<end.line]
    pieces.append(String(lines[end.line].prefix(end.column)))
    return pieces.joined(separator: "\n")
  }

  /// The text from `start` to `end` replaced by `text`, the cursor after it, the count kept.
  mutating func splice(from start: TextArea.Position, to end: TextArea.Position, with text: String)
  {
    let head = lines[start.line].prefix(start.column)
    let tail = lines[end.line].dropFirst(end.column)
    let removedCount = self.text(from: start, to: end).count
    var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let last = pieces.count - 1
    let lastLength = pieces[last].count
    pieces[0] = head + pieces[0]
    pieces[last] += tail
    if start.line == end.line, pieces.count == 1 {
      // One line changed in place: the array is not copied, nor any other line touched.
      lines[start.line] = pieces[0]
    } else {
      lines.replaceSubrange(start.line...end.line, with: pieces)
    }
    count += text.count - removedCount
    cursor = TextArea.Position(
      line: start.line + last, column: last == 0 ? start.column + lastLength : lastLength)
  }

  /// The text area's lines as a viewport lays them out, from its first row shown.
  func geometry(in size: Size) -> Viewport<String>.Geometry {
    var position = ViewportPosition()
    (position.line, position.row) = (top.line, top.column)
    return Viewport.Geometry(
      Viewport.State(lines: lines, position: position), size: size, keepsLastColumn: true)
  }

  /// The rows of line `line` as wrapped in `geometry`, each with the character it starts at.
  static func rows(ofLine line: Int, in geometry: Viewport<String>.Geometry) -> [(
    start: Int, text: String
  )] {
    var start = 0
    return geometry.rows(ofLine: line).map { row in
      defer { start += row.count }
      return (start, row)
    }
  }

  /// Which row of its line `position` is on, and how far along it (in columns).
  static func place(of position: TextArea.Position, in geometry: Viewport<String>.Geometry) -> (
    row: Int, x: Int
  ) {
    let rows = rows(ofLine: position.line, in: geometry)
    let row = rows.lastIndex { $0.start <= position.column } ?? 0
    let x = DisplayWidth.of(String(rows[row].text.prefix(position.column - rows[row].start)))
    return (row, x)
  }

  /// Moves the cursor `count` rows as wrapped at `width`, keeping to the column it started
  /// from.
  mutating func moveRows(_ count: Int, width: Int) {
    let geometry = geometry(in: Size(columns: width, rows: 1))
    let (row, x) = Self.place(of: cursor, in: geometry)
    let goal = self.goal ?? x
    let target = geometry.anchor(
      Viewport<String>.Anchor(line: cursor.line, row: row), movedBy: count, pastTheEnd: true)
    let rows = Self.rows(ofLine: target.line, in: geometry)
    let targetRow = rows[target.row]
    // The characters of the row that fit before the goal; on a row that wraps, before its
    // last (the space it breaks after), so the cursor stays on that row.
    var column = 0
    var used = 0
    for character in targetRow.text {
      let width = DisplayWidth.of(character)
      if used + width > goal { break }
      used += width
      column += 1
    }
    let isLastRow = target.row == rows.count - 1
    column = min(column, targetRow.text.count - (isLastRow ? 0 : 1))
    cursor = TextArea.Position(line: target.line, column: targetRow.start + max(0, column))
    self.goal = goal
  }

  /// Scrolls so that the cursor's row shows in a text area of `size`.
  mutating func scrollToCursor(in size: Size) {
    let geometry = geometry(in: size)
    let (row, _) = Self.place(of: cursor, in: geometry)
    let at = Viewport<String>.Anchor(line: cursor.line, row: row)
    var top = geometry.withinText(
      Viewport<String>.Anchor(line: self.top.line, row: self.top.column))
    if at < top {
      top = at
    } else if geometry.anchor(top, movedBy: geometry.height - 1, pastTheEnd: true) < at {
      top = geometry.anchor(at, movedBy: -(geometry.height - 1), pastTheEnd: true)
    }
    self.top = TextArea.Position(line: top.line, column: top.row)
  }
}

extension TextArea {
  /// `action` as made on the text area drawn in `rect`
  /// (see ``Action/onScreen(width:height:_:)``).
  static func onScreen(_ action: Action, in rect: Rect) -> Action {
    .onScreen(width: rect.width, height: rect.height, action)
  }

  /// What each key does in a text area drawn in `rect`, from which its key bar and help are
  /// drawn; a character typed or a paste is ``action(for:state:in:)``'s.
  ///
  /// ```swift
  /// let bindings = TextArea.keyMap(for: state.notes, in: notesRect).map { $0.map(Action.notes) }
  /// ```
  public static func keyMap(for state: State, in rect: Rect) -> [KeyBinding<Action>] {
    let page = max(1, rect.height - 1)
    return [
      KeyBinding([.enter], hint: nil, label: "new line", action: onScreen(.insert("\n"), in: rect)),
      KeyBinding(
        [.left], hint: "←→", label: "move", help: "a character back",
        action: onScreen(.moveLeft, in: rect)),
      KeyBinding(
        [.right], hint: nil, label: "move", help: "a character on",
        action: onScreen(.moveRight, in: rect)),
      KeyBinding(
        [.up], hint: nil, label: "move", help: "a row up", action: onScreen(.moveRows(-1), in: rect)
      ),
      KeyBinding(
        [.down], hint: nil, label: "move", help: "a row down",
        action: onScreen(.moveRows(1), in: rect)),
      KeyBinding(
        [.alt("b")], hint: nil, label: "word back", help: "a word back (Alt-←)",
        action: onScreen(.moveWordLeft, in: rect)),
      KeyBinding(
        [.alt("f")], hint: nil, label: "word on", help: "a word on (Alt-→)",
        action: onScreen(.moveWordRight, in: rect)),
      KeyBinding(
        [.home, .control("a")], hint: nil, label: "line start",
        action: onScreen(.moveToLineStart, in: rect)),
      KeyBinding(
        [.end, .control("e")], hint: nil, label: "line end",
        action: onScreen(.moveToLineEnd, in: rect)),
      KeyBinding(
        [.pageUp], hint: nil, label: "page up", action: onScreen(.moveRows(-page), in: rect)),
      KeyBinding(
        [.pageDown], hint: nil, label: "page down", action: onScreen(.moveRows(page), in: rect)),
      KeyBinding(
        [.backspace], hint: nil, label: "delete", help: "the character before",
        action: onScreen(.deleteBackward, in: rect)),
      KeyBinding(
        [.delete], hint: nil, label: "delete", help: "the character after",
        action: onScreen(.deleteForward, in: rect)),
      KeyBinding(
        [.control("w")], hint: nil, label: "delete word", help: "the word before",
        action: onScreen(.deleteWordBackward, in: rect)),
      KeyBinding(
        [.control("u")], hint: nil, label: "delete to line start",
        action: onScreen(.deleteToLineStart, in: rect)),
      KeyBinding(
        [.control("k")], hint: nil, label: "delete to line end",
        action: onScreen(.deleteToLineEnd, in: rect)),
      KeyBinding([.alt("u")], hint: "Alt-u", label: "undo", action: onScreen(.undo, in: rect)),
      KeyBinding([.alt("r")], hint: nil, label: "redo", action: onScreen(.redo, in: rect)),
    ]
  }

  /// What `key` does in a text area drawn in `rect`: its binding, a character typed, a paste
  /// (one edit), a click on the text (the cursor goes there); `nil` for a key it leaves to its
  /// parent (Tab, Esc).
  ///
  /// ```swift
  /// let typed = TextArea.action(for: .character("a"), state: state.notes, in: notesRect)
  /// ```
  public static func action(for key: Key, state: State, in rect: Rect) -> Action? {
    switch key {
    case .character(let character):
      return onScreen(.insert(String(character)), in: rect)
    case .paste(let text):
      return onScreen(.insert(text), in: rect)
    case .click(let column, let row):
      guard rect.contains(column: column, row: row) else { return nil }
      let geometry = state.geometry(in: Size(columns: rect.width, rows: rect.height))
      let top = Viewport<String>.Anchor(line: state.top.line, row: state.top.column)
      let target = geometry.anchor(top, movedBy: row - rect.row, pastTheEnd: true)
      let rows = State.rows(ofLine: target.line, in: geometry)
      guard rows.indices.contains(target.row) else { return nil }
      var used = 0
      var characters = 0
      for character in rows[target.row].text {
        let width = DisplayWidth.of(character)
        if used + width > column - rect.column { break }
        used += width
        characters += 1
      }
      return onScreen(
        .moveTo(Position(line: target.line, column: rows[target.row].start + characters)), in: rect)
    case .scrollUp(let column, let row), .scrollDown(let column, let row):
      guard rect.contains(column: column, row: row) else { return nil }
      return onScreen(.moveRows(key == .scrollUp(column: column, row: row) ? -3 : 3), in: rect)
    default:
      return keyMap(for: state, in: rect).action(for: key)
    }
  }

  /// Draws the rows that fit in `rect` from the first shown, the cursor reversed where it is
  /// (when focused), the placeholder dim while the text is empty, and a scrollbar in the last
  /// column when the text is taller. Reads only the lines it draws.
  ///
  /// ```swift
  /// TextArea.render(state.notes, in: Rect(column: 2, row: 4, width: 40, height: 6), on: &canvas)
  /// ```
  public static func render(
    _ state: State, in rect: Rect, on canvas: inout Canvas, isFocused: Bool = true
  ) {
    guard rect.width > 1, rect.height > 0 else { return }
    let geometry = state.geometry(in: Size(columns: rect.width, rows: rect.height))
    let text = Rect(column: rect.column, row: rect.row, width: rect.width - 1, height: rect.height)
    if state.isEmpty {
      canvas.write(state.placeholder, row: 0, column: 1, in: text, style: .dim)
    }
    let top = Viewport<String>.Anchor(line: state.top.line, row: state.top.column)
    for (row, shown) in geometry.rows(from: top).enumerated() {
      canvas.write(shown.text, row: row, in: text)
    }
    canvas.scrollbar(geometry.scrollbar, in: rect)
    guard isFocused else { return }
    let (cursorRow, x) = State.place(of: state.cursor, in: geometry)
    let at = Viewport<String>.Anchor(line: state.cursor.line, row: cursorRow)
    guard at >= top else { return }
    var row = 0
    var walk = top
    while walk < at, row < rect.height {
      let next = geometry.anchor(walk, movedBy: 1, pastTheEnd: true)
      guard next != walk else { break }
      walk = next
      row += 1
    }
    guard walk == at, row < rect.height else { return }
    let line = state.lines[state.cursor.line]
    let under =
      state.cursor.column < line.count
      ? String(line[line.index(line.startIndex, offsetBy: state.cursor.column)]) : " "
    canvas.write(under, row: row, column: x, in: text, style: .reverse)
  }

  /// The text area in words, for the accessible mode, as a text field is said
  /// (``TextField/describe(_:label:)``): its label and where the cursor is, then the line it
  /// is on ("Notes, line 2 of 2: Eggs"), or that it is empty. A character typed changes only
  /// the line, so only it is said (``Narration``).
  ///
  /// ```swift
  /// let said = TextArea.describe(TextArea.State(text: "Milk\nEggs"), label: "Notes")
  /// // "Notes, line 2 of 2: Eggs"
  /// ```
  public static func describe(_ state: State, label: String) -> String {
    guard !state.isEmpty else { return "\(label): empty" }
    let line = state.lines[state.cursor.line]
    return "\(label), line \(state.cursor.line + 1) of \(state.lines.count): "
      + (line.isEmpty ? "blank" : line)
  }

  /// Where the cursor is on its line, in words, as ``TextField/describeCursor(_:)`` says it:
  /// the character it is on, or "end" past the line's last.
  ///
  /// ```swift
  /// let said = TextArea.describeCursor(TextArea.State(text: "Milk\nEggs"))  // "end"
  /// ```
  public static func describeCursor(_ state: State) -> String {
    let line = state.lines.indices.contains(state.cursor.line) ? state.lines[state.cursor.line] : ""
    return TextField.describeCursor(on: Array(line), at: state.cursor.column)
  }
}
