// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/Signpost.swift, compiled; never run.

import ComposableArchitecture

private enum SignpostDocExamples {
  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .signpost("Counter")
    }
  }
}
