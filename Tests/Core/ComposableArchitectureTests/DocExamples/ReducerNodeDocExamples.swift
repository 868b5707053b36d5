// The doc comment examples of Modules/Core/ComposableArchitecture/Internal/ReducerNode.swift, compiled; never run.

import ComposableArchitecture

private enum ReducerNodeDocExamples {
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

  @Reducer
  struct AppFeature {
    struct State: Equatable { var counter = Counter.State() }
    enum Action { case counter(Counter.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  static func reduceWithoutAStore() {
    var state = AppFeature.State()
    let node = AppFeature()._makeNode()
    _ = node._reduce(into: &state, action: .counter(.incrementButtonTapped))
  }
}
