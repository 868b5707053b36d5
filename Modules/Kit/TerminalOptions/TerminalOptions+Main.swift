import ArgumentParser
import ComposableArchitecture
import Foundation
import TerminalUI

extension TerminalOptions {
  /// A whole terminal app's `main`: reads the kit's options (`--headless`, `--keys`, `--size`,
  /// `--no-color`, `--no-mouse`, `--accessible`, `--help`), runs `View` over a store of `reducer` from
  /// `initialState` as ``run(_:store:appName:environment:launch:)`` does, and exits as a
  /// terminal program does: 0 when all went well; 64, with the usage, for options it cannot
  /// take; 2, with a line saying why, without a usable terminal; 1, with a line, when something
  /// could not be done.
  ///
  /// ```swift
  /// @main
  /// struct CounterApp {
  ///   static func main() async {
  ///     await TerminalOptions.main(CounterView.self, initialState: Counter.State()) { Counter() }
  ///   }
  /// }
  /// ```
  ///
  /// `launch` runs once the app is made, before its first key: an effect that lives as long as
  /// the app (a clock, a feed) starts there with `sendForLifetime`, and is cancelled when the
  /// app quits. The store's `continuousClock` is ``clock``, so that a headless run's
  /// `<wait …>` moves its timers on.
  ///
  /// ```swift
  /// await TerminalOptions.main(
  ///   ClockView.self, initialState: Clock.State(), launch: { $0.sendForLifetime(.task) }
  /// ) { Clock() }
  /// ```
  ///
  /// An app with options of its own makes its command with ``TerminalOptions`` as an option
  /// group instead (see the type's example).
  @MainActor
  public static func main<View: TerminalView, R: Reducer>(
    _ view: View.Type,
    appName: String = ProcessInfo.processInfo.processName,
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    initialState: View.State,
    launch: @MainActor (TerminalApp<View>) async -> Void = { _ in },
    @ReducerBuilder<View.State, View.Action> reducer: () -> R
  ) async -> Never where R.State == View.State, R.Action == View.Action {
    AppCommand.name = appName
    let options = AppCommand.parseOrExit(arguments).terminal
    let store = Store(initialState: initialState, reducer: reducer) {
      $0.continuousClock = options.clock
      $0.date = options.date
    }
    do {
      try await options.run(view, store: store, appName: appName, launch: launch)
      Foundation.exit(0)
    } catch let code as ExitCode {
      // Said already, where the code was decided.
      Foundation.exit(code.rawValue)
    } catch {
      writeToStandardError("\(appName): \(error)\n")
      Foundation.exit(1)
    }
  }
}

/// The command `TerminalOptions.main` parses: the kit's options under the app's name, so that
/// its usage and help name the app.
private struct AppCommand: ParsableCommand {
  /// Set once, before parsing, on the main actor.
  nonisolated(unsafe) static var name = "app"
  static var configuration: CommandConfiguration { CommandConfiguration(commandName: name) }

  @OptionGroup var terminal: TerminalOptions
}
