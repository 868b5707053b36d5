// The doc comment examples of Modules/Core/ComposableArchitecture/Reducer.swift, compiled; never run.

import ComposableArchitecture

private enum ReducerDocExamples {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        }
      }
    }
  }

  static func reduce() {
    var state = Counter.State()
    let effect = Counter().reduce(into: &state, action: .incrementButtonTapped)
    _ = effect
  }

  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action { case tapped }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var child = Child.State() }
    enum Action { case child(Child.Action) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
      Scope(state: \.child, action: \.child) { Child() }
    }
  }

  @Reducer
  struct Empty {
    struct State: Equatable {}
    enum Action {}

    var body: some ReducerOf<Self> { EmptyReducer() }
  }
}
