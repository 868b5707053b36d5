// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/EmptyReducer.swift, compiled; never run.

import ComposableArchitecture

private enum EmptyReducerDocExamples {
  @Reducer
  struct Feature {
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Switchable {
    typealias State = Feature.State
    typealias Action = Feature.Action

    let isEnabled: Bool

    var body: some ReducerOf<Self> {
      if isEnabled { Feature() } else { EmptyReducer() }
    }
  }
}
