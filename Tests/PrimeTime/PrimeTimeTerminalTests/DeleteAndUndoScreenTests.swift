import AppFeature
import Clocks
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import Foundation
import PrimeModal
import TabB
import TerminalUITesting
import TestSupport
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// The favorites' delete and its undo on screen, driven by keys on the kit's test store: `d`
/// says what `u` puts back, `u` puts it back in its row, a held `d` is undone a delete at a
/// time, the selection following, and the file holding the prime again after `u`, as a headless
/// run leaves it; and a deletion another instance saves again is no longer offered to `u`.
/// (The feature's side is FavoritePrimesTests' `DeleteAndUndoTests`.)
@MainActor
@Suite struct DeleteAndUndoScreenTests {
  func store(favorites: [Int] = []) async throws -> TerminalTestStore<AppView> {
    try await screenStore(favorites: favorites)
  }

  func store(primes: Shared<[Int]>, row: Int = 0) -> TestStoreOf<PrimeTimeTerminal> {
    favoritesStore(primes: primes, row: row)
  }

  /// The keys run as `primetime --headless --keys KEYS` runs them, on `favorites`: the screen,
  /// and the files it left.
  func run(_ keys: String, favorites: [Int]) async throws -> (String, FileClient) {
    let files = FileClient.inMemory(favoritePrimes: favorites)
    return (try await Headless(keys, files: files).run(), files)
  }

  /// `d` deletes the selected favorite and says `u` puts it back; `u` does, in its row.
  @Test func aDeleteIsUndoneInItsRow() async throws {
    let store = try await store(favorites: [2, 3, 5])
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    let full = """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2
       3
       5




                                          1/3
       d delete  R reload      ? help  q quit
      """
    await store.press("2") {
      $0.app.selectedTab = .favorites
    } frame: {
      full
    } spoken: {
      """
      Favorites tab, 2 of 5. 1 of 3: 2.
      """
    }
    let time = Date(timeIntervalSince1970: 0)
    await store.press("d") {
      $0.app.favoritePrimes.$primes.withLock { $0 = [3, 5] }
      $0.app.favoritePrimes.deletions = [FavoritePrimes.Deletion(2, at: 0)]
      $0.app.activity.feed.entries = [Activity.Entry(date: time, text: "Removed 2 from favorites")]
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       Deleted 2. u puts it back.
       3
       5




                                          1/2
       u undo  d delete        ? help  q quit
      """
    } spoken: {
      """
      Deleted 2. u puts it back. 1 of 2: 3.
      """
    }
    await store.press("u") {
      $0.app.favoritePrimes.$primes.withLock { $0 = [2, 3, 5] }
      $0.app.favoritePrimes.deletions = []
      $0.app.activity.feed.entries.append(Activity.Entry(date: time, text: "Added 2 to favorites"))
    } frame: {
      full
    } spoken: {
      """
      1 of 3: 2.
      """
    }
  }

  /// Holding `d` deletes one favorite a key; the notice counts them, and `u` puts each back
  /// in its row, newest first, until the list is whole again.
  @Test func heldDDeletesAreEachUndone() async throws {
    let store = try await store(favorites: [2, 3, 5])
    let time = Date(timeIntervalSince1970: 0)
    await store.press("2") {
      $0.app.selectedTab = .favorites
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2
       3
       5




                                          1/3
       d delete  R reload      ? help  q quit
      """
    }
    await store.press("d") {
      $0.app.favoritePrimes.$primes.withLock { $0 = [3, 5] }
      $0.app.favoritePrimes.deletions = [FavoritePrimes.Deletion(2, at: 0)]
      $0.app.activity.feed.entries = [Activity.Entry(date: time, text: "Removed 2 from favorites")]
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       Deleted 2. u puts it back.
       3
       5




                                          1/2
       u undo  d delete        ? help  q quit
      """
    }
    await store.press("d") {
      $0.app.favoritePrimes.$primes.withLock { $0 = [5] }
      $0.app.favoritePrimes.deletions.append(FavoritePrimes.Deletion(3, at: 0))
      $0.app.activity.feed.entries.append(
        Activity.Entry(date: time, text: "Removed 3 from favorites"))
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       Deleted 3 and 1 before it. u puts them
       back, newest first.
       5




                                          1/1
       u undo  d delete        ? help  q quit
      """
    } spoken: {
      """
      Deleted 3 and 1 before it. u puts them back, newest first. 1 of 1: 5.
      """
    }
    await store.press("u") {
      $0.app.favoritePrimes.$primes.withLock { $0 = [3, 5] }
      $0.app.favoritePrimes.deletions.removeLast()
      $0.app.activity.feed.entries.append(Activity.Entry(date: time, text: "Added 3 to favorites"))
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       Deleted 2. u puts it back.
       3
       5




                                          1/2
       u undo  d delete        ? help  q quit
      """
    }
    await store.press("u") {
      $0.app.favoritePrimes.$primes.withLock { $0 = [2, 3, 5] }
      $0.app.favoritePrimes.deletions = []
      $0.app.activity.feed.entries.append(Activity.Entry(date: time, text: "Added 2 to favorites"))
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2
       3
       5




                                          1/3
       d delete  R reload      ? help  q quit
      """
    }
  }

