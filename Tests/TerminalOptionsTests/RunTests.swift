import ArgumentParser
import ComposableArchitecture
import TerminalUI
import Testing

@testable import TerminalOptions

/// The run every app on the kit shares: a headless run prints its settled screen, and what the
/// view could not do before quitting is said on stderr under the app's name, with exit code 1.
@MainActor
@Suite struct RunTests {
  @Test func aHeadlessRunLaunchesFeedsTheKeysAndPrintsTheScreen() async throws {
    let options = try TerminalOptions.parse(["--headless", "--keys", "++", "--size", "20x2"])
    var output: [String] = []
    var errors: [String] = []
    try await options.run(
      TallyView.self, store: Store(initialState: Tally.State()) { Tally() }, appName: "tally",
      environment: [:], launch: { await $0.store.send(.launched).finish() },
      standardOutput: { output.append($0) }, standardError: { errors.append($0) })
    #expect(output == ["launched, 2\n"])
    #expect(errors.isEmpty)
  }

  @Test func whatIsNotSavedIsSaidUnderTheAppsNameAndExitsWithOne() async throws {
    let options = try TerminalOptions.parse(["--headless", "--keys", "+++", "--size", "20x2"])
    var output: [String] = []
    var errors: [String] = []
    await #expect(throws: ExitCode(1)) {
      try await options.run(
        TallyView.self, store: Store(initialState: Tally.State()) { Tally() }, appName: "tally",
        environment: [:], launch: { _ in },
        standardOutput: { output.append($0) }, standardError: { errors.append($0) })
    }
    // The screen first, then the line once the app has prepared to quit.
    #expect(output == ["3\n"])
    #expect(errors == ["tally: the count 3 was not saved\n"])
  }

  @Test func nothingLeftUndoneSaysNothing() throws {
    var errors: [String] = []
    try TerminalOptions.report(unsaved: nil, appName: "tally") { errors.append($0) }
    #expect(errors.isEmpty)
  }
}

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLaunched = false
  }
  enum Action { case increment, launched }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .launched: state.isLaunched = true
      }
      return .none
    }
  }
}

/// A count, and whether the launch ran before the keys; a count past 2 is "not saved".
struct TallyView: TerminalView {
  let state: Tally.State
  let environment: TerminalEnvironment

  init(state: Tally.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write(
      state.isLaunched ? "launched, \(state.count)" : "\(state.count)", row: 0, in: canvas.bounds)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Tally.Action>? {
    key == .character("+") ? .send(.increment) : nil
  }

  static func prepareToQuit(_ app: TerminalApp<TallyView>) async -> String? {
    let count = app.store.state.count
    return count > 2 ? "the count \(count) was not saved" : nil
  }
}
