// The doc comment examples of Modules/Kit/TerminalUI/Widgets/TextField.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum TextFieldDocExamples {
  @Reducer
  struct Rename {
    @ObservableState
    struct State: Equatable {
      var title = ""
      var name = TextField.State()
    }
    enum Action {
      case name(TextField.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.name, action: \.name) { TextField() }
      Reduce { state, action in
        switch action {
        case .name(.delegate(.submitted(let text))):
          state.title = text
          return .none
        case .name:
          return .none
        }
      }
    }
  }
  enum Action {
    case search(TextField.Action)
  }

  @MainActor
  static func send(_ key: Key, to store: StoreOf<Rename>) {
    // In the view, while the field has the focus:
    if let action = TextField.action(for: key) { store.send(.name(action)) }
  }

  static func keyMap() {
    let bindings = TextField.keyMap(embed: Action.search, submit: (label: "find", help: nil))
    _ = bindings
  }

  static func action() {
    let typed = TextField.action(for: .character("a"))  // .insert("a")
    let deleted = TextField.action(for: .control("w"))  // .deleteWordBackward
    _ = (typed, deleted)
  }

  static func describe() {
    let said = TextField.describe(
      TextField.State(text: "12x", message: "Type a number"), label: "Set count")
    // "Set count: 12x. Type a number"
    _ = said
  }

  static func describeCursor() {
    var field = TextField.State(text: "milk")
    field.cursor = 1
    let said = TextField.describeCursor(field)  // "i"
    _ = said
  }

  static func render(_ state: Rename.State, on canvas: inout Canvas) {
    TextField.render(state.name, in: Rect(column: 2, row: 4, width: 30, height: 2), on: &canvas)
  }
}
