// The doc comment examples of Modules/Kit/TerminalOptions/TerminalOptions.swift, compiled; never run.
import ArgumentParser
import ComposableArchitecture
import Foundation
import TerminalOptions
import TerminalUI

private enum TerminalOptionsDocExamples {
  @Reducer
  struct NotesFeature {
    @ObservableState
    struct State: Equatable {
      var notes: [String] = []
    }

    enum Action {
      case added(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .added(let note) = action { state.notes.append(note) }
      return .none
    }
  }

  struct NotesView: TerminalView {
    let state: NotesFeature.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("\(state.notes.count) notes", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<NotesFeature.Action>? {
      key == .character("q") ? .quit : nil
    }
  }

  struct Notes: AsyncParsableCommand {
    @OptionGroup var terminal: TerminalOptions

    @MainActor
    func run() async throws {
      let store = Store(initialState: NotesFeature.State()) { NotesFeature() }
      try await terminal.run(NotesView.self, store: store, appName: "notes")
    }
  }

  struct Pantry: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "pantry",
      discussion: "\(TerminalOptions.keyNotationHelp) Example: pantry --headless --keys 'amilk'")

    @OptionGroup var terminal: TerminalOptions
  }

  @Reducer
  struct Timer {
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

  struct TimerView: TerminalView {
    let state: Timer.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("\(state.seconds)s", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Timer.Action>? {
      key == .character("q") ? .quit : nil
    }
  }

  @Reducer
  struct Feed {
    @ObservableState
    struct State: Equatable {
      var entries: [Date] = []
    }

    enum Action {
      case add
    }

    @Dependency(\.date.now) var now

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.entries.append(now)
      return .none
    }
  }

  @MainActor
  static func clock(terminal: TerminalOptions) async throws {
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = terminal.clock
    }
    try await terminal.run(TimerView.self, store: store, appName: "timer") { app in
      app.sendForLifetime(.task)
    }
  }

  @MainActor
  static func date(terminal: TerminalOptions) {
    let store = Store(initialState: Feed.State()) {
      Feed()
    } withDependencies: {
      $0.continuousClock = terminal.clock
      $0.date = terminal.date
    }
    _ = store
  }

  static func isAccessible(options: TerminalOptions) {
    let heard = options.isAccessible(environment: ["TERM": "dumb"])  // true
    _ = heard
  }
}
