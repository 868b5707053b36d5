// The doc comment examples of Modules/PrimeTime/PrimeTimeTerminal/AppLifecycle.swift, compiled; never run.
import ComposableArchitecture
import PrimeTimeTerminal
import TerminalUI

private enum AppLifecycleDocExamples {
  @MainActor
  static func launch(store: StoreOf<PrimeTimeTerminal>, backend: any TerminalBackend) async {
    let app = TerminalApp<AppView>(store: store, backend: backend)
    await app.launch(onboarding: false)
    await app.run()
  }
}
