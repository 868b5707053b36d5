import ComposableArchitecture
import Foundation

/// A number source the fixtures read through `@Dependency`, with an unimplemented test value.
struct NumberClient: Sendable {
  var fetch: @Sendable () async -> Int
}

extension NumberClient: TestDependencyKey {
  static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch", placeholder: 0))
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient(fetch: { 42 })
}

extension DependencyValues {
  var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

/// A leaf feature: a count and an effect that fetches a number after a clock sleep.
struct Tally: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var fetched: Int?
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case fetch
    case fetchAfterDelay
    case fetched(Int)
    case cancelFetch
  }

  enum CancelID { case fetch }

  @Dependency(\.numberClient) var numberClient
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .fetch:
      return .run { send in
        await send(.fetched(await numberClient.fetch()))
      }
      .cancellable(id: CancelID.fetch, cancelInFlight: true)
    case .fetchAfterDelay:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        // Read after the suspension: the override must still be in force here.
        await send(.fetched(await numberClient.fetch()))
      }
      .cancellable(id: CancelID.fetch, cancelInFlight: true)
    case .fetched(let number):
      state.fetched = number
      return .none
    case .cancelFetch:
      return .cancel(id: CancelID.fetch)
    }
  }
}

/// A parent of two tallies, composed with `Scope` in its body.
struct Pair: Reducer {
  struct State: Equatable {
    var left = Tally.State()
    var right = Tally.State()
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case left(Tally.Action)
    case right(Tally.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) {
      Tally()
    }
    Scope(state: \.right, action: \.right) {
      Tally()
    }
    Reduce { state, action in
      switch action {
      case .left: state.log.append("left")
      case .right: state.log.append("right")
      }
      return .none
    }
  }
}
