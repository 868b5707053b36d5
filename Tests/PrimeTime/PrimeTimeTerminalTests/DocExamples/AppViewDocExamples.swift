// The doc comment examples of Modules/PrimeTime/PrimeTimeTerminal/AppView.swift, compiled; never run.
import ComposableArchitecture
import PrimeTimeTerminal
import TerminalUI

private enum AppViewDocExamples {
  @MainActor
  static func run(store: StoreOf<PrimeTimeTerminal>) async throws {
    let app = TerminalApp<AppView>(store: store, backend: try NcursesBackend(colors: true))
    await app.launch(onboarding: false)
    await app.run()
  }
}
