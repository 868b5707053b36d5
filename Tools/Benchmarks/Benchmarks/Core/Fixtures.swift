import AppFeature
import ComposableArchitecture
import Counter
import Dependencies

/// What AppFeature does for the counter's increment and decrement, as one hand-written switch:
/// the baseline that composition is measured against.
struct FlatAppReducer: Reducer {
  func reduce(into state: inout AppFeature.State, action: AppFeature.Action) -> Effect<
    AppFeature.Action
  > {
    switch action {
    case .counter(.incrementButtonTapped):
      state.counter.count += 1
      return .none
    case .counter(.decrementButtonTapped):
      state.counter.count -= 1
      return .none
    case .nextTabSelected:
      state.selectedTab = state.selectedTab.next
      return .none
    default:
      return .none
    }
  }
}

/// The smallest reducer: adds one. Wrapped in overrides to price them.
struct Bump: Reducer {
  enum Action: Sendable { case bump }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    state &+= 1
    return .none
  }
}

/// ``Bump`` that reads a dependency for the amount: the price of a `@Dependency` read.
struct BumpByLevel: Reducer {
  @Dependency(\.level) var level

  func reduce(into state: inout Int, action: Bump.Action) -> Effect<Bump.Action> {
    state &+= level
    return .none
  }
}

/// A reducer whose `.ping` starts a `.run` effect that sends `.pong` back.
struct Ping: Reducer {
  struct State: Equatable { var pongs = 0 }
  enum Action: Sendable { case ping, pong }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      return .run { send in await send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}

private enum LevelKey: DependencyKey {
  static let liveValue = 1
}

extension DependencyValues {
  /// An integer dependency for the override benchmarks.
  var level: Int {
    get { self[LevelKey.self] }
    set { self[LevelKey.self] = newValue }
  }
}
