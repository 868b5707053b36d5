import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import DependenciesTestSupport
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import Foundation
import NthPrimeRequest
import PrimeModal
import Primes
import TabB
import TabC
import TestSupport
import Testing

/// Whole-app journeys across tabs: count, ask, save, delete and switch, and the Log of them.
// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct JourneyTests {
  @Test func countSaveSeeDeleteAskAndSwitchTabs() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = files
      $0.primeClient.nthPrime = { n in try Sieve.nthPrime(n) }
      $0.continuousClock = TestClock()
      $0.date.now = now
    }

    // The state's `@Shared(.favoritePrimes)` reads the file as it is made.
    try await store.state.favoritePrimes.$primes.load()
    #expect(store.state.favoritePrimes.primes == [2])
    await store.send(.task(startOnboarding: false))
    await store.receive(.launchChecked(isFirstLaunch: false))

    for count in 1...5 {
      await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = count }
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: $0.counter.count, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2, 5] }
      $0.activity.feed.entries = [entry("Added 5 to favorites")]
    }
    try await store.state.favoritePrimes.$primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 5])

    await store.send(.tabSelected(.favorites)) { $0.selectedTab = .favorites }
    await store.send(.favoritePrimes(.deleteButtonTapped(prime: 5))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.favoritePrimes.deletions = [FavoritePrimes.Deletion(5, at: 1)]
      $0.activity.feed.entries.append(entry("Removed 5 from favorites"))
    }
    // The modal, still open on the Counter tab, sees the same list.
    #expect(store.state.counter.primeModal?.isFavorite == false)
    try await store.state.favoritePrimes.$primes.save()
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2])

    await store.send(.previousTabSelected) { $0.selectedTab = .counter }
    await store.send(.counter(.primeModal(.dismiss))) { $0.counter.primeModal = nil }
    await store.send(.counter(.nthPrimeRequest(.askTapped(n: 5)))) {
      $0.counter.nthPrimeRequest.pending = 5
    }
    await store.receive(.counter(.nthPrimeRequest(.answered(n: 5, .success(11))))) {
      $0.counter.nthPrimeRequest.pending = nil
      $0.counter.nthPrimeRequest.outcome = .answer(n: 5, prime: 11)
    }
    await store.send(.counter(.nthPrimeRequest(.outcome(.dismiss)))) {
      $0.counter.nthPrimeRequest.outcome = nil
    }
    await store.send(.nextTabSelected) { $0.selectedTab = .favorites }
    await store.send(.tabSelected(.log)) { $0.selectedTab = .log }
    await store.send(.nextTabSelected) { $0.selectedTab = .counter }
  }

  /// One request feature behind both tabs' "What is the nth prime?".
  @Test func bothTabsAskThroughTheSameRequest() async {
    @Shared(.favoritePrimes) var favorites = [3]
    let store = TestStore(
      initialState: AppFeature.State(
        counter: Counter.State(count: 4),
        favoritePrimes: FavoritePrimes.State())
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { n in try Sieve.nthPrime(n) }
    }
    await store.send(.counter(.nthPrimeRequest(.askTapped(n: 4)))) {
      $0.counter.nthPrimeRequest.pending = 4
    }
    await store.receive(.counter(.nthPrimeRequest(.answered(n: 4, .success(7))))) {
      $0.counter.nthPrimeRequest.pending = nil
      $0.counter.nthPrimeRequest.outcome = .answer(n: 4, prime: 7)
    }
    await store.send(.favoritePrimes(.nthPrimeRequest(.askTapped(n: 3)))) {
      $0.favoritePrimes.nthPrimeRequest.pending = 3
    }
    await store.receive(.favoritePrimes(.nthPrimeRequest(.answered(n: 3, .success(5))))) {
      $0.favoritePrimes.nthPrimeRequest.pending = nil
      $0.favoritePrimes.nthPrimeRequest.outcome = .answer(n: 3, prime: 5)
    }
  }

  @Test func theLogRecordsEachActionWithItsDiffInTheSamePass() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.actionLog = .enabled
      $0.fileClient = .inMemory(favoritePrimes: [])
      $0.date.now = now
    }
    store.exhaustivity = .off
    await store.send(.task(startOnboarding: false))
    await store.send(.counter(.incrementButtonTapped))
    // Recorded by the send itself: no action comes back to the store to record it.
    let entries = store.state.log.feed.entries
    let increment = entries.last
    // The names the user knows: no type prefix on the action, no `_` that @ObservableState's
    // storage adds to a property.
    #expect(increment?.action.string == "counter(.incrementButtonTapped)")
    #expect(increment?.diff.string.contains("-     count: 0") == true)
    #expect(increment?.diff.string.contains("+     count: 1") == true)
    #expect(increment?.diff.string.contains("_") == false)
    #expect(!entries.contains { $0.action.string.contains(".log(") })

    // A shared change shows too: the diff, made when the Log shows it, reads the favorites as
    // they were before the action on its old side.
    await store.send(.counter(.incrementButtonTapped))
    await store.send(.counter(.isPrimeButtonTapped))
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
    let save = store.state.log.feed.entries.last
    #expect(save?.action.string == "counter(.primeModal(.presented(.saveFavoritePrimeTapped)))")
    let diff = save?.diff.string ?? ""
    #expect(diff.contains("      favoritePrimes: [Int](\n+       2\n      ),"), "\(diff)")
    // The Activity line is written in the same pass, not sent back as an action of its own:
    // the save is one entry in the Log, and its diff shows the line.
    #expect(!store.state.log.feed.entries.contains { $0.action.string.hasPrefix("activity(") })
    #expect(diff.contains("Added 2 to favorites"), "\(diff)")
  }
}
