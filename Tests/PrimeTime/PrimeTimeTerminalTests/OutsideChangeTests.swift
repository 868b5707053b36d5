import AppFeature
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import Foundation
import TestSupport
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// Changes of the favorites made outside any action, as the key makes another instance's save:
/// what the screen makes of them.
@MainActor
@Suite struct OutsideChangeTests {
  /// With `/` in force, a prime another instance saves is among the matches at once, not at
  /// the next edit of the filter.
  @Test func theFavoritesFilterTakesInAPrimeAnotherInstanceSaved() async throws {
    let headless = try Headless(
      "2/1<enter>", files: .inMemory(favoritePrimes: [2, 3, 5, 7, 11]))
    await headless.app.launch(onboarding: false)
    await headless.app.run()
    let favorites = headless.store.state.app.favoritePrimes
    #expect(headless.store.state.primeSelection.matches?.rows == [4])

    // What FavoritePrimesKey does on the main actor when the file changes under it.
    favorites.$primes.withLock { $0.append(13) }
    // A bound, not what the test waits on: it returns as soon as the matches hold 13's row.
    _ = await withDeadline(.seconds(10)) { @MainActor in
      await headless.app.waitUntil { $0.primeSelection.matches?.rows == [4, 5] }
    }
    #expect(headless.store.state.primeSelection.matches?.rows == [4, 5])
  }

  /// A delete is followed in its own pass; the listener for outside changes hears it too, and
  /// then finds the matches standing: the selection is not written again, so no frame is drawn
  /// for it.
  @Test func theListenerLeavesMatchesAnActionFollowedAlone() async throws {
    let favorites = Shared(value: [2, 3, 5, 7, 11])
    var selection = ListSelection()
    selection.filter.text = "1"
    selection.matches = ListSelection.Matches(query: "1", rows: [4])
    let store = Store(
      initialState: PrimeTimeTerminal.State(
        app: AppFeature.State(favoritePrimes: FavoritePrimes.State(primes: favorites)),
        primeSelection: selection)
    ) {
      PrimeTimeTerminal()
    } withDependencies: {
      $0.fileClient = .inMemory(favoritePrimes: [2, 3, 5, 7, 11])
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    store.send(.app(.favoritePrimes(.deleteButtonTapped(prime: 2))))
    #expect(store.primeSelection.matches?.rows == [3])
    let isWritten = LockIsolated(false)
    withObservationTracking {
      _ = store.primeSelection
    } onChange: {
      isWritten.setValue(true)
    }
    store.send(.primesChanged)
    #expect(store.primeSelection.matches?.rows == [3])
    #expect(!isWritten.value)
  }

  /// `d` on the favorites is one pass through the root reducer: the listener for outside changes
  /// sees the delete, finds that its pass followed it, and sends nothing. Changes made outside
  /// any action, before and after, are one pass each.
  @Test func aDeleteIsOneReductionAndAnOutsideChangeOneMore() async throws {
    let favorites = Shared(value: [2, 3, 5, 7, 11])
    var selection = ListSelection()
    selection.filter.text = "1"
    selection.matches = ListSelection.Matches(query: "1", rows: [4])
    let reduced = LockIsolated<[PrimeTimeTerminal.Action]>([])
    let store = Store(
      initialState: PrimeTimeTerminal.State(
        app: AppFeature.State(favoritePrimes: FavoritePrimes.State(primes: favorites)),
        primeSelection: selection)
    ) {
      Reduce<PrimeTimeTerminal.State, PrimeTimeTerminal.Action> { _, action in
        reduced.withValue { $0.append(action) }
        return .none
      }
      PrimeTimeTerminal()
    } withDependencies: {
      $0.fileClient = .inMemory(favoritePrimes: [2, 3, 5, 7, 11])
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    let listener = store.send(.task)
    // The listener is listening once it has answered a change made outside any action.
    favorites.withLock { $0.append(13) }
    await until { store.primeSelection.matches?.rows == [4, 5] }
    reduced.setValue([])

    store.send(.app(.favoritePrimes(.deleteButtonTapped(prime: 2))))
    #expect(store.primeSelection.matches?.rows == [3, 4])
    // Time for the listener to look at the delete on the main actor before the next change.
    for _ in 0..<100 { await Task.yield() }
    favorites.withLock { $0.append(31) }
    await until { store.primeSelection.matches?.rows == [3, 4, 5] }
    #expect(
      reduced.value == [.app(.favoritePrimes(.deleteButtonTapped(prime: 2))), .primesChanged])
    listener.cancel()
  }
}
