import ArgumentParser
import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalOptions
import TerminalUI

/// The `checklists` command: parses arguments and wires the data folder, the store and a
/// terminal backend together. Everything else lives in the modules.
@main
struct ChecklistsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "checklists",
    abstract: "Keep checklists, and tick them off, in the terminal.",
    discussion: """
      Checklists live in checklists.json in the data folder: --data-dir, else \
      $CHECKLISTS_DATA_DIR, else $XDG_DATA_HOME/checklists, else ~/.local/share/checklists. \
      \(TerminalOptions.keyNotationHelp) \
      Example: checklists --headless --keys 'aGroceries<enter><enter>amilk<enter><esc><space>'
      """,
    version: "checklists 0.1.0"
  )

  @Option(
    name: .customLong("data-dir"),
    help: """
      Where checklists.json lives (default: $CHECKLISTS_DATA_DIR, else \
      $XDG_DATA_HOME/checklists, else ~/.local/share/checklists).
      """)
  var dataDirectory: String?

  @OptionGroup var terminal: TerminalOptions

  func validate() throws {
    try TerminalOptions.validateFolder(dataDirectory, option: "--data-dir")
  }

  func run() async throws {
    try await runApp()
  }

  @MainActor
  func runApp() async throws {
    let environment = ProcessInfo.processInfo.environment
    let directory = ChecklistsData.directory(option: dataDirectory, environment: environment)
    // The file is read by the key alone, once: one it cannot use is said, and kept aside
    // before a save replaces it; a slow one never holds the first frame.
    let store = Store(initialState: ChecklistsTerminal.State()) {
      ChecklistsTerminal()
    } withDependencies: {
      // A headless run's `<wait …>` moves them on.
      $0.continuousClock = terminal.clock
      $0.date = terminal.date
      $0.checklistsDirectory = directory
    }

    try await terminal.run(
      ChecklistsView.self, store: store, appName: "checklists", environment: environment)
  }
}