  /// Holding `d` deletes many, the row after each selected (or the one before at the end);
  /// `u` puts each back in its row and selects it; a prime saved again meanwhile is not doubled
  /// and the selection stays.
  @Test func deletesMoveTheSelectionAndUndoesSelectWhatTheyPutBack() async {
    let store = store(primes: Shared(value: [2, 3, 5]), row: 2)
    // Each change is recorded in the Activity tab: not this test's business.
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.app(.favoritePrimes(.deleteButtonTapped(prime: 5)))) {
      $0.app.favoritePrimes.$primes.withLock { $0 = [2, 3] }
      $0.app.favoritePrimes.deletions = [FavoritePrimes.Deletion(5, at: 2)]
      $0.primeSelection.row = 1
    }
    await store.send(.app(.favoritePrimes(.deleteButtonTapped(prime: 3)))) {
      $0.app.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.app.favoritePrimes.deletions = [
        FavoritePrimes.Deletion(5, at: 2), FavoritePrimes.Deletion(3, at: 1),
      ]
      $0.primeSelection.row = 0
    }
    store.state.app.favoritePrimes.$primes.withLock { $0.append(3) }
    await store.send(.app(.favoritePrimes(.undoDeleteButtonTapped))) {
      $0.app.favoritePrimes.deletions = [FavoritePrimes.Deletion(5, at: 2)]
    }
    await store.send(.app(.favoritePrimes(.undoDeleteButtonTapped))) {
      $0.app.favoritePrimes.$primes.withLock { $0 = [2, 3, 5] }
      $0.app.favoritePrimes.deletions = []
      $0.primeSelection.row = 2
    }
  }

  /// A delete is undone by `u`, in its row, and the file has the prime again: what
  /// `primetime --headless --keys '2gdu'` on the favorites [2, 3, 5] leaves.
  @Test func aDeleteIsUndone() async throws {
    let (deleted, deletedFiles) = try await run("2gd", favorites: [2, 3, 5])
    #expect(deleted.contains("Deleted 2. u puts it back."))
    #expect(deleted.contains("u undo"))
    #expect(
      try deletedFiles.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [3, 5])
    let (screen, files) = try await run("2gdu", favorites: [2, 3, 5])
    #expect(!screen.contains("Deleted"))
    let saved = try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName)
    #expect(saved == [2, 3, 5], "\(screen)")
  }

  /// A prime deleted here and saved again by another instance is no deletion to put back:
  /// the tab stops offering `u` for it.
  @Test func aDeletionAnotherInstanceSavedAgainIsForgotten() async throws {
    let headless = try Headless("2d", files: .inMemory(favoritePrimes: [2, 3]))
    await headless.app.launch(onboarding: false)
    await headless.app.run()
    #expect(
      headless.store.state.app.favoritePrimes.deletions == [FavoritePrimes.Deletion(2, at: 0)])

    // What FavoritePrimesKey does on the main actor when the file changes under it.
    headless.store.state.app.favoritePrimes.$primes.withLock { $0.append(2) }
    // A bound, not what the test waits on: it returns as soon as the deletion is forgotten.
    _ = await withDeadline(.seconds(10)) { @MainActor in
      await headless.app.waitUntil { $0.app.favoritePrimes.deletions.isEmpty }
    }
    #expect(headless.store.state.app.favoritePrimes.deletions.isEmpty)
  }
}
