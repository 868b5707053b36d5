// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/BindingState.swift, compiled; never run.

import ComposableArchitecture

private enum BindingStateDocExamples {
  @Reducer
  struct Settings {
    struct State: Equatable {
      @BindingState var name = ""
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    // store.send(.binding(.set(\.$name, "Blob")))
    // case .binding(\.$name): …

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.$name):
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @MainActor
  static func sendBindingAction() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.$name, "Blob")))
  }

  static func extractName(action: Settings.Action) {
    let name = action[case: \.binding.$name]
    _ = name
  }

  @MainActor
  static func sendSet() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.set(\.$name, "Blob"))
  }

  struct Counter {
    @BindingState var count = 0
  }
}
