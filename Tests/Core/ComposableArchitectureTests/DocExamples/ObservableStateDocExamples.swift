// The doc comment examples of Modules/Core/ComposableArchitecture/Observation/ObservableState.swift, compiled; never run.

import ComposableArchitecture

private enum ObservableStateDocExamples {
  @Reducer
  struct Feature {
    @ObservableState
    struct State {
      var count = 0
      var isLoading = false
    }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }
}
