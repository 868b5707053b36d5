import ArgumentParser
import ComposableArchitecture
import Foundation
import TerminalUI

/// The options every terminal app on the kit takes, as one option group: the terminal's
/// (`--no-color`, `--no-mouse`, `--accessible`) and a headless run's (`--headless`, `--keys`,
/// `--size`), with
/// the backend they ask for and the run they lead to (``run(_:store:appName:environment:launch:)``).
/// An app's command (its `@main` type) adds its own options beside them, and wires its store.
///
/// ```swift
/// struct Notes: AsyncParsableCommand {
///   @OptionGroup var terminal: TerminalOptions
///
///   @MainActor
///   func run() async throws {
///     let store = Store(initialState: NotesFeature.State()) { NotesFeature() }
///     try await terminal.run(NotesView.self, store: store, appName: "notes")
///   }
/// }
/// ```
public struct TerminalOptions: ParsableArguments, Sendable {
  @Flag(name: .customLong("no-color"), help: "Draw without colors (also: NO_COLOR).")
  public var noColor = false

  @Option(
    help: """
      The colours' theme: dark or light, or one the app brings (also: TERMINALUI_THEME).
      """)
  public var theme: String?

  @Flag(
    name: .customLong("no-mouse"),
    help: "Leave the mouse to the terminal, to select and copy text.")
  public var noMouse = false

  @Flag(
    help: """
      Say what changes in plain lines, for a screen reader, instead of drawing screens \
      (also: TERMINALUI_ACCESSIBLE=1, and TERM=dumb).
      """)
  public var accessible = false

  @Flag(help: "Run without a terminal: feed --keys, then print the final screen.")
  public var headless = false

  /// The headless key notation in words, for a command's help, before its own example.
  ///
  /// ```swift
  /// static let configuration = CommandConfiguration(
  ///   commandName: "pantry",
  ///   discussion: "\(TerminalOptions.keyNotationHelp) Example: pantry --headless --keys 'amilk'")
  /// ```
  public static let keyNotationHelp = """
    Headless key notation: plain characters stand for themselves; <tab> <s-tab> <enter> \
    <esc> <up> <down> <left> <right> <home> <end> <pgup> <pgdn> <space> <bs> <del>, \
    <c-a> to <c-z> (Ctrl), <f1> to <f12>, <a-x> (Alt and a character) and <lt> (a literal <) \
    name the others; <wait 25m> (or 150ms, 90s, 1h, 1m30s) moves the clock on at once.
    """

  @Option(
    help: """
      The keys to feed in --headless mode, as text and <name>s (<enter>, <c-d>); \
      <wait 25m> moves the clock on at once.
      """)
  public var keys: String?

  @Option(
    help: """
      The screen size in --headless mode, as WIDTHxHEIGHT, at most \
      \(Size.largest.columns)x\(Size.largest.rows).
      """)
  public var size: String = "80x24"

  @Option(
    name: .customLong("serve-ssh"),
    help: """
      Serve the app over SSH on [HOST:]PORT instead of running it here: each session runs an \
      app of its own, for the keys of --authorized-keys.
      """)
  public var serveSSH: String?

  @Option(
    name: .customLong("authorized-keys"),
    help: "The keys --serve-ssh lets in (default: ~/.ssh/authorized_keys).")
  public var authorizedKeys: String?

  @Flag(
    name: .customLong("shared-data"),
    help: "With --serve-ssh, every session on the app's one data folder, not one per user.")
  public var sharedData = false

  @Option(
    name: .customLong("max-sessions"), help: "With --serve-ssh, the most sessions at once.")
  public var maxSessions: Int = 100

  @Option(
    name: .customLong("idle-timeout"),
    help: "With --serve-ssh, the seconds a session may go without a key before it is ended.")
  public var idleTimeout: Int = 1800

  @Option(
    name: .customLong("connections-per-minute"),
    help: """
      With --serve-ssh, the most connections an address may open in a minute (and ten failed \
      logins); past it, its connections are closed until the minute ends.
      """)
  public var connectionsPerMinute: Int = 60

  /// The clock of this run, if headless: each set of options parsed has its own, so that two
  /// runs in one process (tests) never move each other's time.
  private let headlessClock = HeadlessClock()

  private enum CodingKeys: CodingKey {
    case noColor, theme, noMouse, accessible, headless, keys, size
    case serveSSH, authorizedKeys, sharedData, maxSessions, idleTimeout, connectionsPerMinute
  }

  public init() {}

  public func validate() throws {
    if keys != nil && !headless { throw ValidationError("--keys goes with --headless") }
    guard let parsed = Size(size) else {
      throw ValidationError("--size takes WIDTHxHEIGHT, each at least 1, e.g. 80x24")
    }
    guard parsed.isDrawable else {
      throw ValidationError(
        "--size \(size) is too large: at most \(Size.largest.columns)x\(Size.largest.rows)")
    }
    if let keys {
      do { _ = try Key.parseScript(keys) } catch { throw ValidationError("--keys: \(error)") }
    }
    try validateServing()
  }

