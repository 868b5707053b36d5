// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/CaseReducer.swift, compiled; never run.

import ComposableArchitecture

private enum CaseReducerDocExamples {
  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable {}
    enum Action { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {}
    enum Action { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State {
      @Presents var destination: Destination.State?
    }
    enum Action {
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer
    enum Destination {
      case detail(Detail)
      case settings(Settings)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .ifLet(\.$destination, action: \.destination)
    }
  }

  @MainActor
  static func switchOnTheCase(store: StoreOf<Parent.Destination>) {
    switch store.case {
    case .detail(let detailStore):
      detailStore.send(.onAppear)
    case .settings(let settingsStore):
      settingsStore.send(.onAppear)
    }
  }
}
