// The doc comment examples of Modules/Kit/TerminalUI/Widgets/TextArea.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum TextAreaDocExamples {
  @Reducer
  struct Editor {
    enum Action {
      case notes(TextArea.Action)
    }

    @ObservableState
    struct State: Equatable {
      var notes = TextArea.State(placeholder: "Notes")
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.notes, action: \.notes) { TextArea() }
    }
  }
  typealias Action = Editor.Action

  @MainActor
  static func view(
    _ state: Editor.State, key: Key, store: StoreOf<Editor>, in notesRect: Rect,
    on canvas: inout Canvas
  ) {
    // In the view, which knows where the text area is drawn:
    TextArea.render(state.notes, in: notesRect, on: &canvas)
    if let action = TextArea.action(for: key, state: state.notes, in: notesRect) {
      store.send(.notes(action))
    }
  }

  static func state() -> TextArea.State {
    let notes = TextArea.State(text: "Milk\nEggs", placeholder: "Notes", limit: 2_000)
    return notes
  }

  static func keys(_ state: Editor.State, in notesRect: Rect) -> [KeyBinding<Action>] {
    let bindings = TextArea.keyMap(for: state.notes, in: notesRect).map { $0.map(Action.notes) }
    return bindings
  }

  static func typed(_ state: Editor.State, in notesRect: Rect) -> TextArea.Action? {
    let typed = TextArea.action(for: .character("a"), state: state.notes, in: notesRect)
    return typed
  }

  static func render(_ state: Editor.State, on canvas: inout Canvas) {
    TextArea.render(state.notes, in: Rect(column: 2, row: 4, width: 40, height: 6), on: &canvas)
  }

  static func said() -> String {
    let said = TextArea.describe(TextArea.State(text: "Milk\nEggs"), label: "Notes")
    // "Notes, line 2 of 2: Eggs"
    return said
  }

  static func cursor() -> String {
    let said = TextArea.describeCursor(TextArea.State(text: "Milk\nEggs"))  // "end"
    return said
  }
}
