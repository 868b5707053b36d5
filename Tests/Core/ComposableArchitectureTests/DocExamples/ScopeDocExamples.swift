// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/Scope.swift, compiled; never run.

import ComposableArchitecture

private enum ScopeDocExamples {
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
    struct State { var counter = Counter.State() }
    enum Action { case counter(Counter.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
    }
  }

  @Reducer
  struct LoggedIn {
    struct State: Equatable { var name = "" }
    enum Action { case logOutButtonTapped }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Session {
    @CasePathable
    enum State: Equatable {
      case loggedIn(LoggedIn.State)
      case loggedOut
    }
    enum Action { case loggedIn(LoggedIn.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
    }
  }
}
