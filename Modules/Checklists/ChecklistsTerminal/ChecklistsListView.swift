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

  var list: List<Checklist>.State { state.checklistList }

  /// The list's keys and the screen's own, under everything else.
  var bindings: [KeyBinding<Action>] {
    var own = [
      KeyBinding<Action>(
        [.character("a")], label: "add", help: "add a checklist",
        action: .app(.list(.addButtonTapped)))
    ]
    if let checklist = list.selectedRow {
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
    // No rows, no list on screen: its keys would do nothing. While its filter is typed, they
    // are the filter's, over this layer.
    let listKeys =
      list.rows.isEmpty || list.selection.isFiltering
      ? [] : List.keyMap(for: list, in: rect).map { $0.map(Action.checklistList) }
    return own + listKeys + [ChecklistsView.helpBinding(typing: false)]
  }

  /// The list's filter over the screen, while it is typed.
  func pushFilter(onto layers: inout Layers<Action>) {
    layers.pushFilter(
      of: list, in: rect,
      bindings: ChecklistsView.filterBindings(list, in: rect, embed: Action.checklistList),
      embed: Action.checklistList)
  }

  /// What a click or the wheel does on the list.
  func mouseAction(for key: Key) -> Action? {
    List.action(for: key, state: list, in: rect).map(Action.checklistList)
  }

  /// The list in words: the selected checklist, its place and how much of it is done.
  func describe() -> String {
    guard !state.app.list.checklists.isEmpty else { return "No checklists yet: a adds one." }
    return List.describe(
      List.State(rows: list.rows, selection: list.selection) { checklist in
        let done = checklist.items.filter(\.isDone).count
        return "\(checklist.name), \(done) of \(checklist.items.count) done"
      })
  }

  public func draw(on canvas: inout Canvas) {
    guard !state.app.list.checklists.isEmpty else {
      canvas.write("No checklists yet: a adds one.", row: 0, in: rect, style: .dim)
      return
    }
    let width = rect.width
    let glyphs = canvas.glyphs
    // Drawn with its count at the right; the filter searches the title alone.
    let rows = List.State(rows: list.rows, selection: list.selection) { checklist in
      let done = checklist.items.filter(\.isDone).count
      return ChecklistsView.row(
        checklist.name, "\(done)/\(checklist.items.count) done", width: width, glyphs: glyphs)
    }
    List.render(rows, in: rect, on: &canvas, isFocused: state.help == nil && state.listAlert == nil)
  }
}
