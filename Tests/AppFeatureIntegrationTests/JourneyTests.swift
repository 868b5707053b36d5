import AppFeature
import ComposableArchitecture
import FavoritePrimes
import FileClient
import Foundation
import PrimeClient
import Testing

@MainActor
@Suite struct JourneyTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  static func favoritesFile(_ primes: [Int]) -> FileClient {
    .inMemory(initial: [FavoritePrimes.fileName: try! JSONEncoder().encode(primes)])
  }

  @Test func countSaveSeeDeleteAskAndSwitchTabs() async throws {
    let files = Self.favoritesFile([2])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = files
      $0.primeClient.nthPrime = { n in try Sieve.nthPrime(n) }
      $0.date.now = Self.now
    }

    await store.send(.task(startOnboarding: false))
    await store.receive(.launchChecked(hasFavoritesFile: true))
    await store.receive(.favoritePrimes(.load))
    await store.receive(.favoritePrimes(.loaded([2], ignored: 0))) {
      $0.favoritePrimes.favoritePrimes = [2]
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.hasLoaded = true
      $0.counter.favoritePrimes = [2]
    }

    for count in 1...5 {
      await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = count }
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = .init(count: 5, favoritePrimes: [2])
    }
    await store.send(.counter(.primeModal(.saveFavoritePrimeTapped))) {
      $0.counter.primeModal?.favoritePrimes = [2, 5]
      $0.counter.favoritePrimes = [2, 5]
    }
    await store.receive(.favoritePrimes(.favoritesChanged([2, 5]))) {
      $0.favoritePrimes.favoritePrimes = [2, 5]
    }
    await store.receive(.activity(.record("Added 5 to favorites"))) {
      $0.activity.entries = [.init(date: Self.now, text: "Added 5 to favorites")]
    }
    await store.receive(.favoritePrimes(.saved))
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2, 5])

    await store.send(.tabSelected(.favorites)) { $0.selectedTab = .favorites }
    await store.send(.favoritePrimes(.selectionMoved(by: 1))) {
      $0.favoritePrimes.selection = 1
    }
    await store.send(.favoritePrimes(.deleteButtonTapped)) {
      $0.favoritePrimes.favoritePrimes = [2]
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.hasLoaded = true
      $0.counter.favoritePrimes = [2]
      $0.counter.primeModal?.favoritePrimes = [2]
    }
    await store.receive(.activity(.record("Deleted 5 from favorites"))) {
      $0.activity.entries.append(.init(date: Self.now, text: "Deleted 5 from favorites"))
    }
    await store.receive(.favoritePrimes(.saved))
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2])

    await store.send(.previousTabSelected) { $0.selectedTab = .counter }
    await store.send(.counter(.primeModalDismissed)) { $0.counter.primeModal = nil }
    await store.send(.counter(.nthPrimeButtonTapped)) {
      $0.counter.isNthPrimeRequestInFlight = true
    }
    await store.receive(.counter(.nthPrimeAnswered("The 5th prime is 11"))) {
      $0.counter.isNthPrimeRequestInFlight = false
      $0.counter.alert = "The 5th prime is 11"
    }
    await store.send(.counter(.alertDismissed)) { $0.counter.alert = nil }
    await store.send(.nextTabSelected) { $0.selectedTab = .favorites }
    await store.send(.tabSelected(.log)) { $0.selectedTab = .log }
    await store.send(.nextTabSelected) { $0.selectedTab = .counter }
  }

  /// The real file and prime clients are the test's unimplemented values throughout the tour:
  /// had the tour touched them, the test would fail.
  @Test func onboardingTourUsesOnlyTheSandboxClientsThenTheRealOnes() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    await store.send(.task(startOnboarding: true)) { $0.onboarding = Onboarding.State() }
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 1
    }
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 2
      $0.onboarding?.step = .openPrimeModal
    }
    await store.send(.onboarding(.counter(.isPrimeButtonTapped))) {
      $0.onboarding?.counter.primeModal = .init(count: 2, favoritePrimes: [])
      $0.onboarding?.step = .savePrime
    }
    await store.send(.onboarding(.counter(.primeModal(.saveFavoritePrimeTapped)))) {
      $0.onboarding?.counter.primeModal?.favoritePrimes = [2]
      $0.onboarding?.counter.favoritePrimes = [2]
      $0.onboarding?.step = .askNthPrime
    }
    await store.receive(.onboarding(.favoritePrimes(.favoritesChanged([2])))) {
      $0.onboarding?.favoritePrimes.favoritePrimes = [2]
    }
    await store.receive(.onboarding(.favoritePrimes(.saved)))
    await store.send(.onboarding(.counter(.primeModalDismissed))) {
      $0.onboarding?.counter.primeModal = nil
    }
    await store.send(.onboarding(.counter(.nthPrimeButtonTapped))) {
      $0.onboarding?.counter.isNthPrimeRequestInFlight = true
    }
    await store.receive(.onboarding(.counter(.nthPrimeAnswered("The 2nd prime is 3")))) {
      $0.onboarding?.counter.isNthPrimeRequestInFlight = false
      $0.onboarding?.counter.alert = "The 2nd prime is 3"
      $0.onboarding?.step = .lookAtFavorites
    }
    await store.send(.onboarding(.favoritesShown)) {
      $0.onboarding?.isShowingFavorites = true
      $0.onboarding?.step = .done
    }

    // Leaving the tour loads the real favorites, through the real (here: the test's) client.
    store.dependencies.fileClient = Self.favoritesFile([7])
    await store.send(.onboarding(.finishTapped)) { $0.onboarding = nil }
    await store.receive(.favoritePrimes(.load))
    await store.receive(.favoritePrimes(.loaded([7], ignored: 0))) {
      $0.favoritePrimes.favoritePrimes = [7]
      $0.favoritePrimes.selection = 0
      $0.favoritePrimes.hasLoaded = true
      $0.counter.favoritePrimes = [7]
    }
  }

  @Test func firstLaunchStartsTheTourAndSkippingLoadsTheRealFavorites() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = .inMemory()
    }
    await store.send(.task(startOnboarding: false))
    await store.receive(.launchChecked(hasFavoritesFile: false)) {
      $0.onboarding = Onboarding.State()
    }
    await store.send(.onboarding(.skipTapped)) { $0.onboarding = nil }
    await store.receive(.favoritePrimes(.load))
    await store.receive(.favoritePrimes(.loaded([], ignored: 0))) {
      $0.favoritePrimes.hasLoaded = true
    }
  }

  @Test func anOverrideOnOneChildLeavesItsSiblingsTheirOwn() async {
    let store = TestStore(initialState: AppFeature.State(onboarding: Onboarding.State())) {
      AppFeature()
    } withDependencies: {
      $0.primeClient.nthPrime = { _ in 999 }
    }
    // The app's counter keeps the store's client…
    await store.send(.counter(.nthPrimeButtonTapped)) {
      $0.counter.isNthPrimeRequestInFlight = true
    }
    await store.receive(.counter(.nthPrimeAnswered("The 0th prime is 999"))) {
      $0.counter.isNthPrimeRequestInFlight = false
      $0.counter.alert = "The 0th prime is 999"
    }
    // …while the tour's counter, under `.dependency(\.primeClient, .onboarding)`, uses the table.
    await store.send(.onboarding(.counter(.incrementButtonTapped))) {
      $0.onboarding?.counter.count = 1
    }
    await store.send(.onboarding(.counter(.nthPrimeButtonTapped))) {
      $0.onboarding?.counter.isNthPrimeRequestInFlight = true
    }
    await store.receive(.onboarding(.counter(.nthPrimeAnswered("The 1st prime is 2")))) {
      $0.onboarding?.counter.isNthPrimeRequestInFlight = false
      $0.onboarding?.counter.alert = "The 1st prime is 2"
    }
  }

  @Test func favoritesPersistAcrossLaunchesWithTheLiveFileClient() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("JourneyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }

    let first = Store(initialState: AppFeature.State(counter: .init(count: 7))) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = .live(directory: directory)
      $0.date.now = Self.now
    }
    first.send(.favoritePrimes(.loaded([3], ignored: 0)))
    first.send(.counter(.isPrimeButtonTapped))
    await first.send(.counter(.primeModal(.saveFavoritePrimeTapped))).finish()
    #expect(first.favoritePrimes.favoritePrimes == [3, 7])
    #expect(first.favoritePrimes.saveError == nil)

    let second = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = .live(directory: directory)
    }
    await second.send(.task(startOnboarding: false)).finish()
    // The load is an effect of an action that effect sent; wait for its outcome.
    for _ in 0..<1_000 where !second.favoritePrimes.hasLoaded {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(second.onboarding == nil)
    #expect(second.favoritePrimes.favoritePrimes == [3, 7])
    #expect(second.counter.favoritePrimes == [3, 7])
  }

  @Test func theLogTabReceivesEachActionWithItsDiff() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.actionLog = .channel()
      $0.fileClient = Self.favoritesFile([])
      $0.date.now = Self.now
    }
    store.exhaustivity = .off
    let task = await store.send(.logTask)
    await store.send(.task(startOnboarding: false))
    await store.send(.counter(.incrementButtonTapped))
    func hasIncrement() -> Bool {
      store.state.log.entries.contains { $0.action.contains("incrementButtonTapped") }
    }
    for _ in 0..<10 where !hasIncrement() {
      await store.receive(\.log.append)
    }
    let entries = store.state.log.entries
    let increment = entries.first { $0.action.contains("incrementButtonTapped") }
    #expect(increment?.diff.contains("-     count: 0") == true)
    #expect(increment?.diff.contains("+     count: 1") == true)
    #expect(!entries.contains { $0.action.contains(".log(") })
    await task.cancel()
  }
}
