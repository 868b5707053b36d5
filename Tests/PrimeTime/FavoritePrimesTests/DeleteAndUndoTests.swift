import Clocks
import ComposableArchitecture
import DependenciesTestSupport
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import Foundation
import TestSupport
import Testing

/// The favorites' delete and its undo: a delete writes the shared list, which its key saves; it
/// is one key, so it can be undone: `u` puts the prime back where it was. (The screen's side is
/// PrimeTimeTerminalTests' `DeleteAndUndoScreenTests`; a deletion another tab saves again is
/// AppFeatureIntegrationTests' `FavoritesAcrossTabsTests`.)
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct DeleteAndUndoTests {
  /// A delete writes the shared list, which its key saves.
  @Test func deleteRemovesThePrimeAndSavesTheList() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 31, 7])
    let store = favoritesStore(on: files)
    try await store.state.$primes.load()
    await store.send(.deleteButtonTapped(prime: 31)) {
      $0.$primes.withLock { $0 = [2, 7] }
      $0.deletions = [FavoritePrimes.Deletion(31, at: 1)]
    }
    try await store.state.$primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 7])
    await store.send(.deleteButtonTapped(prime: 7)) {
      $0.$primes.withLock { $0 = [2] }
      $0.deletions.append(FavoritePrimes.Deletion(7, at: 1))
    }
    await store.send(.deleteButtonTapped(prime: 2)) {
      $0.$primes.withLock { $0 = [] }
      $0.deletions.append(FavoritePrimes.Deletion(2, at: 0))
    }
    // Not a favorite (deleted already, by a key held down): nothing to delete.
    await store.send(.deleteButtonTapped(prime: 2))
  }

  @Test func undoPutsTheDeletedPrimeBackInItsRow() async {
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3, 5]))
    ) {
      FavoritePrimes()
    }
    await store.send(.deleteButtonTapped(prime: 3)) {
      $0.$primes.withLock { $0 = [2, 5] }
      $0.deletions = [FavoritePrimes.Deletion(3, at: 1)]
    }
    #expect(store.state.undoRow == 1)
    await store.send(.undoDeleteButtonTapped) {
      $0.$primes.withLock { $0 = [2, 3, 5] }
      $0.deletions = []
    }
    #expect(store.state.undoRow == nil)
    // Nothing left to undo.
    await store.send(.undoDeleteButtonTapped)
  }

  /// Holding `d` deletes many: `u` puts each back, newest first; a prime saved again meanwhile
  /// is not doubled.
  @Test func eachDeleteIsUndoneNewestFirstAndAPrimeSavedAgainIsNotDoubled() async {
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3, 5]))
    ) {
      FavoritePrimes()
    }
    await store.send(.deleteButtonTapped(prime: 5)) {
      $0.$primes.withLock { $0 = [2, 3] }
      $0.deletions = [FavoritePrimes.Deletion(5, at: 2)]
    }
    await store.send(.deleteButtonTapped(prime: 3)) {
      $0.$primes.withLock { $0 = [2] }
      $0.deletions.append(FavoritePrimes.Deletion(3, at: 1))
    }
    store.state.$primes.withLock { $0.append(3) }
    #expect(store.state.undoRow == nil)
    await store.send(.undoDeleteButtonTapped) {
      $0.$primes.withLock { $0 = [2, 3] }
      $0.deletions = [FavoritePrimes.Deletion(5, at: 2)]
    }
    #expect(store.state.undoRow == 2)
    await store.send(.undoDeleteButtonTapped) {
      $0.$primes.withLock { $0 = [2, 3, 5] }
      $0.deletions = []
    }
  }
}

/// A prime removed and put back while the removal is being saved stays, in its row: the edits
/// made during a save are the ones since the save began, not since the file was last read
/// (against which "removed, then added back" is no change at all, and was lost).
@MainActor
@Suite struct EditsDuringASaveTests {
  @Test func aPrimePutBackWhileItsRemovalIsSavedIsKept() async throws {
    var files = FileClient.inMemory(favoritePrimes: [2, 3, 5])
    // The first save waits until the test lets it go: the undo lands while it is under way.
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let release = Gate()
    let isFirst = LockIsolated(true)
    let update = files.update
    files.update = { name, change in
      let first = isFirst.withValue { isFirst in
        defer { isFirst = false }
        return isFirst
      }
      if first {
        start.yield()
        release.wait()
      }
      try update(name, change)
    }
    let store = favoritesStore(on: files)
    try await store.state.$primes.load()
    await store.send(.deleteButtonTapped(prime: 2)) {
      $0.$primes.withLock { $0 = [3, 5] }
      $0.deletions = [FavoritePrimes.Deletion(2, at: 0)]
    }
    for await _ in started { break }
    await store.send(.undoDeleteButtonTapped) {
      $0.$primes.withLock { $0 = [2, 3, 5] }
      $0.deletions = []
    }
    release.open()
    try await store.state.$primes.save()
    #expect(store.state.primes == [2, 3, 5])
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3, 5])
  }
}
