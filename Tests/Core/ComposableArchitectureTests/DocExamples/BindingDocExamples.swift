// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/Binding.swift, compiled; never run.

import ComposableArchitecture

private enum BindingDocExamples {
  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable { var name = "" }
    enum Action: BindableAction { case binding(BindingAction<State>) }

    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @MainActor
  static func sendBindingActionInATest() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
  }

  @MainActor
  static func sendBindingAction() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.name, "Blob")))
  }

  @MainActor
  static func sendSet() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.set(\.name, "Blob"))
  }

  @MainActor
  static func setThroughTheStore() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.name = "Blob"  // sends .binding(.set(\.name, "Blob"))
  }

  @Reducer
  struct Form {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var isValid = false
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.isValid = !state.name.isEmpty
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  enum Editor {
    struct State { var name = "" }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case saveButtonTapped
    }
  }

  @Reducer
  struct ViewForm {
    @ObservableState
    struct State: Equatable { var name = "" }
    enum Action {
      case view(View)
      enum View: BindableAction {
        case binding(BindingAction<State>)
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
    }
  }
}
