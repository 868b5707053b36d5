// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/IfLet.swift, compiled; never run.

import ComposableArchitecture

private enum IfLetDocExamples {
  @Reducer
  struct Detail {
    struct State: Equatable { var title = "" }
    enum Action { case titleChanged(String) }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var detail: Detail.State? }
    enum Action {
      case detailButtonTapped
      case detail(Detail.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .detailButtonTapped:
          state.detail = Detail.State()
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.detail, action: \.detail) {
        Detail()
      }
    }
  }

  @Reducer
  struct Photos {
    struct State: Equatable { var alert: AlertState<Action.Alert>? }
    enum Action {
      case alert(Alert)
      enum Alert: Equatable { case deleteConfirmed }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .ifLet(\.alert, action: \.alert)
    }
  }
}
