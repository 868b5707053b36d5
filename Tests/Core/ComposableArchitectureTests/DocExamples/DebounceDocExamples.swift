// The doc comment examples of Modules/Core/ComposableArchitecture/Effects/Debounce.swift, compiled; never run.

import ComposableArchitecture

private enum DebounceDocExamples {
  @Reducer
  struct Search {
    struct State: Equatable { var query = "" }
    enum Action {
      case queryChanged(String)
      case search(String)
    }

    enum CancelID { case search }

    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          state.query = query
          return .run { send in await send(.search(query)) }
            .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
        case .search:
          return .none
        }
      }
    }
  }
}
