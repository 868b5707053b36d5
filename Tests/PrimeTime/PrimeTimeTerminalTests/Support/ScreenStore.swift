import AppFeature
import Clocks
import ComposableArchitecture
import FavoritePrimesStorage
import FileClient
import Foundation
import TerminalUITesting

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// PrimeTime on the kit's test store: the whole app with `favorites` in memory (or `files`), a
/// test clock and the time at zero, drawn at 40x12 in UTC unless told otherwise. The favorites'
/// first read is done, so "Loading favorites…" is no test's frame.
///
/// ```swift
/// let store = try await screenStore(favorites: [2, 3, 5])
/// await store.press("2") { $0.app.selectedTab = .favorites } frame: { "…" }
/// ```
@MainActor
func screenStore(
  _ initialState: @autoclosure () -> PrimeTimeTerminal.State = PrimeTimeTerminal.State(),
  favorites: [Int] = [], files: FileClient? = nil,
  size: Size = Size(columns: 40, rows: 12), unicode: Bool = true,
  clock: TestClock<Duration> = TestClock(),
  dependencies: (inout DependencyValues) -> Void = { _ in }
) async throws -> TerminalTestStore<AppView> {
  let store = TerminalTestStore<AppView>(
    initialState: initialState(),
    environment: TerminalEnvironment(
      size: size, glyphs: Glyphs(isUnicode: unicode), timeZone: TimeZone(identifier: "UTC")!)
  ) {
    PrimeTimeTerminal()
  } withDependencies: {
    $0.fileClient = files ?? .inMemory(favoritePrimes: favorites)
    $0.continuousClock = clock
    $0.date.now = Date(timeIntervalSince1970: 0)
    dependencies(&$0)
  }
  try await store.state.app.favoritePrimes.$primes.load()
  return store
}

/// The terminal's reducer on its Favorites tab holding `primes`, row `row` selected, in a
/// `TestStore`: a key's actions, sent as the view would send them.
@MainActor
func favoritesStore(primes: Shared<[Int]>, row: Int = 0) -> TestStoreOf<PrimeTimeTerminal> {
  TestStore(
    initialState: PrimeTimeTerminal.State(
      app: AppFeature.State(selectedTab: .favorites, favoritePrimes: .init(primes: primes)),
      primeSelection: ListSelection(row: row))
  ) {
    PrimeTimeTerminal()
  } withDependencies: {
    $0.date.now = Date(timeIntervalSince1970: 0)
  }
}
