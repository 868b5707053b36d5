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

/// The favorites as every tab shares them: a delete and a save from another tab, a save while
/// the file is still being read, and the file across launches. (The Favorites tab's own delete
/// and undo are FavoritePrimesTests' `DeleteAndUndoTests`.)
// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct FavoritesAcrossTabsTests {
  /// A prime deleted on the Favorites tab and saved again from the prime modal is no longer
  /// offered to put back: `u` would do nothing, and the tab said it would.
  @Test func aDeletionSavedAgainIsNoLongerOfferedForUndo() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 5])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = files
      $0.continuousClock = TestClock()
      $0.date.now = now
    }
    try await store.state.favoritePrimes.$primes.load()
    await store.send(.favoritePrimes(.deleteButtonTapped(prime: 5))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.favoritePrimes.deletions = [FavoritePrimes.Deletion(5, at: 1)]
      $0.activity.feed.entries = [entry("Removed 5 from favorites")]
    }
    await store.send(.counter(.countEntered(5))) { $0.counter.count = 5 }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: 5, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2, 5] }
      $0.favoritePrimes.deletions = []
      $0.activity.feed.entries.append(entry("Added 5 to favorites"))
    }
    try await store.state.favoritePrimes.$primes.save()
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
      $0.date.now = now
    }
    // The launch check answers after the read, whatever the machine's load (the other order
    // is `theLaunchCheckAnsweringBeforeASlowLoadLosesNothing`).
    store.dependencies.fileClient = disk.launchCheckClient
    await store.send(.task(startOnboarding: false))

    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: $0.counter.count, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.activity.feed.entries = [entry("Added 2 to favorites")]
    }
    await store.send(.counter(.primeModal(.dismiss))) { $0.counter.primeModal = nil }
    #expect(store.state.favoritePrimes.isLoading)
    #expect(disk.savedLists.isEmpty)

    disk.finishLoading()
    try await store.state.favoritePrimes.$primes.load()
    // What was read, with the 2 saved meanwhile replayed onto it (it was there already).
    store.assert { $0.favoritePrimes.$primes.withLock { $0 = stored } }
    disk.finishLaunchCheck()
    await store.receive(.launchChecked(isFirstLaunch: false))
    try await store.state.favoritePrimes.$primes.save()
    #expect(disk.savedLists.isEmpty)  // nothing to save
    #expect(store.state.counter.favoritePrimes == stored)
  }

  /// The launch check (is this a first launch?) reads the same file, through its own gate
  /// here: it answering before the favorites' read lands changes nothing, and the read, when
  /// it lands, takes the prime saved meanwhile in. Nothing is lost, whichever comes first.
  @Test func theLaunchCheckAnsweringBeforeASlowLoadLosesNothing() async throws {
    let stored = [2, 3, 5, 7]
    let disk = SlowDisk(favoritePrimes: stored)
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = disk.client
      $0.date.now = now
    }
    // The launch check's reads go through a gate of their own.
    store.dependencies.fileClient = disk.launchCheckClient
    await store.send(.task(startOnboarding: false))
    await store.send(.counter(.countEntered(11))) { $0.counter.count = 11 }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.primeModal = PrimeModal.State(
        count: 11, favoritePrimes: $0.counter.$favoritePrimes)
    }
    await store.send(.counter(.primeModal(.presented(.saveFavoritePrimeTapped)))) {
      $0.favoritePrimes.$primes.withLock { $0 = [11] }
      $0.activity.feed.entries = [entry("Added 11 to favorites")]
    }
    await store.send(.counter(.primeModal(.dismiss))) { $0.counter.primeModal = nil }

    disk.finishLaunchCheck()
    await store.receive(.launchChecked(isFirstLaunch: false))
    #expect(store.state.favoritePrimes.isLoading)

    disk.finishLoading()
    try await store.state.favoritePrimes.$primes.load()
    store.assert { $0.favoritePrimes.$primes.withLock { $0 = stored + [11] } }
    try await store.state.favoritePrimes.$primes.save()
    #expect(disk.savedLists.last == stored + [11])
  }

  /// The same race with a prime the file does not have: it is added to what was read.
  @Test func aPrimeSavedDuringASlowLoadIsAddedToWhatItReads() async throws {
    let disk = SlowDisk(favoritePrimes: [3, 5])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.fileClient = disk.client
      $0.date.now = now
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
      $0.date.now = now
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
        $0.date.now = now
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
      $0.date.now = now
    }
    await second.send(.task(startOnboarding: false)).finish()
    try await second.favoritePrimes.$primes.load()
    #expect(second.onboarding == nil)
    #expect(second.favoritePrimes.primes == [7])
    #expect(second.counter.favoritePrimes == [7])
  }
}

/// A favorites file whose reads wait until the test says so, and a record of every list saved.
final class SlowDisk: Sendable {
  private let contents: Data
  private let gate = Gate()
  private let launchGate = Gate()
  private let saved = LockIsolated<[[Int]]>([])

  init(favoritePrimes: [Int]) {
    self.contents = try! JSONEncoder().encode(favoritePrimes)
  }

  /// Lets the reads held so far, and every read after them, finish.
  func finishLoading() { gate.openForGood() }

  /// Lets the launch check's reads (``launchCheckClient``) finish.
  func finishLaunchCheck() { launchGate.openForGood() }

  /// The same files, read through a gate of their own: the launch check's, which a test can
  /// then let answer before or after the favorites' own read.
  var launchCheckClient: FileClient {
    var client = client
    client.load = { [self] name in
      guard name == FavoritePrimesKey.fileName else { return nil }
      launchGate.wait()
      return contents
    }
    return client
  }

  /// The lists saved so far.
  var savedLists: [[Int]] { saved.value }

  var client: FileClient {
    FileClient(
      load: { [self] name in
        guard name == FavoritePrimesKey.fileName else { return nil }
        gate.wait()
        return try! saved.value.last.map { try JSONEncoder().encode($0) } ?? contents
      },
      save: { [self] _, data in
        saved.withValue { $0.append(try! JSONDecoder().decode([Int].self, from: data)) }
      },
      update: { [self] _, change in
        let data = try change(saved.value.last.map { try! JSONEncoder().encode($0) } ?? contents)
        if let data {
          saved.withValue { $0.append(try! JSONDecoder().decode([Int].self, from: data)) }
        }
      },
      moveAside: { _, _ in "unused" }
    )
  }
}
