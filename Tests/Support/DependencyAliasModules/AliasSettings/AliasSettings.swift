import Clocks
import ComposableArchitecture

// A test-only module that declares the same clock as `\.mainQueue`.

private enum MainQueueClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock()
}

extension DependencyValues {
  /// The clock, as this module names it.
  public var mainQueue: any Clock<Duration> {
    get { self[MainQueueClockKey.self] }
    set { self[MainQueueClockKey.self] = newValue }
  }
}

/// Tells which clock it sees.
@Reducer
public struct AliasSettings {
  public struct State: Equatable {
    public var clock: String?
    public init() {}
  }
  public enum Action: Equatable {
    case report
    case reported(String)
  }
  @Dependency(\.mainQueue) var mainQueue
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .report:
        return .send(
          .reported(
            (mainQueue as? CustomStringConvertible)?.description ?? "\(type(of: mainQueue))"))
      case .reported(let clock):
        state.clock = clock
        return .none
      }
    }
  }
}
