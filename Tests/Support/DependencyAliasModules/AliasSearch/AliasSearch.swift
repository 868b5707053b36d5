import Clocks
import ComposableArchitecture

// A test-only module that declares the app's clock as `\.main`, the way another team's
// module might, and a feature that reads it.

private enum MainClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = ImmediateClock()
}

extension DependencyValues {
  /// The clock, as this module names it.
  public var main: any Clock<Duration> {
    get { self[MainClockKey.self] }
    set { self[MainClockKey.self] = newValue }
  }
}

/// Tells which clock it sees.
@Reducer
public struct AliasSearch {
  public struct State: Equatable {
    public var clock: String?
    public init() {}
  }
  public enum Action: Equatable {
    case report
    case reported(String)
  }
  @Dependency(\.main) var main
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .report:
        return .send(
          .reported((main as? CustomStringConvertible)?.description ?? "\(type(of: main))"))
      case .reported(let clock):
        state.clock = clock
        return .none
      }
    }
  }
}
