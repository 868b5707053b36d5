import Checklists
import ComposableArchitecture
import TerminalUI

/// One checklist: a bar of how much is done, over its items, ticked off with Space; `a` opens a
/// field that adds items one after another, `e` edits the checklist in the form, `d` deletes
/// the selected item after an alert, `D` the whole checklist; Esc, `q` or Backspace go back to
/// the list.
///
/// ```swift
/// let screen = ChecklistDetailView(state: state, detail: detail, id: id, rect: content)
/// screen.draw(on: &canvas)
/// ```
public struct ChecklistDetailView {
  public typealias Action = ChecklistsTerminal.Action

  let state: ChecklistsTerminal.State
  let detail: ChecklistDetail.State
  let id: StackElementID
  let rect: Rect

  public init(
    state: ChecklistsTerminal.State, detail: ChecklistDetail.State, id: StackElementID, rect: Rect
  ) {
    self.state = state
    self.detail = detail
    self.id = id
    self.rect = rect
  }

  var list: List<Checklist.Item>.State { state.itemList }

  /// The bar of how much is done, on the first row, once there are items to count.
  var progressRect: Rect? {
    detail.checklist.items.isEmpty ? nil : rect.rows(.fixed(1), .fill())[0]
  }
  /// The items, and the new item's field while it is open.
  var itemsRect: Rect { progressRect == nil ? rect : rect.rows(.fixed(1), .fill())[1] }
  /// Where the new item's field goes, while open: under the items, with a row for its message.
  var fieldRect: Rect { itemsRect.rows(.fill(), .fixed(2))[1] }
  var listRect: Rect {
    if state.newItem != nil { return itemsRect.rows(.fill(), .fixed(2))[0] }
    return notes == nil ? itemsRect : itemsRect.rows(.fill(), .fixed(4))[0]
  }
  /// The selected item's notes, if it has any: shown under the items, a rule above them.
  var notes: String? {
    guard state.newItem == nil, let item = list.selectedRow, !item.notes.isEmpty else {
      return nil
    }
    return item.notes
  }
  var notesRect: Rect { itemsRect.rows(.fill(), .fixed(4))[1] }

  func send(_ action: ChecklistDetail.Action) -> Action {
    .app(.path(.element(id: id, action: .detail(action))))
  }

  /// The screen's keys, over the list's.
  var bindings: [KeyBinding<Action>] {
    var own: [KeyBinding<Action>] = []
    // Most used first: the key bar shows as many as fit.
    if let item = list.selectedRow {
      own.append(
        KeyBinding(
          [.character(" ")], label: "toggle",
          help: "tick the selected item off, or on again", action: send(.itemToggled(id: item.id))))
    }
    own += [
      KeyBinding(
        [.character("a")], label: "add", help: "add items (Enter adds one, Esc ends)",
        action: .addItemButtonTapped),
      KeyBinding(
        [.character("e")], label: "edit", help: "edit the title and the items",
        action: send(.editButtonTapped)),
    ]
    if let item = list.selectedRow {
      own.append(
        KeyBinding(
          [.character("d")], label: "delete",
          help: "delete the selected item (asks first)",
          action: send(.deleteItemButtonTapped(id: item.id))))
    }
    own.append(
      KeyBinding(
        [.character("D")], hint: nil, label: "delete checklist",
        help: "delete this checklist (asks first)", action: send(.deleteButtonTapped)))
    let listKeys =
      list.rows.isEmpty || list.selection.isFiltering
      ? [] : List.keyMap(for: list, in: listRect).map { $0.map(Action.itemList) }
    let screen = own + listKeys + [ChecklistsView.helpBinding(typing: false)]
    // Esc clears a filter in force first; then it goes back, as q and Backspace do.
    let back = ChecklistsView.unclaimed([.escape, .character("q"), .backspace], by: screen)
    return screen + [
      KeyBinding(
        back, hint: back.first?.displayName, label: "back", help: "back to the list",
        action: .app(.path(.popFrom(id: id))))
    ]
  }