  /// Refuses an empty folder name given to an app's own `option` (its `--data-dir`): it would
  /// be the current folder, and the app's files would be left wherever it was started.
  ///
  /// ```swift
  /// func validate() throws {
  ///   try TerminalOptions.validateFolder(dataDirectory, option: "--data-dir")
  /// }
  /// ```
  public static func validateFolder(_ path: String?, option: String) throws {
    if path?.isEmpty == true {
      throw ValidationError("\(option) needs a folder; an empty name names none.")
    }
  }

  /// The clock an app's store runs on, as its `continuousClock`: the continuous clock, or in
  /// --headless mode the run's ``HeadlessClock``, which each `<wait …>` in `--keys` moves on.
  ///
  /// ```swift
  /// let store = Store(initialState: Timer.State()) {
  ///   Timer()
  /// } withDependencies: {
  ///   $0.continuousClock = terminal.clock
  /// }
  /// ```
  public var clock: any Clock<Duration> {
    headless ? headlessClock : ContinuousClock()
  }

  /// The dates an app's store stamps, as its `date`: now, or in --headless mode now moved on
  /// by the `<wait …>`s so far, as the ``clock`` is.
  ///
  /// ```swift
  /// let store = Store(initialState: Feed.State()) {
  ///   Feed()
  /// } withDependencies: {
  ///   $0.continuousClock = terminal.clock
  ///   $0.date = terminal.date
  /// }
  /// ```
  public var date: DateGenerator {
    let clock = headlessClock
    return headless ? DateGenerator { clock.date } : DateGenerator { Date() }
  }

  /// Whether the app is to be heard rather than seen: `--accessible`, a
  /// `TERMINALUI_ACCESSIBLE` of 1, or a terminal that cannot draw screens (`TERM=dumb`).
  ///
  /// ```swift
  /// let heard = options.isAccessible(environment: ["TERM": "dumb"])  // true
  /// ```
  public func isAccessible(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    accessible || environment["TERMINALUI_ACCESSIBLE"] == "1" || environment["TERM"] == "dumb"
  }

