// The doc comment examples of Modules/Core/ComposableArchitecture/Effects/Cancellation.swift, compiled; never run.

import ComposableArchitecture

private enum CancellationDocExamples {
  struct SearchClient: Sendable {
    var search: @Sendable (_ query: String) async throws -> [String] = { _ in [] }
  }

  @Reducer
  struct Search {
    struct State: Equatable { var results: [String] = [] }
    enum Action {
      case queryChanged(String)
      case cancelButtonTapped
      case results([String])
    }

    let client = SearchClient()

    enum CancelID { case search }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          return .run { send in await send(.results(try await client.search(query))) }
            .cancellable(id: CancelID.search, cancelInFlight: true)
        case .cancelButtonTapped:
          return .cancel(id: CancelID.search)
        case .results:
          return .none
        }
      }
    }
  }

  struct FetchClient: Sendable {
    var fetch: @Sendable () async throws -> String = { "" }
  }

  @Reducer
  struct Timer {
    struct State: Equatable { var response = "" }
    enum Action {
      case startButtonTapped
      case stopButtonTapped
      case stopFromAnEffect
      case refresh
      case response(String)
      case tick
    }

    enum CancelID {
      case timer
      case response
    }

    let client = FetchClient()

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startButtonTapped:
          return .run { send in
            while true {
              try await Task.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.timer)
        case .stopButtonTapped:
          return .cancel(id: CancelID.timer)
        case .stopFromAnEffect:
          return .run { _ in Task.cancel(id: CancelID.timer) }
        case .refresh:
          return .run { send in
            try await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
              await send(.response(try await client.fetch()))
            }
          }
        case .response(let response):
          state.response = response
          return .none
        case .tick:
          return .none
        }
      }
    }
  }
}
