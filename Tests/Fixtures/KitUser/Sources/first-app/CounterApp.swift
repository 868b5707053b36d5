import ComposableArchitecture
import FirstApp
import Foundation
import TerminalUI

@main
struct CounterApp {
  @MainActor
  static func main() async throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let backend = try NcursesBackend(colors: true)
    let app = TerminalApp<CounterView>(store: store, backend: backend)
    await app.run()
    let unsaved = await app.prepareToQuit()
    backend.stop()
    if let unsaved { print(unsaved) }
  }
}
