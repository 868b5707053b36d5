import ArgumentParser
import Foundation
import TerminalUI

/// The options every terminal app on the kit takes, as one option group: the terminal's
/// (`--no-color`, `--no-mouse`) and a headless run's (`--headless`, `--keys`, `--size`), with
/// the backend they ask for. An app's command adds its own options beside them.
///
/// ```swift
/// @main
/// struct Notes: AsyncParsableCommand {
///   @OptionGroup var terminal: TerminalOptions
///
///   @MainActor
///   func run() async throws {
///     let store = Store(initialState: Notes.State()) { NotesFeature() }
///     if terminal.headless {
///       let app = TerminalApp<NotesView>(
///         store: store, backend: try terminal.headlessBackend(), isScripted: true)
///       await app.run()
///       await app.settle()
///       print(app.screen?.text ?? "")
///       return
///     }
///     let backend = try terminal.terminalBackend(appName: "notes")
///     defer { backend.stop() }
///     await TerminalApp<NotesView>(store: store, backend: backend).run()
///   }
/// }
/// ```
public struct TerminalOptions: ParsableArguments, Sendable {
  @Flag(name: .customLong("no-color"), help: "Draw without colors (also: NO_COLOR).")
  public var noColor = false

  @Flag(
    name: .customLong("no-mouse"),
    help: "Leave the mouse to the terminal, to select and copy text.")
  public var noMouse = false

  @Flag(help: "Run without a terminal: feed --keys, then print the final screen.")
  public var headless = false

  @Option(help: "The keys to feed in --headless mode.")
  public var keys: String?

  @Option(
    help: """
      The screen size in --headless mode, as WIDTHxHEIGHT, at most \
      \(Size.largest.columns)x\(Size.largest.rows).
      """)
  public var size: String = "80x24"

  public init() {}

  public func validate() throws {
    if keys != nil && !headless { throw ValidationError("--keys goes with --headless") }
    guard let parsed = Size(size) else {
      throw ValidationError("--size takes WIDTHxHEIGHT, e.g. 80x24")
    }
    guard parsed.isDrawable else {
      throw ValidationError(
        "--size \(size) is too large: at most \(Size.largest.columns)x\(Size.largest.rows)")
    }
    if let keys {
      do { _ = try Key.parse(keys) } catch { throw ValidationError("--keys: \(error)") }
    }
  }

  /// The in-memory terminal a headless run draws on: `--size`, the `--keys` to feed, and the
  /// glyphs this terminal would show, so that the screen is the real app's.
  @MainActor
  public func headlessBackend() throws -> InMemoryBackend {
    InMemoryBackend(
      size: Size(size) ?? Size(columns: 80, rows: 24), keys: try Key.parse(keys ?? ""),
      isUnicode: terminalShowsUnicode())
  }

  /// The real terminal, as these options and the environment (a non-empty `NO_COLOR`,
  /// `PRIMETIME_SYNC`) ask. Without a usable terminal it says why on stderr, under
  /// `appName`, and exits with code 2.
  @MainActor
  public func terminalBackend(
    appName: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> NcursesBackend {
    // no-color.org: an empty NO_COLOR does not count.
    let noColorRequested = noColor || !(environment["NO_COLOR"] ?? "").isEmpty
    do {
      return try NcursesBackend(
        colors: !noColorRequested,
        synchronizedOutput: SynchronizedOutput(environment: environment), mouse: !noMouse)
    } catch {
      FileHandle.standardError.write(Data("\(appName): \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
