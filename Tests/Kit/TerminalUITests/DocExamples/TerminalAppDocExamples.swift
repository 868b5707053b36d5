// The doc comment examples of Modules/Kit/TerminalUI/Shell/TerminalApp.swift, compiled; never run.
import ComposableArchitecture
import Foundation
import TerminalUI

private enum TerminalAppDocExamples {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var isSaving = false
    }

    enum Action {
      case incrementButtonTapped
      case clockTask
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

    func command(for key: Key) -> TerminalCommand<Counter.Action>? {
      key == .character("+") ? .send(.incrementButtonTapped) : nil
    }
  }

  @MainActor
  static func terminalApp() async throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let app = TerminalApp<CounterView>(store: store, backend: try NcursesBackend(colors: true))
    await app.run()
    let unsaved = await app.prepareToQuit()
    _ = unsaved
  }

  @MainActor
  static func sayClosed(app: TerminalApp<CounterView>) async {
    let unsaved = await app.prepareToQuit()
    app.sayClosed(unsaved: unsaved)
  }

  @MainActor
  static func sendForLifetime(app: TerminalApp<CounterView>) {
    app.sendForLifetime(.clockTask)
  }

  @MainActor
  static func prepareToQuit(app: TerminalApp<CounterView>, backend: NcursesBackend) async {
    await app.run()
    let unsaved = await app.prepareToQuit()
    backend.stop()
    if let unsaved { FileHandle.standardError.write(Data("app: \(unsaved)\n".utf8)) }
  }

  @MainActor
  static func waitUntil(app: TerminalApp<CounterView>) async {
    await app.waitUntil { !$0.isSaving }
  }
}
