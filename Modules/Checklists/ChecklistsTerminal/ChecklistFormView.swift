import Checklists
import TerminalUI

/// The form that adds a checklist or edits one: its title, then one field per item. Tab and
/// Shift-Tab (or ↓ and ↑) move the focus, Ctrl-N adds an item, Backspace on an empty item
/// removes it, Ctrl-O opens the item's notes in a text area under the fields (Esc or Ctrl-O
/// again keeps them); Enter saves and Esc cancels.
///
/// ```swift
/// let screen = ChecklistFormView(state: state, form: form, rect: content)
/// screen.draw(on: &canvas)
/// ```
public struct ChecklistFormView {
  public typealias Action = ChecklistsTerminal.Action

  let state: ChecklistsTerminal.State
  let form: ChecklistForm.State
  let rect: Rect

  public init(state: ChecklistsTerminal.State, form: ChecklistForm.State, rect: Rect) {
    self.state = state
    self.form = form
    self.rect = rect
  }

  /// The columns before each field: `Title`, `Items`.
  static let labelWidth = 7

  /// The fields, and under them the focused item's notes while they are typed.
  var fieldsRect: Rect {
    state.formNotes == nil ? rect : rect.rows(.fill(), .fixed(4))[0]
  }
  var notesRect: Rect {
    let notes = rect.rows(.fill(), .fixed(4))[1]
    return Rect(
      column: notes.column + Self.labelWidth, row: notes.row,
      width: notes.width - Self.labelWidth, height: notes.height)
  }

  /// Saving and cancelling go to whoever presented the form, as its buttons would.
  var save: Action {
    if let id = state.detailID {
      return .app(.path(.element(id: id, action: .detail(.doneEditingButtonTapped))))
    }
    return .app(.list(.confirmAddButtonTapped))
  }
  /// Esc: closes the form, asking first when typed work would be lost.
  var cancel: Action { .formCancelTapped }

  /// The form's keys; every other key is typed into the focused field.
  var bindings: [KeyBinding<Action>] {
    var focus = Focus.keyMap { [rows = rect.height] in Action.formFocusMoved($0, rows: rows) }
    focus[0].keys.append(.down)
    focus[1].keys.append(.up)
    var own: [KeyBinding<Action>] = [
      KeyBinding([.enter], label: "save", help: "save the checklist", action: save),
      KeyBinding(
        [.escape], label: "cancel", help: "close without saving (asks first if you typed)",
        action: cancel),
    ]
    own += focus
    own.append(
      KeyBinding(
        [.control("n")], label: "new item", help: "add an item",
        action: .formItemAdded))
    if case .item = state.formFocus {
      own.append(
        KeyBinding(
          [.control("o")], label: "notes", help: "the item's notes, several lines",
          action: .formNotesToggled))
    }
    var field = TextField.keyMap.filter { $0.action != .submit && $0.action != .cancel }
      .map { $0.map(Action.formField) }
    if case .item = state.formFocus, state.focusedField?.text.isEmpty == true {
      // Backspace on an empty item goes back a field, taking the item with it.
      own.append(
        KeyBinding(
          [.backspace], hint: nil, label: "remove item", help: "remove this empty item",
          action: .formItemRemoved))
      field = ChecklistsView.without([.backspace], field)
    }
    return own + field + [ChecklistsView.helpBinding(typing: true)]
  }

  func push(onto layers: inout Layers<Action>) {
    layers.push(bindings, close: cancel, name: "the form") { key in
      TextField.action(for: key).map(Action.formField)
    }
    guard let notes = state.formNotes else { return }
    // The notes take the keys: Enter is a new line in them; Esc keeps them and goes back.
    layers.push(
      [
        KeyBinding(
          [.escape, .control("o")], label: "done", help: "keep the notes and go back to the item",
          action: .formNotesToggled)
      ] + TextArea.keyMap(for: notes, in: notesRect).map { $0.map(Action.formNotes) },
      close: .formNotesToggled
    ) { [notesRect] key in
      TextArea.action(for: key, state: notes, in: notesRect).map(Action.formNotes)
    }
  }

  /// The form in words: the field being typed, with its label; or the notes being typed.
  func describe() -> [String] {
    let fields = state.formFields
    guard let focus = state.formFocus, let line = fields.firstIndex(of: focus),
      let field = state.focusedField
    else { return ["\(fields.count - 1) items"] }
    // The form's keys, said once, on entering it; the field last, where the user is when a
    // dialog or the notes over it close.
    let form = [
      "Tab next field, Enter saves, Escape cancels, F1 help.",
      TextField.describe(field, label: line == 0 ? "Title" : "Item \(line)"),
    ]
    guard let notes = state.formNotes else { return form }
    return form + [TextArea.describe(notes, label: "Notes"), "Escape keeps them and goes back."]
  }

  public func draw(on canvas: inout Canvas) {
    let fields = state.formFields
    let focused = state.formFocus.flatMap { fields.firstIndex(of: $0) }
    let layout = state.formLayout(rows: fieldsRect.height)
    let isFocused = state.help == nil && state.discardAlert == nil
    for (row, line) in layout.visible.enumerated() {
      let label = line == 0 ? "Title" : line == 1 ? "Items" : ""
      canvas.write(label, row: row, in: rect, style: .bold)
      let field = Rect(
        column: rect.column + Self.labelWidth, row: rect.row + row,
        width: rect.width - Self.labelWidth, height: 1)
      guard line < fields.count else {
        canvas.write("none yet: Ctrl-N adds one", row: 0, in: field, style: .dim)
        continue
      }
      var text = field
      if case .item(let id) = fields[line], let item = form.checklist.items[id: id] {
        canvas.write(item.isDone ? "[x]" : "[ ]", row: 0, in: field, style: .dim)
        text = Rect(column: field.column + 4, row: field.row, width: field.width - 4, height: 1)
      }
      if line == focused, let focusedField = state.focusedField {
        TextField.render(
          focusedField, in: text, on: &canvas, isFocused: isFocused && state.formNotes == nil)
      } else {
        let value = state.text(of: fields[line]) ?? ""
        let placeholder = line == 0 ? "untitled" : "empty: dropped when saved"
        TextField.render(
          TextField.State(text: value, placeholder: placeholder), in: text, on: &canvas,
          isFocused: false)
      }
    }
    if let notes = state.formNotes {
      let label = Rect(
        column: rect.column, row: notesRect.row, width: Self.labelWidth, height: 1)
      canvas.write("Notes", row: 0, in: label, style: .bold)
      TextArea.render(notes, in: notesRect, on: &canvas, isFocused: isFocused)
    }
  }
}
