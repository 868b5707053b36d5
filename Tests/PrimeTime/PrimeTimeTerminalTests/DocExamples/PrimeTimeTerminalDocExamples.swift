// The doc comment examples of Modules/PrimeTime/PrimeTimeTerminal/PrimeTimeTerminal.swift, compiled; never run.
import ComposableArchitecture
import PrimeTimeTerminal
import TerminalUI

private enum PrimeTimeTerminalDocExamples {
  @MainActor
  static func run() async throws {
    let store = Store(initialState: PrimeTimeTerminal.State()) { PrimeTimeTerminal() }
    let app = TerminalApp<AppView>(store: store, backend: try NcursesBackend(colors: true))
    await app.launch(onboarding: false)
    await app.run()
  }

  @MainActor
  static func task(app: TerminalApp<AppView>) {
    app.sendForLifetime(.task)
  }
}
