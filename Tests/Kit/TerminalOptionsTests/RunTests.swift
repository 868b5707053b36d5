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

  /// `<wait …>` moves the run's clock on at once: a timer started by a key shows the time
  /// passed, and keys after a wait see it.
  @Test func aHeadlessRunsWaitsMoveItsClockOn() async throws {
    let options = try TerminalOptions.parse([
      "--headless", "--keys", "s<wait 90s>s<wait 1h>", "--size", "30x1",
    ])
    let store = Store(initialState: Timing.State()) {
      Timing()
    } withDependencies: {
      $0.continuousClock = options.clock
    }
    var output: [String] = []
    let started = ContinuousClock.now
    try await options.run(
      TimingView.self, store: store, appName: "timing", environment: [:],
      launch: { _ in }, standardOutput: { output.append($0) }, standardError: { _ in })
    // Started, 90 seconds on, stopped: the hour after it passes a stopped timer by. The clock
    // is real time too, so what the run took for real counts as well.
    let tookForReal = started.duration(to: .now)
    #expect(!store.state.isRunning)
    #expect(store.state.elapsed >= .seconds(90))
    #expect(store.state.elapsed <= .seconds(91) + tookForReal)
    // The screen printed is the one the settled state draws.
    #expect(output == ["\(store.state.elapsed.components.seconds) s"])
  }

  /// Each set of options has its own headless clock: a wait in one run moves no other run's
  /// time, as two runs in one process (tests in parallel) would otherwise.
  @Test func aWaitMovesOnlyItsOwnRunsClock() async throws {
    let waiting = try #require(
      try TerminalOptions.parse(["--headless"]).clock as? HeadlessClock)
    let other = try #require(try TerminalOptions.parse(["--headless"]).clock as? HeadlessClock)
    let asleep = Task.detached { try await waiting.sleep(for: .seconds(7200)) }
    await waiting.advance(by: .seconds(3600))
    asleep.cancel()
    #expect(ContinuousClock.now.duration(to: waiting.now) > .seconds(3500))
    #expect(ContinuousClock.now.duration(to: other.now) < .seconds(60))
  }

  /// Heard, not seen: a headless accessible run prints what was said, a line each, from the
  /// opening to the last key.
  @Test func anAccessibleHeadlessRunPrintsWhatWasSaid() async throws {
    let options = try TerminalOptions.parse([
      "--headless", "--accessible", "--keys", "+x", "--size", "20x2",
    ])
    var output: [String] = []
    try await options.run(
      TallyView.self, store: Store(initialState: Tally.State()) { Tally() }, appName: "tally",
      environment: [:], launch: { _ in },
      standardOutput: { output.append($0) }, standardError: { _ in })
    #expect(
      output == [
        "0. Press question mark for keys.\n1.\nx: nothing here. Question mark for keys."
      ])
  }

  @Test func theAccessibleModeIsAskedForThreeWays() throws {
    let plain = try TerminalOptions.parse([])
    #expect(!plain.isAccessible(environment: ["TERM": "xterm-256color"]))
    #expect(plain.isAccessible(environment: ["TERM": "dumb"]))
    #expect(plain.isAccessible(environment: ["TERMINALUI_ACCESSIBLE": "1"]))
    #expect(!plain.isAccessible(environment: ["TERMINALUI_ACCESSIBLE": "0"]))
    #expect(try TerminalOptions.parse(["--accessible"]).isAccessible(environment: [:]))
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

/// A timer that `s` starts and stops: each stop adds the time since its start, read on the
/// clock, so what it shows is what the clock says passed.
@Reducer
struct Timing {
  @ObservableState
  struct State: Equatable {
    var elapsed = Duration.zero
    /// Where on the clock `s` started it, while it runs.
    @ObservationStateIgnored var start: (any InstantProtocol<Duration>)?
    var isRunning: Bool { start != nil }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.elapsed == rhs.elapsed && lhs.isRunning == rhs.isRunning
    }
  }
  enum Action: Equatable { case toggle }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      if let start = state.start {
        state.elapsed += Self.time(since: start, on: clock)
        state.start = nil
      } else {
        state.start = clock.now
      }
      return .none
    }
  }

  static func time<C: Clock<Duration>>(
    since start: any InstantProtocol<Duration>, on clock: C
  ) -> Duration {
    guard let start = start as? C.Instant else { return .zero }
    return start.duration(to: clock.now)
  }
}

/// The timer's whole seconds.
struct TimingView: TerminalView {
  let state: Timing.State
  let environment: TerminalEnvironment

  init(state: Timing.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write("\(state.elapsed.components.seconds) s", row: 0, in: canvas.bounds)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Timing.Action>? {
    key == .character("s") ? .send(.toggle) : nil
  }
}

/// `--theme` picks among the view's themes, else `TERMINALUI_THEME`; a name there is none of is
/// said with the names there are.
@Suite struct ThemeOptionTests {
  @Test func theFlagWinsOverTheEnvironmentAndTheFirstIsTheDefault() throws {
    let pick = { (arguments: [String], environment: [String: String]) in
      try TerminalOptions.parse(arguments).pickedTheme(
        among: Theme.all, appName: "tally", environment: environment, standardError: { _ in }
      ).name
    }
    #expect(try pick([], [:]) == "dark")
    #expect(try pick([], ["TERMINALUI_THEME": "light"]) == "light")
    #expect(try pick([], ["TERMINALUI_THEME": ""]) == "dark")
    #expect(try pick(["--theme", "dark"], ["TERMINALUI_THEME": "light"]) == "dark")
  }

  @Test func aThemeThereIsNotIsSaidAndExitsWithTwo() throws {
    var errors: [String] = []
    #expect(throws: ExitCode(2)) {
      try TerminalOptions.parse(["--theme", "solarized"]).pickedTheme(
        among: Theme.all, appName: "tally", environment: [:], standardError: { errors.append($0) })
    }
    #expect(errors == ["tally: there is no theme named solarized (try dark or light)\n"])
  }

  /// A `TERMINALUI_THEME` this app has no theme of (set for another app on the kit) is said, and
  /// the first theme is drawn: the app still starts.
  @Test func anEnvironmentThemeThereIsNotIsSaidAndTheFirstDrawn() throws {
    var errors: [String] = []
    let picked = try TerminalOptions.parse([]).pickedTheme(
      among: Theme.all, appName: "tally", environment: ["TERMINALUI_THEME": "solarized"],
      standardError: { errors.append($0) })
    #expect(picked.name == "dark")
    #expect(
      errors == [
        "tally: TERMINALUI_THEME=solarized names no theme of this app (dark or light); "
          + "drawn in dark\n"
      ])
  }
}
