// The doc comment examples of Modules/Kit/TerminalUI/Shell/LineBackend.swift, compiled; never run.
import ComposableArchitecture
import TerminalUI

private enum LineBackendDocExamples {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct CounterView: TerminalView {
    let state: Counter.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func describe() -> [String] {
      ["Count: \(state.count)"]
    }

    func command(for key: Key) -> TerminalCommand<Counter.Action>? {
      key == .character("+") ? .send(.incrementButtonTapped) : nil
    }
  }

  @MainActor
  static func lineBackend(store: StoreOf<Counter>) async throws {
    let backend = try LineBackend()
    defer { backend.stop() }
    let app = TerminalApp<CounterView>(store: store, backend: backend)
    await app.run()
  }
}
