// The doc comment examples of Modules/Core/ComposableArchitecture/Alerts/ButtonState.swift, compiled; never run.

import ComposableArchitecture

private enum ButtonStateDocExamples {
  enum Alert: Equatable { case deleteConfirmed }

  @ButtonStateBuilder<Alert>
  static var buttons: [ButtonState<Alert>] {
    ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }

  @Reducer
  struct Photos {
    @ObservableState
    struct State {
      @Presents var alert: AlertState<Alert>?
    }
    enum Action {
      case alert(PresentationAction<Alert>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$alert, action: \.alert)
    }
  }

  @MainActor
  static func tap(_ button: ButtonState<Alert>, store: StoreOf<Photos>) {
    button.withAction { store.send(.alert($0.map(PresentationAction.presented) ?? .dismiss)) }
  }

  enum Child {
    enum Action: Equatable { case confirm }
  }

  enum Parent {
    enum Action: Equatable { case child(Child.Action) }
  }

  static func lift() {
    let action = ButtonStateAction.send(Child.Action.confirm).map { Parent.Action.child($0) }
    _ = action
  }
}
