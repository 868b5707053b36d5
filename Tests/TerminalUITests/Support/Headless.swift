import AppFeature
import Clocks
import ComposableArchitecture
import FileClient
import Foundation

@testable import TerminalUI

/// The app as `primetime --headless --keys KEYS` runs it: the real launch path through the
/// event loop and an in-memory terminal, the Log tab fed, Activity and Log times in UTC.
@MainActor
struct Headless {
  let store: StoreOf<AppFeature>
  let backend: InMemoryBackend
  let app: TerminalApp

  init(
    _ keys: String, files: FileClient, size: Size = Size(columns: 80, rows: 24),
    unicode: Bool = true, dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) throws {
    let actionLog = ActionLogClient.channel()
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      // Its own shared values, as a process of its own has.
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.actionLog = actionLog
      $0.fileClient = files
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.continuousClock = TestClock()
      dependencies(&$0)
    }
    let backend = InMemoryBackend(size: size, keys: try Key.parse(keys), isUnicode: unicode)
    self.store = store
    self.backend = backend
    self.app = withDependencies {
      $0.timeZone = TimeZone(identifier: "UTC")!
      $0.actionLog = actionLog
    } operation: {
      TerminalApp(store: store, backend: backend, isScripted: true)
    }
  }

  /// Runs the keys and returns the final screen, once nothing is under way.
  func run(onboarding: Bool = false) async -> String {
    await app.launch(onboarding: onboarding)
    await app.run()
    await app.settle()
    return app.screen?.text ?? ""
  }
}
