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

// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct JourneyTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  static func entry(_ text: String) -> Activity.Entry { .init(date: now, text: text) }

  /// A prime deleted on the Favorites tab and saved again from the prime modal is no longer
  /// offered to put back: `u` would do nothing, and the tab said it would.
  @Test func aDeletionSavedAgainIsNoLongerOfferedForUndo() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 5])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = files
      $0.continuousClock = TestClock()
      $0.date.now = Self.now
    }
    try await store.state.favoritePrimes.$primes.load()
    await store.send(.favoritePrimes(.deleteButtonTapped(prime: 5))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.favoritePrimes.deletions = [FavoritePrimes.Deletion(5, at: 1)]
      $0.activity.feed.entries = [Self.entry("Removed 5 from favorites")]
    }
    await store.send(.counter(.countEntered(5))) { $0.counter.count = 5 }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: 5, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2, 5] }
      $0.favoritePrimes.deletions = []
      $0.activity.feed.entries.append(Self.entry("Added 5 to favorites"))
    }
    try await store.state.favoritePrimes.$primes.save()
  }

  @Test func countSaveSeeDeleteAskAndSwitchTabs() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = files
      $0.primeClient.nthPrime = { n in try Sieve.nthPrime(n) }
      $0.continuousClock = TestClock()
      $0.date.now = Self.now
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
      $0.activity.feed.entries = [Self.entry("Added 5 to favorites")]
    }
    try await store.state.favoritePrimes.$primes.save()
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 5])

    await store.send(.tabSelected(.favorites)) { $0.selectedTab = .favorites }
    await store.send(.favoritePrimes(.deleteButtonTapped(prime: 5))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.favoritePrimes.deletions = [FavoritePrimes.Deletion(5, at: 1)]
      $0.activity.feed.entries.append(Self.entry("Removed 5 from favorites"))
    }
    // The modal, still open on the Counter tab, sees the same list.
    #expect(store.state.counter.primeModal?.isFavorite == false)
    try await store.state.favoritePrimes.$primes.save()
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2])

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

  /// A favorites file that takes long to read, and a prime saved meanwhile.
  /// The save waits for the load and is merged into what it read: nothing in the file is lost,
  /// and the list says it is loading, not "none yet", until it has been read.
  @Test func aSaveDuringASlowLoadLosesNothing() async throws {
    let stored: [Int] = [
      9_223_372_036_854_775_783, 9_223_372_036_854_775_643, 9_223_372_036_854_775_549, 2, 3, 5,
      7,
    ]
    let disk = SlowDisk(favoritePrimes: stored)
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = disk.client
      $0.date.now = Self.now
    }
    await store.send(.task(startOnboarding: false))

    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: $0.counter.count, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.activity.feed.entries = [Self.entry("Added 2 to favorites")]
    }
    await store.send(.counter(.primeModal(.dismiss))) { $0.counter.primeModal = nil }
    #expect(store.state.favoritePrimes.isLoading)
    #expect(disk.savedLists.isEmpty)

    disk.finishLoading()
    try await store.state.favoritePrimes.$primes.load()
    // What was read, with the 2 saved meanwhile replayed onto it (it was there already).
    store.assert { $0.favoritePrimes.$primes.withLock { $0 = stored } }
    await store.receive(.launchChecked(isFirstLaunch: false))
    try await store.state.favoritePrimes.$primes.save()
    #expect(disk.savedLists.isEmpty)  // nothing to save
    #expect(store.state.counter.favoritePrimes == stored)
  }

  /// The same race with a prime the file does not have: it is added to what was read.
  @Test func aPrimeSavedDuringASlowLoadIsAddedToWhatItReads() async throws {
    let disk = SlowDisk(favoritePrimes: [3, 5])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = disk.client
      $0.date.now = Self.now
    }
    store.exhaustivity = .off
    await store.send(.task(startOnboarding: false))
    await store.send(.counter(.incrementButtonTapped))
    await store.send(.counter(.incrementButtonTapped))
    await store.send(.counter(.isPrimeButtonTapped))
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
    #expect(disk.savedLists.isEmpty)
    disk.finishLoading()
    try await store.state.favoritePrimes.$primes.load()
    try await store.state.favoritePrimes.$primes.save()
    await store.skipReceivedActions()
    #expect(store.state.favoritePrimes.primes == [3, 5, 2])
    #expect(disk.savedLists == [[3, 5, 2]])
  }

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
        $0.date.now = Self.now
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

  /// The favorites are one list, so the Favorites tab, the counter and its open
  /// modal always agree, whichever of them changed it.
  @Test func everyViewOfTheFavoritesAgrees() async {
    let favorites = Shared(value: [3, 7])
    let store = TestStore(
      initialState: AppFeature.State(
        counter: Counter.State(
          count: 7, favoritePrimes: favorites,
          primeModal: PrimeModal.State(count: 7, favoritePrimes: favorites)),
        favoritePrimes: FavoritePrimes.State(primes: favorites))
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .inMemory(favoritePrimes: [3, 7])
      $0.date.now = Self.now
    }
    store.exhaustivity = .off
    func views() -> [[Int]] {
      let state = store.state
      return [
        state.favoritePrimes.primes, state.counter.favoritePrimes,
        state.counter.primeModal?.favoritePrimes ?? [-1],
      ]
    }
    await store.send(.favoritePrimes(.deleteButtonTapped(prime: 7)))
    #expect(views() == [[3], [3], [3]])
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
    #expect(views() == [[3, 7], [3, 7], [3, 7]])
    await store.finish()
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
    #expect(try await files.load(FavoritePrimesKey.fileName) == Data("[7]".utf8))
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

  @Test func favoritesPersistAcrossLaunchesWithTheLiveFileClient() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("JourneyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }

    do {
      let first = Store(initialState: AppFeature.State(counter: Counter.State(count: 7))) {
        AppFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
        $0.fileClient = .live(directory: directory)
        $0.date.now = Self.now
      }
      try await first.favoritePrimes.$primes.load()
      first.send(.counter(.isPrimeButtonTapped))
      first.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
      try await first.favoritePrimes.$primes.save()
      #expect(first.favoritePrimes.primes == [7])
    }

    // A new launch: the first store, and with it its list, are gone; the list comes from the
    // file.
    let second = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .live(directory: directory)
      $0.date.now = Self.now
    }
    await second.send(.task(startOnboarding: false)).finish()
    try await second.favoritePrimes.$primes.load()
    #expect(second.onboarding == nil)
    #expect(second.favoritePrimes.primes == [7])
    #expect(second.counter.favoritePrimes == [7])
  }

  @Test func theLogRecordsEachActionWithItsDiffInTheSamePass() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.actionLog = .enabled
      $0.fileClient = .inMemory(favoritePrimes: [])
      $0.date.now = Self.now
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

  // MARK: - Helpers

  /// A store on the tour, with the store's own prime client unimplemented.
  func tourStore(files: FileClient = .inMemory()) -> TestStoreOf<AppFeature> {
    TestStore(initialState: AppFeature.State(onboarding: Onboarding.State())) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = files
      $0.date.now = Self.now
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

/// A favorites file whose reads wait until the test says so, and a record of every list saved.
final class SlowDisk: Sendable {
  private let contents: Data
  private let gate = Gate()
  private let saved = LockIsolated<[[Int]]>([])

  init(favoritePrimes: [Int]) {
    self.contents = try! JSONEncoder().encode(favoritePrimes)
  }

  /// Lets the reads held so far, and every read after them, finish.
  func finishLoading() { gate.open() }

  /// The lists saved so far.
  var savedLists: [[Int]] { saved.value }

  var client: FileClient {
    FileClient(
      load: { [self] name in
        guard name == FavoritePrimesKey.fileName else { return nil }
        await gate.wait()
        return contents
      },
      save: { [self] _, data in
        saved.withValue { $0.append(try! JSONDecoder().decode([Int].self, from: data)) }
      },
      update: { [self] _, change in
        let data = try change(saved.value.last.map { try! JSONEncoder().encode($0) } ?? contents)
        saved.withValue { $0.append(try! JSONDecoder().decode([Int].self, from: data)) }
        return data
      },
      changes: { _ in AsyncStream { _ in } },
      moveAside: { _, _ in "unused" }
    )
  }

  /// Closed until opened, then open for good; every waiter goes on when it opens.
  private final class Gate: Sendable {
    private let state = LockIsolated<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
      (false, []))

    func wait() async {
      await withCheckedContinuation { continuation in
        let isOpen = state.withValue { state in
          if !state.isOpen { state.waiters.append(continuation) }
          return state.isOpen
        }
        if isOpen { continuation.resume() }
      }
    }

    func open() {
      let waiters = state.withValue { state in
        state.isOpen = true
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }
}