  /// The screen over the list, then what is typed over it: the items' filter, or the new
  /// item's field.
  func push(onto layers: inout Layers<Action>) {
    layers.push(bindings, close: .app(.path(.popFrom(id: id))))
    if list.selection.isFiltering {
      layers.pushFilter(
        of: list, in: listRect,
        bindings: ChecklistsView.filterBindings(list, in: listRect, embed: Action.itemList),
        embed: Action.itemList)
    } else if let field = state.newItem {
      var keys = TextField.keyMap(
        embed: Action.newItem,
        submit: (
          label: "add", help: "add the item, and keep the field for the next (empty: close it)"
        ),
        cancel: (label: "done", help: "add what is typed, and close the field"))
      if field.text.isEmpty {
        // Backspace on the empty field goes back one level, as Esc does.
        keys =
          [
            KeyBinding(
              [.backspace], hint: nil, label: "done", help: "close the field (when empty)",
              action: .newItem(.cancel))
          ] + ChecklistsView.without([.backspace], keys)
      }
      layers.push(
        keys + [ChecklistsView.helpBinding(typing: true)], close: .newItem(.cancel),
        name: "the field"
      ) { key in
        TextField.action(for: key).map(Action.newItem)
      }
    }
  }

  /// What a click or the wheel does on the items.
  func mouseAction(for key: Key) -> Action? {
    List.action(for: key, state: list, in: listRect).map(Action.itemList)
  }

  /// The checklist in words: how much is done, the selected item, and the new item's field.
  func describe() -> [String] {
    let items = detail.checklist.items
    var lines: [String] = []
    if items.isEmpty {
      lines.append("No items yet: a adds one.")
    } else {
      lines.append("\(detail.checklist.doneCount) of \(items.count) done")
      lines +=
        List.describe(
          List.State(rows: list.rows, selection: list.selection) { item in
            "\(item.text), \(item.isDone ? "done" : "to do")"
          })
    }
    if let notes { lines.append("Notes: " + notes.split(separator: "\n").joined(separator: ". ")) }
    if let field = state.newItem {
      // The field's keys, said once, on entering it.
      lines += [
        TextField.describe(field, label: "New item"),
        "Enter adds, Escape adds and closes, F1 help.",
      ]
    }
    return lines
  }

  public func draw(on canvas: inout Canvas) {
    let items = detail.checklist.items
    if let progressRect {
      let done = detail.checklist.doneCount
      ProgressBar.render(
        fraction: Double(done) / Double(items.count), label: "\(done)/\(items.count) done",
        in: progressRect, on: &canvas)
    }
    if items.isEmpty {
      canvas.write("No items yet: a adds one.", row: 0, in: listRect, style: .dim)
    } else {
      // A done item matters less: muted (dim, in either theme) and struck through.
      let rows = List.State(
        rows: list.rows, selection: list.selection,
        style: { $0.isDone ? [.muted, .strikethrough] : [] }
      ) { item in
        "\(item.isDone ? "[x]" : "[ ]") \(item.text)"
      }
      let isFocused =
        state.newItem == nil && state.help == nil && state.detailAlert == nil
      List.render(rows, in: listRect, on: &canvas, isFocused: isFocused)
    }
    if let notes {
      canvas.rule(row: 0, in: notesRect)
      // As many of its lines as fit, each cut at the width: the form shows them whole.
      for (row, line) in notes.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(notesRect.height - 1).enumerated()
      {
        canvas.write(String(line), row: row + 1, in: notesRect, style: .muted)
      }
    }
    guard let field = state.newItem else { return }
    // The field stands where its item will be: a row not yet ticked.
    canvas.write("[ ]", row: 0, in: fieldRect, style: .dim)
    let text = Rect(
      column: fieldRect.column + 4, row: fieldRect.row, width: fieldRect.width - 4, height: 2)
    TextField.render(field, in: text, on: &canvas, isFocused: state.help == nil)
  }
}
