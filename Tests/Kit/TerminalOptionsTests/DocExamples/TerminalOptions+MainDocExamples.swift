// The doc comment examples of Modules/Kit/TerminalOptions/TerminalOptions+Main.swift, compiled; never run.
import ComposableArchitecture
import TerminalOptions
import TerminalUI

private enum TerminalOptionsMainDocExamples {
  @Reducer
  struct Clock {
    @ObservableState
    struct State: Equatable {
      var seconds = 0
    }

    enum Action {
      case task
      case tick
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .task:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }

  struct ClockView: TerminalView {
    let state: Clock.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("\(state.seconds)s", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Clock.Action>? {
      key == .character("q") ? .quit : nil
    }
  }

  @MainActor
  static func main() async {
    await TerminalOptions.main(
      ClockView.self, initialState: Clock.State(), launch: { $0.sendForLifetime(.task) }
    ) { Clock() }
  }
}
