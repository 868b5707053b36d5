import Checklists
import TerminalUI

/// The list of checklists: each with how many of its items are done, the selected one open
/// with Enter; `a` adds one, `d` deletes the selected one after an alert, `/` filters.
///
/// ```swift
/// let screen = ChecklistsListView(state: state, rect: content)
/// screen.draw(on: &canvas)
/// ```
public struct ChecklistsListView {
  public typealias Action = ChecklistsTerminal.Action

  let state: ChecklistsTerminal.State
  let rect: Rect

  public init(state: ChecklistsTerminal.State, rect: Rect) {
    self.state = state
    self.rect = rect
  }

  var table: Table<Checklist>.State { state.checklistTable }

  /// The table's keys and the screen's own, under everything else.
  var bindings: [KeyBinding<Action>] {
    var own = [
      KeyBinding<Action>(
        [.character("a")], label: "add", help: "add a checklist",
        action: .app(.list(.addButtonTapped)))
    ]
    if let checklist = table.selectedRow {
      own += [
        KeyBinding(
          [.enter], label: "open", help: "open the selected checklist",
          action: .app(.list(.checklistTapped(id: checklist.id)))),
        KeyBinding(
          [.character("d")], label: "delete",
          help: "delete the selected checklist (asks first)",
          action: .app(.list(.deleteButtonTapped(id: checklist.id)))),
      ]
    }
    // No rows, no table on screen: its keys would do nothing. While its filter is typed, they
    // are the filter's, over this layer.
    let tableKeys =
      table.rows.isEmpty || table.selection.isFiltering
      ? [] : Table.keyMap(for: table, in: rect).map { $0.map(Action.checklistTable) }
    return own + tableKeys + [ChecklistsView.helpBinding(typing: false)]
  }

  /// The table's filter over the screen, while it is typed.
  func pushFilter(onto layers: inout Layers<Action>) {
    let listRect = Table<Checklist>.listRect(in: rect)
    layers.pushFilter(
      of: table.list, in: listRect,
      bindings: ChecklistsView.filterBindings(
        table.list, in: listRect, embed: Action.checklistTable),
      embed: Action.checklistTable)
  }

  /// What a click or the wheel does on the table: a title sorts by its column, a row selects.
  func mouseAction(for key: Key) -> Action? {
    Table.action(for: key, state: table, in: rect).map(Action.checklistTable)
  }

  /// What an empty list says: that the file is being read (a slow disk), or how to add one.
  var emptyText: String {
    state.app.list.$checklists.isLoading
      ? "Loading checklists..." : "No checklists yet: a adds one."
  }

  /// The table in words: the selected checklist, its place and how much of it is done.
  func describe() -> [String] {
    guard !state.app.list.checklists.isEmpty else { return [emptyText] }
    return Table.describe(table) { "\($0.name), \($0.doneCount) of \($0.items.count) done" }
  }

  public func draw(on canvas: inout Canvas) {
    guard !state.app.list.checklists.isEmpty else {
      canvas.write(emptyText, row: 0, in: rect, style: .dim)
      return
    }
    Table.render(
      table, in: rect, on: &canvas, isFocused: state.help == nil && state.listAlert == nil)
  }
}
