import ComposableArchitecture
import Foundation

/// A number source the fixtures read through `@Dependency`, with an unimplemented test value.
struct NumberClient: Sendable {
  var fetch: @Sendable () async throws -> Int
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

/// A leaf feature: a count, a fetch, and a timer, each effect cancellable by one shared ID.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var fetched: Int?
    var ticks = 0
  }

  enum Action: Equatable {
    case increment
    case fetch
    case fetched(Int)
    case startTimer
    case stopTimer
    case tick
  }

  enum CancelID { case fetch, timer }

  @Dependency(\.numberClient) var numberClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .fetch:
        return .run { send in
          await send(.fetched(try await numberClient.fetch()))
        }
        .cancellable(id: CancelID.fetch, cancelInFlight: true)
      case .fetched(let number):
        state.fetched = number
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// Two tallies side by side, composed with `Scope`.
@Reducer
struct Pair {
  @ObservableState
  struct State: Equatable {
    var left = Tally.State()
    var right = Tally.State()
  }

  enum Action: Equatable {
    case left(Tally.Action)
    case right(Tally.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Tally() }
    Scope(state: \.right, action: \.right) { Tally() }
  }
}
