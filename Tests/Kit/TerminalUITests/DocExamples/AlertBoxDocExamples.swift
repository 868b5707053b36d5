// The doc comment examples of Modules/Kit/TerminalUI/Widgets/AlertBox.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum AlertBoxDocExamples {
  @Reducer
  struct Feature {
    @ObservableState struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      var alertBox = AlertBox<Action.Alert>.State()
    }
    enum Action {
      case alert(PresentationAction<Alert>)
      case alertBox(AlertBox<Alert>.Action)
      enum Alert: Equatable, Sendable { case deleteConfirmed }
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.alertBox, action: \.alertBox) { AlertBox() }
      Reduce { state, action in
        switch action {
        case .alertBox(.delegate(let answer)): return .send(.alert(answer))
        case .alert(.presented(.deleteConfirmed)):
          // … delete
          return .none
        case .alert, .alertBox:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @MainActor
  static func view(
    _ alert: AlertState<Feature.Action.Alert>, state: Feature.State, key: Key,
    store: StoreOf<Feature>, in content: Rect, on canvas: inout Canvas
  ) {
    // In the view, while the alert shows:
    AlertBox.render(alert, state: state.alertBox, in: content, on: &canvas)
    if let action = AlertBox.action(for: key, alert: alert, state: state.alertBox) {
      store.send(.alertBox(action))
    }
  }

  static let alert = AlertState<Feature.Action.Alert> {
    TextState("Delete “Milk”?")
  } actions: {
    ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Keep") }
  }

  static func action(_ alert: AlertState<Feature.Action.Alert>, state: Feature.State) {
    let tab = AlertBox.action(for: .tab, alert: alert, state: state.alertBox)
    // .focus(button: 1, of: alert.id), from button 0
    let escape = AlertBox.action(for: .escape, alert: alert, state: state.alertBox)
    // .press(the cancel button's action)
    _ = (tab, escape)
  }

  static func describe(state: Feature.State) {
    let alert = Self.alert  // "Delete “Milk”?": Delete (destructive), Keep (cancel)
    let lines = AlertBox.describe(alert, state: state.alertBox)
    // ["Dialog: Delete \"Milk\"? Delete, Keep; arrows choose.", "Keep focused."]
    _ = lines
  }

  struct DialogState {
    var dialogBox = AlertBox<Feature.Action.Alert>.State()
  }

  static func dialog(
    _ dialog: ConfirmationDialogState<Feature.Action.Alert>, state: DialogState,
    in content: Rect, on canvas: inout Canvas
  ) {
    let next = AlertBox.action(for: .down, dialog: dialog, state: state.dialogBox)
    AlertBox.render(dialog, state: state.dialogBox, in: content, on: &canvas)
    let lines = AlertBox.describe(dialog, state: state.dialogBox)
    _ = (next, lines)
  }
}
