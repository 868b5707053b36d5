// The doc comment examples of Modules/Core/ComposableArchitecture/Macros.swift, compiled; never run.

import ComposableArchitecture

private enum MacrosDocExamples {
  @Reducer
  struct Counter {
    @ObservableState
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
  struct Detail {
    @ObservableState
    struct State: Equatable, Sendable { var text = "" }
    enum Action: Equatable, Sendable { case saveButtonTapped }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  enum Alert: Equatable, Sendable { case confirmDeletion }

  struct ToastState: _EphemeralState {
    var message = ""
    enum Action { case dismissed }
  }

  @Reducer
  enum Destination {
    case detail(Detail)
    case alert(AlertState<Alert>)
  }

  enum Conformances {
    @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
    enum Destination { case detail(Detail) }
  }

  @Reducer
  enum Banner {
    case detail(Detail)
    @ReducerCaseEphemeral
    case toast(ToastState)
    @ReducerCaseIgnored
    case loading(progress: Double)
  }

  @Reducer
  struct Deletion {
    @ObservableState
    struct State: Equatable {
      var count = 0
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action {
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable { case confirmDeletion }
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$alert, action: \.alert)
    }
  }

  @Reducer
  struct Cached {
    @ObservableState
    struct State {
      var count = 0
      @ObservationStateIgnored var cache: [Int: String] = [:]
    }
    enum Action { case load }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Reducer
  struct Presenter {
    @ObservableState
    struct State {
      @Presents var destination: Destination.State?
    }
    enum Action {
      case destination(PresentationAction<Destination.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }
}
