import ComposableArchitecture
import TerminalUI

/// How long the app has been up, a second at a time on the `continuousClock` dependency: an
/// effect that lives as long as the app, started at launch with `sendForLifetime(.task)`.
@Reducer
public struct Uptime {
  @ObservableState
  public struct State: Equatable {
    public var seconds: Int

    public init(seconds: Int = 0) {
      self.seconds = seconds
    }
  }

  public enum Action: Equatable {
    /// Ticks every second for as long as it runs.
    case task
    case tick
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

public struct UptimeView: TerminalView {
  let state: Uptime.State
  let environment: TerminalEnvironment

  public init(state: Uptime.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  public func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write("Up \(state.seconds) s", row: 0, in: canvas.bounds, style: .bold)
    canvas.write("q quit", row: environment.size.rows - 1, in: canvas.bounds)
    return canvas.grid
  }

  public func command(for key: Key) -> TerminalCommand<Uptime.Action>? {
    Layers<Uptime.Action>(base: []).command(for: key)
  }
}
