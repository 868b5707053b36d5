import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import FavoritePrimes
import FileClient
import Foundation
import NthPrimeRequest
import PrimeModal
import Primes
import TabB
import TabC
import Testing

@MainActor
@Suite struct JourneyTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  static func entry(_ text: String) -> Activity.Entry { .init(date: now, text: text) }

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

    await store.send(.task(startOnboarding: false))
    await store.receive(.launchChecked(isFirstLaunch: false))
    await store.receive(.favoritePrimes(.load)) { $0.favoritePrimes.loadStatus = .loading }
    await store.receive(.favoritePrimes(.loaded([2], ignored: 0))) {
      $0.favoritePrimes.onDisk = [2]
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.favoritePrimes.onDisk = [2]
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.loadStatus = .loaded
    }
    await store.receive(.activity(.record("Loaded 1 favorite prime from disk"))) {
      $0.activity.entries = [Self.entry("Loaded 1 favorite prime from disk")]
    }

    for count in 1...5 {
      await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = count }
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: $0.counter.count, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2, 5] }
    }
    await store.receive(.favoritePrimes(.primesEdited(from: [2]))) {
      $0.favoritePrimes.isSaving = true
    }
    await store.receive(.activity(.record("Added 5 to favorites"))) {
      $0.activity.entries.append(Self.entry("Added 5 to favorites"))
    }
    await store.receive(.favoritePrimes(.saved([2, 5]))) {
      $0.favoritePrimes.onDisk = [2, 5]
      $0.favoritePrimes.isSaving = false
    }
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2, 5])

    await store.send(.tabSelected(.favorites)) { $0.selectedTab = .favorites }
    await store.send(.favoritePrimes(.selectionMoved(by: 1))) {
      $0.favoritePrimes.selection = 1
    }
    await store.send(.favoritePrimes(.deleteButtonTapped)) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.isSaving = true
    }
    // The modal, still open on the Counter tab, sees the same list.
    #expect(store.state.counter.primeModal?.isFavorite == false)
    await store.receive(.activity(.record("Removed 5 from favorites"))) {
      $0.activity.entries.append(Self.entry("Removed 5 from favorites"))
    }
    await store.receive(.favoritePrimes(.saved([2]))) {
      $0.favoritePrimes.onDisk = [2]
      $0.favoritePrimes.isSaving = false
    }
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2])

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

  /// Reproduction 1: a favorites file that takes long to read, and a prime saved meanwhile.
  /// The save waits for the load and is merged into what it read: nothing in the file is lost,
  /// and the screen never says "none yet" for a list it has not read.
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
    await store.receive(.launchChecked(isFirstLaunch: false))
    await store.receive(.favoritePrimes(.load)) { $0.favoritePrimes.loadStatus = .loading }

    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: $0.counter.count, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
    }
    await store.receive(.favoritePrimes(.primesEdited(from: []))) {
      $0.favoritePrimes.pendingEdits = [.added(2)]
    }
    await store.receive(.activity(.record("Added 2 to favorites"))) {
      $0.activity.entries = [Self.entry("Added 2 to favorites")]
    }
    await store.send(.counter(.primeModal(.dismiss))) { $0.counter.primeModal = nil }
    #expect(disk.savedLists.isEmpty)

    disk.finishLoading()
    await store.receive(.favoritePrimes(.loaded(stored, ignored: 0))) {
      $0.favoritePrimes.onDisk = stored
      $0.favoritePrimes.$primes.withLock { $0 = stored }
      $0.favoritePrimes.pendingEdits = []
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.loadStatus = .loaded
    }
    await store.receive(.activity(.record("Loaded 7 favorite primes from disk"))) {
      $0.activity.entries.append(Self.entry("Loaded 7 favorite primes from disk"))
    }
    #expect(disk.savedLists.isEmpty)  // 2 was already a favorite: nothing to save
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
    await store.receive(\.favoritePrimes.load)
    await store.send(.counter(.incrementButtonTapped))
    await store.send(.counter(.incrementButtonTapped))
    await store.send(.counter(.isPrimeButtonTapped))
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
    await store.receive(\.favoritePrimes.primesEdited)
    #expect(disk.savedLists.isEmpty)
    disk.finishLoading()
    await store.receive(\.favoritePrimes.loaded)
    await store.receive(\.favoritePrimes.saved)
    #expect(store.state.favoritePrimes.primes == [3, 5, 2])
    #expect(disk.savedLists == [[3, 5, 2]])
  }

  /// Reproduction 2: in the tour, a deleted favorite stays deleted on the counter.
  @Test func aFavoriteDeletedInTheTourStaysDeleted() async {
    let store = tourStore()
    await saveTwoInTheTour(store)
    await store.send(.onboarding(.favoritesShown)) { $0.onboarding?.isShowingFavorites = true }
    await store.send(.onboarding(.favoritePrimes(.selectionMoved(by: 1)))) {
      $0.onboarding?.favoritePrimes.selection = 0
    }
    await store.send(.onboarding(.favoritePrimes(.deleteButtonTapped))) {
      $0.onboarding?.favoritePrimes.$primes.withLock { $0 = [] }
      $0.onboarding?.favoritePrimes.selection = nil
      $0.onboarding?.favoritePrimes.isSaving = true
    }
    await store.receive(.onboarding(.favoritePrimes(.saved([])))) {
      $0.onboarding?.favoritePrimes.onDisk = []
      $0.onboarding?.favoritePrimes.isSaving = false
    }
    await store.send(.onboarding(.counterShown)) { $0.onboarding?.isShowingFavorites = false }
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 3
    }
    await store.send(.onboarding(.favoritesShown)) { $0.onboarding?.isShowingFavorites = true }
    #expect(store.state.onboarding?.favoritePrimes.primes == [])
    #expect(store.state.onboarding?.counter.favoritePrimes == [])
  }

  /// Reproduction 3: in the tour, reloading reads back what the tour saved, from a sandbox
  /// made once for the tour.
  @Test func reloadingInTheTourKeepsItsFavorites() async {
    let store = tourStore()
    await saveTwoInTheTour(store)
    await store.send(.onboarding(.favoritesShown)) { $0.onboarding?.isShowingFavorites = true }
    await store.send(.onboarding(.favoritePrimes(.reloadButtonTapped))) {
      $0.onboarding?.favoritePrimes.loadStatus = .loading
    }
    await store.receive(.onboarding(.favoritePrimes(.loaded([2], ignored: 0)))) {
      $0.onboarding?.favoritePrimes.onDisk = [2]
      $0.onboarding?.favoritePrimes.loadStatus = .loaded
      $0.onboarding?.favoritePrimes.selection = 0
    }
    #expect(store.state.onboarding?.favoritePrimes.primes == [2])
  }

  /// Reproduction 4: the tour starts on a first launch only; once skipped (or finished) it is
  /// remembered, even with no favorite saved.
  @Test func aSkippedTourDoesNotStartAgain() async throws {
    let files = FileClient.inMemory()
    for launch in 1...2 {
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
        $0.fileClient = files
        $0.date.now = Self.now
      }
      await store.send(.task(startOnboarding: false))
      if launch == 1 {
        await store.receive(.launchChecked(isFirstLaunch: true)) {
          $0.onboarding = Onboarding.State()
        }
        await store.send(.onboarding(.skipTapped)) { $0.onboarding = nil }
      } else {
        await store.receive(.launchChecked(isFirstLaunch: false))
      }
      await store.receive(.favoritePrimes(.load)) { $0.favoritePrimes.loadStatus = .loading }
      await store.receive(.favoritePrimes(.loaded([], ignored: 0))) {
        $0.favoritePrimes.onDisk = []
        $0.favoritePrimes.loadStatus = .loaded
      }
    }
    #expect(
      try await files.loadJSON(Onboarding.Record.self, from: Onboarding.Record.fileName)
        == Onboarding.Record(finished: false))
  }

  /// Reproduction 4, continued: every instruction is true for the sandbox on screen.
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
    await store.send(.onboarding(.counter(.primeModal(.dismiss))))
    await store.send(.onboarding(.counter(.decrementButtonTapped)))
    #expect(state?.instruction == "Press p to ask whether 3 is prime.")
  }

  /// Reproduction 4, last part: past 100 the tour's prime client still answers.
  @Test func theToursPrimeClientAnswersPast100() async {
    let store = tourStore()
    store.exhaustivity = .off
    await store.send(.onboarding(.counter(.nthPrimeRequest(.askTapped(n: 101)))))
    await store.receive(\.onboarding.counter.nthPrimeRequest.answered)
    #expect(store.state.onboarding?.counter.nthPrimeRequest.outcome == .answer(n: 101, prime: 547))
  }

  /// Reproduction 5: the favorites are one list, so the Favorites tab, the counter and its open
  /// modal always agree, whichever of them changed it.
  @Test func everyViewOfTheFavoritesAgrees() async {
    let favorites = Shared(value: [3, 7])
    let store = TestStore(
      initialState: AppFeature.State(
        counter: Counter.State(
          count: 7, favoritePrimes: favorites,
          primeModal: PrimeModal.State(count: 7, favoritePrimes: favorites)),
        favoritePrimes: FavoritePrimes.State(primes: favorites, loadStatus: .loaded, selection: 1))
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
    await store.send(.favoritePrimes(.deleteButtonTapped))
    #expect(views() == [[3], [3], [3]])
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
    #expect(views() == [[3, 7], [3, 7], [3, 7]])
    await store.skipReceivedActions()
    await store.finish()
  }

  /// Reproduction 6: one request feature behind both tabs' "What is the nth prime?".
  @Test func bothTabsAskThroughTheSameRequest() async {
    @Shared(.favoritePrimes) var favorites = [3]
    let store = TestStore(
      initialState: AppFeature.State(
        counter: Counter.State(count: 4),
        favoritePrimes: FavoritePrimes.State(loadStatus: .loaded, selection: 0))
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

  /// The real file and prime clients are the test's unimplemented values throughout the tour:
  /// had the tour touched them, the test would fail.
  @Test func onboardingTourUsesOnlyTheSandboxClientsThenTheRealOnes() async {
    let store = tourStore()
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

    // Leaving the tour loads the real favorites, through the real (here: the test's) client.
    store.dependencies.fileClient = .inMemory(favoritePrimes: [7])
    await store.send(.onboarding(.finishTapped)) { $0.onboarding = nil }
    await store.receive(.favoritePrimes(.load)) { $0.favoritePrimes.loadStatus = .loading }
    await store.receive(.favoritePrimes(.loaded([7], ignored: 0))) {
      $0.favoritePrimes.onDisk = [7]
      $0.favoritePrimes.$primes.withLock { $0 = [7] }
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.loadStatus = .loaded
    }
    await store.receive(.activity(.record("Loaded 1 favorite prime from disk"))) {
      $0.activity.entries = [Self.entry("Loaded 1 favorite prime from disk")]
    }
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

    // 3 is not on disk yet: the first save writes it with 7.
    let favorites = Shared(value: [3])
    let first = Store(
      initialState: AppFeature.State(
        counter: Counter.State(count: 7, favoritePrimes: favorites),
        favoritePrimes: FavoritePrimes.State(primes: favorites, onDisk: [], loadStatus: .loaded))
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = .live(directory: directory)
      $0.date.now = Self.now
    }
    first.send(.counter(.isPrimeButtonTapped))
    await first.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))).finish()
    #expect(first.favoritePrimes.primes == [3, 7])
    #expect(first.favoritePrimes.saveError == nil)

    let second = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      // A new process: its shared favorites start empty, and come from the file.
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.continuousClock = TestClock()
      $0.fileClient = .live(directory: directory)
      $0.date.now = Self.now
    }
    await second.send(.task(startOnboarding: false)).finish()
    #expect(second.onboarding == nil)
    #expect(second.favoritePrimes.primes == [3, 7])
    #expect(second.counter.favoritePrimes == [3, 7])
  }

  @Test func theLogTabReceivesEachActionWithItsDiff() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.actionLog = .channel()
      $0.fileClient = .inMemory(favoritePrimes: [])
      $0.date.now = Self.now
    }
    store.exhaustivity = .off
    let task = await store.send(.logTask)
    await store.send(.task(startOnboarding: false))
    await store.send(.counter(.incrementButtonTapped))
    func hasIncrement() -> Bool {
      store.state.log.entries.contains { $0.action.string.contains("incrementButtonTapped") }
    }
    for _ in 0..<10 where !hasIncrement() {
      await store.receive(\.log.append)
    }
    let entries = store.state.log.entries
    let increment = entries.first { $0.action.string.contains("incrementButtonTapped") }
    // @ObservableState keeps `count` in `_count`; custom-dump shows the stored name, as upstream.
    #expect(increment?.diff.string.contains("-     _count: 0") == true)
    #expect(increment?.diff.string.contains("+     _count: 1") == true)
    #expect(!entries.contains { $0.action.string.contains(".log(") })

    // A shared change shows too: the diff, made when the Log shows it, reads the favorites as
    // they were before the action on its old side.
    await store.send(.counter(.incrementButtonTapped))
    await store.send(.counter(.isPrimeButtonTapped))
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))
    func saveEntry() -> Log.Entry? {
      store.state.log.entries.last { $0.action.string.contains("saveFavoritePrimeTapped") }
    }
    for _ in 0..<20 where saveEntry() == nil {
      await store.receive(\.log.append)
    }
    let save = saveEntry()?.diff.string ?? ""
    #expect(save.contains("      _favoritePrimes: [Int](\n+       2\n      ),"), "\(save)")
    await task.cancel()
  }

  // MARK: - Helpers

  /// A store on the tour, with the store's own clients unimplemented.
  func tourStore() -> TestStoreOf<AppFeature> {
    TestStore(initialState: AppFeature.State(onboarding: Onboarding.State())) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
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
    await store.receive(.onboarding(.favoritePrimes(.primesEdited(from: [])))) {
      $0.onboarding?.favoritePrimes.isSaving = true
    }
    await store.receive(.onboarding(.favoritePrimes(.saved([2])))) {
      $0.onboarding?.favoritePrimes.onDisk = [2]
      $0.onboarding?.favoritePrimes.isSaving = false
    }
  }
}

/// A favorites file that is read only when the test says so, and a record of every list saved.
final class SlowDisk: Sendable {
  private let contents: Data
  private let gate = AsyncStream<Void>.makeStream()
  private let saved = LockIsolated<[[Int]]>([])
  private let reads = LockIsolated(0)

  init(favoritePrimes: [Int]) {
    self.contents = try! JSONEncoder().encode(favoritePrimes)
  }

  /// Lets the held read of the favorites finish.
  func finishLoading() { gate.continuation.yield() }

  /// The lists saved so far.
  var savedLists: [[Int]] { saved.value }

  /// The launch's existence check reads at once; the load after it waits for the gate.
  var client: FileClient {
    FileClient(
      load: { [self] name in
        guard name == FavoritePrimes.fileName else { return nil }
        let read = reads.withValue { count in
          count += 1
          return count
        }
        if read > 1 {
          for await _ in gate.stream { break }
        }
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
      moveAside: { _ in "unused" }
    )
  }
}