  /// The in-memory terminal a headless run draws on: `--size` and the glyphs this terminal
  /// would show, so that the screen is the real app's; in the accessible mode it keeps what
  /// the app says instead. The run feeds it `--keys`.
  @MainActor
  public func headlessBackend(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> InMemoryBackend {
    InMemoryBackend(
      size: Size(size) ?? Size(columns: 80, rows: 24), keys: [],
      isUnicode: terminalShowsUnicode(), speaks: isAccessible(environment: environment))
  }

  /// The theme picked among `themes` (`--theme`, else a non-empty `TERMINALUI_THEME`), or the
  /// first. A `--theme` none has is said on stderr, under `appName`, with the names there are,
  /// and ends the run with exit code 2; a `TERMINALUI_THEME` none has (set for another app on
  /// the kit, with themes of its own) is said too, and the first is drawn.
  func pickedTheme(
    among themes: [Theme], appName: String, environment: [String: String],
    standardError: (String) -> Void
  ) throws -> Theme {
    let first = themes.first ?? .dark
    let names = themes.map(\.name).joined(separator: " or ")
    if let theme {
      guard let picked = themes.first(where: { $0.name == theme }) else {
        standardError("\(appName): there is no theme named \(theme) (try \(names))\n")
        throw ExitCode(2)
      }
      return picked
    }
    guard let name = environment["TERMINALUI_THEME"], !name.isEmpty else { return first }
    guard let picked = themes.first(where: { $0.name == name }) else {
      standardError(
        "\(appName): TERMINALUI_THEME=\(name) names no theme of this app (\(names)); "
          + "drawn in \(first.name)\n")
      return first
    }
    return picked
  }

  /// The real terminal, as these options and the environment (a non-empty `NO_COLOR`,
  /// `TERMINALUI_SYNC`) ask, drawn in `theme`. Without a usable terminal it says why on
  /// stderr, under `appName`, and exits with code 2.
  @MainActor
  public func terminalBackend(
    appName: String, theme: Theme = .dark,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> NcursesBackend {
    // no-color.org: an empty NO_COLOR does not count.
    let noColorRequested = noColor || !(environment["NO_COLOR"] ?? "").isEmpty
    do {
      return try NcursesBackend(
        colors: !noColorRequested, theme: theme,
        synchronizedOutput: SynchronizedOutput(environment: environment), mouse: !noMouse)
    } catch {
      Self.writeToStandardError("\(appName): \(error)\n")
      throw ExitCode(2)
    }
  }
}

extension TerminalOptions {
  /// Runs `store` through `View` as these options ask, from the first frame to the way out, as
  /// every app on the kit does: headless, it feeds `--keys`, waits for the screen to settle and
  /// prints it (heard, what was said); on the terminal, it runs until a quit key, drawing
  /// screens or, in the accessible mode (``isAccessible(environment:)``), saying what changed
  /// in plain lines (no usable terminal: exit code 2, with a line saying why). Either way it then asks the view to
  /// prepare to quit (``TerminalApp/prepareToQuit()``) and, once the terminal is restored, says
  /// what could not be done on stderr as `appName: …` and exits with code 1.
  ///
  /// `launch` runs between making the app and its first key: what the app does at start
  /// (a feed for its lifetime, a first-launch check).
  ///
  /// ```swift
  /// try await terminal.run(TimerView.self, store: store, appName: "timer") { app in
  ///   app.sendForLifetime(.task)
  /// }
  /// ```
  @MainActor
  public func run<View: TerminalView>(
    _ view: View.Type, store: Store<View.State, View.Action>, appName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    launch: @MainActor (TerminalApp<View>) async -> Void = { _ in }
  ) async throws {
    try await run(
      view, store: store, appName: appName, environment: environment, launch: launch,
      standardOutput: { print($0) }, standardError: Self.writeToStandardError)
  }

  /// ``run(_:store:appName:environment:launch:)`` with its outputs given: what a headless run
  /// prints, and the line for stderr.
  @MainActor
  func run<View: TerminalView>(
    _ view: View.Type, store: Store<View.State, View.Action>, appName: String,
    environment: [String: String], launch: @MainActor (TerminalApp<View>) async -> Void,
    standardOutput: (String) -> Void, standardError: (String) -> Void
  ) async throws {
    if serveSSH != nil {
      return try await serve(appName: appName, environment: environment)
    }
    let unsaved: String?
    var drawnAs: String?
    let theme = try pickedTheme(
      among: View.themes, appName: appName, environment: environment,
      standardError: standardError)
    if headless {
      let backend = try headlessBackend(environment: environment)
      let app = withDependencies {
        $0.continuousClock = headlessClock
      } operation: {
        TerminalApp<View>(store: store, backend: backend, isScripted: true)
      }
      await launch(app)
      await runScript(try Key.parseScript(keys ?? ""), app: app, backend: backend)
      unsaved = await app.prepareToQuit()
      app.sayClosed(unsaved: unsaved)
      // Heard, the run prints what was said, a line each; seen, the last screen.
      standardOutput(
        backend.speaks ? backend.spoken.joined(separator: "\n") : app.screen?.text ?? "")
    } else {
      // Heard or seen: plain lines for a screen reader, or the screen.
      let backend: any TerminalBackend
      let stop: () -> Void
      if isAccessible(environment: environment) {
        let lines = try lineBackend(appName: appName, standardError: standardError)
        (backend, stop) = (lines, lines.stop)
      } else {
        let screen = try terminalBackend(
          appName: appName, theme: theme, environment: environment)
        (backend, stop) = (screen, screen.stop)
        drawnAs = screen.drawnAs
      }
      defer { stop() }
      let app = TerminalApp<View>(store: store, backend: backend)
      await launch(app)
      await app.run()
      unsaved = await app.prepareToQuit()
      app.sayClosed(unsaved: unsaved)
      stop()
    }
    if let drawnAs {
      // Said once the terminal is back, where it stays.
      standardError(
        "\(appName): this machine does not know TERM=\(environment["TERM"] ?? ""), so it was "
          + "drawn as TERM=\(drawnAs) (install the terminal's terminfo to draw it as itself)\n")
    }
    try Self.report(unsaved: unsaved, appName: appName, standardError: standardError)
  }

  /// Feeds `script` to a headless `app`: its keys, and at each `<wait …>`, once what the keys
  /// started has settled, the headless clock moved on; then waits for the screen to settle.
  @MainActor
  func runScript<View: TerminalView>(
    _ script: [ScriptStep], app: TerminalApp<View>, backend: InMemoryBackend
  ) async {
    var steps = script[...]
    while true {
      let keys = steps.prefix { if case .key = $0 { true } else { false } }
      steps = steps.dropFirst(keys.count)
      backend.feed(keys.compactMap { if case .key(let key) = $0 { key } else { nil } })
      await app.run()
      guard !app.hasQuit, case .wait(let duration) = steps.first else { break }
      steps = steps.dropFirst()
      await app.settle()
      await headlessClock.advance(by: duration)
    }
    await app.settle()
  }

  /// The accessible terminal (``LineBackend``). Without a terminal it says why on stderr,
  /// under `appName`, and exits with code 2.
  @MainActor
  func lineBackend(appName: String, standardError: (String) -> Void) throws -> LineBackend {
    do {
      return try LineBackend()
    } catch {
      standardError("\(appName): \(error)\n")
      throw ExitCode(2)
    }
  }

  /// Says on stderr what was not done before quitting (unsaved work), under `appName`, and
  /// exits with code 1, if anything.
  static func report(
    unsaved: String?, appName: String, standardError: (String) -> Void
  ) throws {
    guard let unsaved else { return }
    standardError("\(appName): \(unsaved)\n")
    throw ExitCode(1)
  }

  static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
