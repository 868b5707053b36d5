import AppFeature
import ArgumentParser
import ComposableArchitecture
import FileLayer
import Foundation
import PrimeClient
import PrimeTimeTerminal
import TerminalOptions
import TerminalUI

/// The `primetime` command: parses arguments and wires live dependencies, the store and a
/// terminal backend together. Everything else lives in the modules.
@main
struct PrimeTime: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "primetime",
    abstract: "Count, ask about primes and keep your favorites, in the terminal.",
    discussion: """
      \(TerminalOptions.keyNotationHelp) \
      Example: primetime --headless --keys '+++++ps<esc>2'
      """,
    version: "primetime 0.2.0"
  )

  @Flag(help: "Start the guided tour (it also starts on a first launch).")
  var onboarding = false

  @Option(
    name: .customLong("data-dir"),
    help: """
      Where favorite-primes.json and app-storage.json live (default: $PRIMETIME_DATA_DIR, \
      else $XDG_DATA_HOME/primetime, else ~/.local/share/primetime).
      """)
  var dataDirectory: String?

  @OptionGroup var terminal: TerminalOptions

  func validate() throws {
    try TerminalOptions.validateFolder(dataDirectory, option: "--data-dir")
  }

  @Option(
    name: .customLong("wolfram-app-id"),
    help: "Ask Wolfram Alpha for primes with this app id (also: WOLFRAM_ALPHA_APP_ID).")
  var wolframAppID: String?

  func run() async throws {
    try await runApp()
  }

  @MainActor
  func runApp() async throws {
    let environment = ProcessInfo.processInfo.environment
    let directory =
      dataDirectory.map { URL(fileURLWithPath: $0) }
      ?? DataFolder.of(app: "primetime", environment: environment)
    let store = Store(initialState: PrimeTimeTerminal.State()) {
      PrimeTimeTerminal()
    } withDependencies: {
      // A headless run's `<wait …>` moves them on.
      $0.continuousClock = terminal.clock
      $0.date = terminal.date
      $0.keepFiles(in: directory)
      if let appID = wolframAppID ?? environment["WOLFRAM_ALPHA_APP_ID"], !appID.isEmpty {
        $0.primeClient = .wolframAlpha(appID: appID)
      }
    }

    try await terminal.run(
      AppView.self, store: store, appName: "primetime",
      environment: AppView.kitEnvironment(environment)
    ) { app in
      await app.launch(onboarding: onboarding)
    }
  }
}
