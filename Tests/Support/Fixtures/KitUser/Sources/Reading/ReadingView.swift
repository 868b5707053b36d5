import TerminalUI

/// The reading list on the screen: the table above, the notes below while they are typed, and
/// the key bar. The notes, while open, take the keys (Esc keeps them and closes them); then the
/// table's filter, while it is typed.
public struct ReadingView: TerminalView {
  let state: Reading.State
  let environment: TerminalEnvironment

  public init(state: Reading.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  /// The least size the list is laid out in.
  public static let minimumSize = Size(columns: 30, rows: 8)

  var size: Size { environment.size }
  /// The table, the notes (while open) and the key bar.
  var rows: [Rect] {
    Rect(size: size).rows(.fill(), .fixed(state.notes == nil ? 0 : 4), .fixed(1))
  }
  var tableRect: Rect { rows[0] }
  var notesRect: Rect { rows[1] }

  var layers: Layers<Reading.Action> {
    let table = Table.keyMap(for: state.table, in: tableRect).map { $0.map(Reading.Action.table) }
    if let notes = state.notes {
      var layers = Layers<Reading.Action>(base: [])
      layers.push(
        [KeyBinding([.escape], label: "done", help: "keep the notes", action: .notesDone)]
          + TextArea.keyMap(for: notes, in: notesRect).map { $0.map(Reading.Action.notes) },
        close: .notesDone
      ) { key in
        TextArea.action(for: key, state: notes, in: notesRect).map(Reading.Action.notes)
      }
      return layers
    }
    var layers = Layers(
      base: [KeyBinding([.character("n")], label: "notes", action: .notesTapped)] + table)
    layers.pushFilter(of: state.table.list, in: Table<Book>.listRect(in: tableRect)) {
      Reading.Action.table($0)
    }
    return layers
  }

  public func render() -> Grid {
    var canvas = Canvas(size: size, glyphs: environment.glyphs)
    guard TooSmallNotice.fits(size, minimum: Self.minimumSize) else {
      TooSmallNotice.render(minimum: Self.minimumSize, on: &canvas)
      return canvas.grid
    }
    Table.render(state.table, in: tableRect, on: &canvas, isFocused: state.notes == nil)
    if let notes = state.notes {
      TextArea.render(notes, in: notesRect, on: &canvas)
    }
    KeyBar.render(layers.bindings, in: rows[2], on: &canvas)
    return canvas.grid
  }

  public func command(for key: Key) -> TerminalCommand<Reading.Action>? {
    guard TooSmallNotice.fits(size, minimum: Self.minimumSize) else {
      return key == .control("c") || key == .character("q") ? .quit : nil
    }
    if case .click = key, state.notes == nil {
      return Table.action(for: key, state: state.table, in: tableRect).map { .send(.table($0)) }
    }
    return layers.command(for: key)
  }

  public func describe() -> [String] {
    if let notes = state.notes { return [TextArea.describe(notes, label: "Notes")] }
    return Table.describe(state.table) {
      "\($0.title), \($0.pages) pages" + ($0.notes.isEmpty ? "" : ", with notes")
    }
  }
}
