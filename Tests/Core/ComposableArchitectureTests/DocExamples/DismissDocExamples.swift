// The doc comment examples of Modules/Core/ComposableArchitecture/Dependencies/Dismiss.swift, compiled; never run.

import ComposableArchitecture

private enum DismissDocExamples {
  @Reducer
  struct Detail {
    struct State: Equatable {}
    enum Action {
      case closeButtonTapped
      case doneButtonTapped
      case delegate(Delegate)
      enum Delegate { case done }
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await dismiss() }
        case .doneButtonTapped:
          return isPresented ? .run { _ in await dismiss() } : .send(.delegate(.done))
        case .delegate:
          return .none
        }
      }
    }
  }

  @MainActor
  static func dismissEffect() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: Detail.State()) {
      Detail()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeButtonTapped)
  }
}
