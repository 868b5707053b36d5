// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/IfCaseLet.swift, compiled; never run.

import ComposableArchitecture

private enum IfCaseLetDocExamples {
  struct User: Equatable {
    var name: String
  }

  @Reducer
  struct LoggedIn {
    struct State: Equatable { var user: User }
    enum Action { case logOutButtonTapped }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct LoggedOut {
    struct State: Equatable { var name = "" }
    enum Action { case loginSucceeded(User) }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Root {
    @CasePathable
    enum State: Equatable {
      case loggedIn(LoggedIn.State)
      case loggedOut(LoggedOut.State)
    }
    enum Action {
      case loggedIn(LoggedIn.Action)
      case loggedOut(LoggedOut.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case .loggedOut(.loginSucceeded(let user)) = action else { return .none }
        state = .loggedIn(LoggedIn.State(user: user))
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
      .ifCaseLet(\.loggedOut, action: \.loggedOut) { LoggedOut() }
    }
  }
}
