import AppFeature
import Clocks
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import Foundation

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// The app as `primetime --headless --keys KEYS` runs it: the real launch path through the
/// event loop and an in-memory terminal, the Log tab fed, Activity and Log times in UTC.
@MainActor
struct Headless {
  let store: StoreOf<PrimeTimeTerminal>
  let backend: InMemoryBackend
  let app: TerminalApp<AppView>

  init(
    _ keys: String, files: FileClient, size: Size = Size(columns: 80, rows: 24),
    unicode: Bool = true, speaks: Bool = false, appClock: any Clock<Duration> = TestClock(),
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) throws {
    self.init(
      keys: try Key.parse(keys), files: files, size: size, unicode: unicode, speaks: speaks,
      appClock: appClock, dependencies: dependencies)
  }

  init(
    keys: [Key], files: FileClient, size: Size = Size(columns: 80, rows: 24),
    unicode: Bool = true, speaks: Bool = false, appClock: any Clock<Duration> = TestClock(),
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) {
    let actionLog = ActionLogClient.enabled
    let store = Store(initialState: PrimeTimeTerminal.State()) {
      PrimeTimeTerminal()
    } withDependencies: {
      // Its own shared values, as a process of its own has (`files` keeps its favorites apart).
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.actionLog = actionLog
      $0.fileClient = files
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.continuousClock = TestClock()
      dependencies(&$0)
    }
    let backend = InMemoryBackend(size: size, keys: keys, isUnicode: unicode, speaks: speaks)
    self.store = store
    self.backend = backend
    self.app = withDependencies {
      $0.actionLog = actionLog
      $0.continuousClock = appClock
    } operation: {
      TerminalApp<AppView>(
        store: store, backend: backend, isScripted: true, timeZone: TimeZone(identifier: "UTC")!)
    }
  }

  /// Runs the keys and returns the final screen, once nothing is under way and `condition`
  /// holds (a save's outcome: saves run unseen); then, as `primetime --headless` does on its
  /// way out, saves what is not saved yet.
  func run(
    onboarding: Bool = false, until condition: (PrimeTimeTerminal.State) -> Bool = { _ in true }
  ) async -> String {
    await app.launch(onboarding: onboarding)
    await app.run()
    await app.waitUntil(condition)
    await app.settle()
    let screen = app.screen?.text ?? ""
    _ = await app.prepareToQuit()
    return screen
  }

  /// Whether the favorites' key has moved a bad file aside (and said where): the save that
  /// does it has finished.
  static func hasKeptTheBadFileAside(_ state: PrimeTimeTerminal.State) -> Bool {
    state.app.favoritePrimes.fileErrors.contains { if case .keptAside = $0 { true } else { false } }
  }
}
