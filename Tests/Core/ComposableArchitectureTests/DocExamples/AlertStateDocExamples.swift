// The doc comment examples of Modules/Core/ComposableArchitecture/Alerts/AlertState.swift, compiled; never run.

import ComposableArchitecture

private enum AlertStateDocExamples {
  @Reducer
  struct Photos {
    @ObservableState
    struct State {
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action {
      case alert(PresentationAction<Alert>)
      case deleteButtonTapped
      enum Alert: Equatable { case deleteConfirmed }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert:
          return .none
        case .deleteButtonTapped:
          state.alert = AlertState {
            TextState("Delete 3 photos?")
          } actions: {
            ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("This cannot be undone.")
          }
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Reducer
  struct Share {
    @ObservableState
    struct State {
      @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action {
      case dialog(PresentationAction<Dialog>)
      case shareButtonTapped
      enum Dialog: Equatable { case copyTapped }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .dialog:
          return .none
        case .shareButtonTapped:
          state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Share")
          } actions: {
            ButtonState(action: .copyTapped) { TextState("Copy") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
          return .none
        }
      }
      .ifLet(\.$dialog, action: \.dialog)
    }
  }

  enum Child {
    enum Action: Equatable { case confirm }
  }

  enum Parent {
    enum Action: Equatable { case child(Child.Action) }
  }

  static func lift(childDialog: ConfirmationDialogState<Child.Action>) {
    let dialog = childDialog.map { $0.map(Parent.Action.child) }
    _ = dialog
  }
}
