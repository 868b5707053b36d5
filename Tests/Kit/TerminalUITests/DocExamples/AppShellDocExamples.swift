// The doc comment examples of Modules/Kit/TerminalUI/Shell/AppShell.swift, compiled; never run.
import ComposableArchitecture
import TerminalUI

private enum AppShellDocExamples {
  @Reducer
  struct Notes {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case added
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct NotesView: TerminalView {
    typealias Action = Notes.Action

    let state: Notes.State
    let environment: TerminalEnvironment

    static let minimumSize = Size(columns: 40, rows: 12)

    var layers: Layers<Action> {
      Layers(base: [KeyBinding([.character("a")], label: "add", action: .added)])
    }

    var shell: AppShell { AppShell(size: environment.size, minimumSize: Self.minimumSize) }

    public func render() -> Grid {
      shell.render(glyphs: environment.glyphs) { canvas in
        canvas.write("Notes", row: 0, in: shell.titleRect, style: .bold)
      }
    }

    public func command(for key: Key) -> TerminalCommand<Action>? {
      shell.command(for: key, mouse: { _ in nil }) { layers.command(for: $0) }
    }
  }
}
