// The doc comment examples of Modules/Core/ComposableArchitecture/ReducerBuilder.swift, compiled; never run.

import ComposableArchitecture

private enum ReducerBuilderDocExamples {
  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }

  struct Logger<State, Action>: Reducer {
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("received \(action)")
      return .none
    }
  }

  @Reducer
  struct App {
    struct State: Equatable { var counter = Counter.State() }
    enum Action { case counter(Counter.Action) }

    let isLoggingEnabled: Bool

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
      if isLoggingEnabled {
        Logger()
      }
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }
}
