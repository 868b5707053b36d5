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
import Testing

/// The onboarding tour over the whole app: its sandbox favorites and clients, the
/// instructions it gives, and when it starts.
// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct TourTests {
  /// In the tour, a deleted favorite stays deleted on the counter.
  @Test func aFavoriteDeletedInTheTourStaysDeleted() async {
    let store = tourStore()
    await saveTwoInTheTour(store)
    await store.send(.onboarding(.favoritesShown)) { $0.onboarding?.isShowingFavorites = true }
    await store.send(.onboarding(.favoritePrimes(.deleteButtonTapped(prime: 2)))) {
      $0.onboarding?.favoritePrimes.$primes.withLock { $0 = [] }
      $0.onboarding?.favoritePrimes.deletions = [FavoritePrimes.Deletion(2, at: 0)]
    }
    await store.send(.onboarding(.counterShown)) { $0.onboarding?.isShowingFavorites = false }
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 3
    }
    await store.send(.onboarding(.favoritesShown)) { $0.onboarding?.isShowingFavorites = true }
    #expect(store.state.onboarding?.favoritePrimes.primes == [])
    #expect(store.state.onboarding?.counter.favoritePrimes == [])
  }

  /// In the tour, reloading keeps what the tour saved: its favorites are its
  /// own, in memory, with no file to read.
  @Test func reloadingInTheTourKeepsItsFavorites() async {
    let store = tourStore()
    await saveTwoInTheTour(store)
    await store.send(.onboarding(.favoritesShown)) { $0.onboarding?.isShowingFavorites = true }
    await store.send(.onboarding(.favoritePrimes(.reloadButtonTapped)))
    await store.finish()
    #expect(store.state.onboarding?.favoritePrimes.primes == [2])
    #expect(store.state.favoritePrimes.primes == [])
  }

  /// The tour starts on a first launch only; once skipped (or finished) it is
  /// remembered, even with no favorite saved.
  @Test func aSkippedTourDoesNotStartAgain() async throws {
    let files = FileClient.inMemory()
    let storage = AppStorage()
    for launch in 1...2 {
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
        $0.fileClient = files
        $0.defaultAppStorage = storage
        $0.date.now = now
      }
      await store.send(.task(startOnboarding: false))
      if launch == 1 {
        await store.receive(.launchChecked(isFirstLaunch: true)) {
          $0.onboarding = Onboarding.State()
        }
        await store.send(.onboarding(.skipTapped)) {
          $0.onboarding = nil
          $0.$tourRecord.withLock { $0 = Onboarding.Record(finished: false) }
        }
      } else {
        await store.receive(.launchChecked(isFirstLaunch: false))
      }
      await store.finish()
    }
  }

  /// A tour finished with PrimeTime 0.2, which kept its record in `onboarding.json` alone, does
  /// not start again.
  @Test func anOlderPrimeTimesTourRecordIsHeard() async throws {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory(
        initial: [Onboarding.Record.legacyFileName: Data(#"{"finished":true}"#.utf8)])
    }
    await store.send(.task(startOnboarding: false))
    await store.receive(.launchChecked(isFirstLaunch: false))
  }

  /// In the tour, every instruction is true for the sandbox on screen.
  @Test func theTourSaysWhatIsTrue() async {
    let store = tourStore()
    store.exhaustivity = .off
    var state: Onboarding.State? { store.state.onboarding }
    #expect(state?.instruction.hasPrefix("Welcome to PrimeTime!") == true)
    await store.send(.onboarding(.counter(.incrementButtonTapped)))
    #expect(state?.instruction.hasPrefix("1 is not a prime.") == true)
    for _ in 1...3 { await store.send(.onboarding(.counter(.incrementButtonTapped))) }
    #expect(state?.step == .findPrime)
    #expect(state?.instruction.hasPrefix("4 is not a prime.") == true)
    await store.send(.onboarding(.counter(.isPrimeButtonTapped)))
    #expect(state?.instruction.hasPrefix("4 is not a prime, so it cannot be saved.") == true)
    // Still the first step, which asks for a prime: not the third, which saves one.
    #expect(state?.step == .findPrime)
    await store.send(.onboarding(.counter(.primeModal(.dismiss))))
    await store.send(.onboarding(.counter(.decrementButtonTapped)))
    #expect(state?.instruction == "Press p to ask whether 3 is prime.")
  }

  /// An answer that comes while the tour shows its favorites is waited for on the counter: the
  /// instruction says where it is, not to press Enter on a screen that does not show it.
  @Test func anAnswerThatComesWhileTheFavoritesShowIsFoundOnTheCounter() {
    var tour = Onboarding.State()
    tour.favoritePrimes.$primes.withLock { $0 = [2] }
    tour.isShowingFavorites = true
    tour.hasAnswered = true
    tour.counter.nthPrimeRequest.outcome = .answer(n: 2, prime: 3)
    #expect(tour.step == .seeFavorites)
    #expect(tour.instruction == "The answer is on the counter: press 1, then Enter to close it.")
    tour.isShowingFavorites = false
    #expect(tour.instruction.hasPrefix("Press Enter to close the answer"))
  }

  /// The tour's one favorite deleted on the favorites screen takes the tour back a step, and
  /// the instruction says where that step is done: on the counter, not with a p that does
  /// nothing where the user is.
  @Test func aFavoriteDeletedOnTheFavoritesScreenSendsTheTourBackToTheCounter() {
    var tour = Onboarding.State()
    tour.counter.count = 2
    tour.isShowingFavorites = true
    #expect(tour.step == .openPrimeModal)
    #expect(
      tour.instruction == "Press 1 to go back to the counter, then p to ask whether 2 is prime.")
    tour.counter.count = 4
    #expect(tour.step == .findPrime)
    #expect(
      tour.instruction
        == "Press 1 to go back to the counter, then + or - until the count is a prime (2, 3, 5, "
        + "7…).")
    tour.isShowingFavorites = false
    #expect(tour.instruction.hasPrefix("4 is not a prime."))
  }

  /// In the tour, past 100, the tour's prime client still answers.
  @Test func theToursPrimeClientAnswersPast100() async {
    let store = tourStore()
    store.exhaustivity = .off
    await store.send(.onboarding(.counter(.nthPrimeRequest(.askTapped(n: 101)))))
    await store.receive(\.onboarding.counter.nthPrimeRequest.answered)
    #expect(store.state.onboarding?.counter.nthPrimeRequest.outcome == .answer(n: 101, prime: 547))
  }

  /// The real prime client is the test's unimplemented value throughout the tour (had the tour
  /// asked it, the test would fail), and the tour's favorites never reach the real file.
  @Test func onboardingTourUsesOnlyTheSandboxClientsThenTheRealOnes() async throws {
    let files = FileClient.inMemory(favoritePrimes: [7])
    let store = tourStore(files: files)
    try await store.state.favoritePrimes.$primes.load()
    await saveTwoInTheTour(store)
    await store.send(.onboarding(.counter(.primeModal(.dismiss)))) {
      $0.onboarding?.counter.primeModal = nil
    }
    #expect(store.state.onboarding?.step == .askNthPrime)
    await store.send(.onboarding(.counter(.nthPrimeRequest(.askTapped(n: 2))))) {
      $0.onboarding?.counter.nthPrimeRequest.pending = 2
    }
    await store.receive(.onboarding(.counter(.nthPrimeRequest(.answered(n: 2, .success(3)))))) {
      $0.onboarding?.counter.nthPrimeRequest.pending = nil
      $0.onboarding?.counter.nthPrimeRequest.outcome = .answer(n: 2, prime: 3)
      $0.onboarding?.hasAnswered = true
    }
    #expect(store.state.onboarding?.step == .seeFavorites)
    await store.send(.onboarding(.counter(.nthPrimeRequest(.outcome(.dismiss))))) {
      $0.onboarding?.counter.nthPrimeRequest.outcome = nil
    }
    await store.send(.onboarding(.favoritesShown)) {
      $0.onboarding?.isShowingFavorites = true
      $0.onboarding?.hasSeenFavorites = true
    }
    #expect(store.state.onboarding?.step == .done)

    // Leaving the tour shows the real favorites, which the tour never wrote; only the record
    // of the finished tour is saved.
    await store.send(.onboarding(.finishTapped)) {
      $0.onboarding = nil
      $0.$tourRecord.withLock { $0 = Onboarding.Record(finished: true) }
    }
    await store.finish()
    #expect(store.state.favoritePrimes.primes == [7])
    #expect(try files.load(FavoritePrimesKey.fileName) == Data("[7]".utf8))
  }

  @Test func anOverrideOnOneChildLeavesItsSiblingsTheirOwn() async {
    let store = TestStore(initialState: AppFeature.State(onboarding: Onboarding.State())) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { _ in 999 }
    }
    // The app's counter keeps the store's client…
    await store.send(.counter(.nthPrimeRequest(.askTapped(n: 1)))) {
      $0.counter.nthPrimeRequest.pending = 1
    }
    await store.receive(.counter(.nthPrimeRequest(.answered(n: 1, .success(999))))) {
      $0.counter.nthPrimeRequest.pending = nil
      $0.counter.nthPrimeRequest.outcome = .answer(n: 1, prime: 999)
    }
    // …while the tour's counter, under `.dependency(\.primeClient, .onboarding)`, computes.
    await store.send(.onboarding(.counter(.nthPrimeRequest(.askTapped(n: 1))))) {
      $0.onboarding?.counter.nthPrimeRequest.pending = 1
    }
    await store.receive(.onboarding(.counter(.nthPrimeRequest(.answered(n: 1, .success(2)))))) {
      $0.onboarding?.counter.nthPrimeRequest.pending = nil
      $0.onboarding?.counter.nthPrimeRequest.outcome = .answer(n: 1, prime: 2)
      $0.onboarding?.hasAnswered = true
    }
  }

  // MARK: - Helpers

  /// A store on the tour, with the store's own prime client unimplemented.
  func tourStore(files: FileClient = .inMemory()) -> TestStoreOf<AppFeature> {
    TestStore(initialState: AppFeature.State(onboarding: Onboarding.State())) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = files
      $0.date.now = now
    }
  }

  /// Counts to 2 and saves it in the tour, leaving the modal open.
  func saveTwoInTheTour(_ store: TestStoreOf<AppFeature>) async {
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 1
    }
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 2
    }
    await store.send(.onboarding(.counter(.isPrimeButtonTapped))) {
      let favorites = $0.onboarding!.counter.$favoritePrimes
      $0.onboarding?.counter.primeModal = PrimeModal.State(count: 2, favoritePrimes: favorites)
    }
    await store.send(.onboarding(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))) {
      $0.onboarding?.favoritePrimes.$primes.withLock { $0 = [2] }
    }
  }
}
