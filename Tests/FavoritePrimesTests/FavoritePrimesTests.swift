import ComposableArchitecture
import FavoritePrimes
import FileClient
import Foundation
import PrimeClient
import Testing

@MainActor
@Suite struct FavoritePrimesTests {
  static func file(_ text: String) -> FileClient {
    .inMemory(initial: [FavoritePrimes.fileName: Data(text.utf8)])
  }

  @Test func loadsAtLaunch() async {
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient = Self.file("[2,31]")
    }
    await store.send(.load)
    await store.receive(.loaded([2, 31], ignored: 0)) {
      $0.favoritePrimes = [2, 31]
      $0.selection = 0
      $0.hasLoaded = true
    }
  }

  @Test func missingFileIsAnEmptyList() async {
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient = .inMemory()
    }
    await store.send(.load)
    await store.receive(.loaded([], ignored: 0)) { $0.hasLoaded = true }
  }

  @Test func entriesThatAreNotUniquePrimesAreIgnoredAndTheFileKept() async throws {
    let files = Self.file("[2,4,-3,2,7]")
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient = files
    }
    await store.send(.load)
    await store.receive(.loaded([2, 7], ignored: 3)) {
      $0.favoritePrimes = [2, 7]
      $0.selection = 0
      $0.hasLoaded = true
      $0.mustKeepFileBeforeSaving = true
      $0.notice = "Ignored 3 entries of favorite-primes.json that are not unique primes."
    }
    await store.send(.deleteButtonTapped) {
      $0.favoritePrimes = [7]
    }
    await store.receive(.fileKeptAside("favorite-primes.json.corrupt-in-memory")) {
      $0.mustKeepFileBeforeSaving = false
      $0.notice =
        "The unreadable favorite-primes.json was kept as favorite-primes.json.corrupt-in-memory."
    }
    await store.receive(.saved)
    #expect(
      try await files.load("favorite-primes.json.corrupt-in-memory") == Data("[2,4,-3,2,7]".utf8))
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [7])
  }

  @Test func corruptFileIsAnErrorAndIsKeptBeforeTheFirstSave() async throws {
    let files = Self.file("[2,3")
    let store = TestStore(initialState: FavoritePrimes.State()) {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient = files
    }
    await store.send(.load)
    await store.receive(\.loadFailed) {
      $0.loadError = "favorite-primes.json is not valid JSON (The given data was not valid JSON.)."
      $0.mustKeepFileBeforeSaving = true
      $0.hasLoaded = true
    }
    await store.send(.favoritesChanged([5])) { $0.favoritePrimes = [5] }
    await store.receive(\.fileKeptAside) {
      $0.mustKeepFileBeforeSaving = false
      $0.notice =
        "The unreadable favorite-primes.json was kept as favorite-primes.json.corrupt-in-memory."
    }
    await store.receive(.saved)
    #expect(try await files.load("favorite-primes.json.corrupt-in-memory") == Data("[2,3".utf8))
  }

  @Test func failedSaveKeepsTheListInMemory() async {
    let store = TestStore(initialState: FavoritePrimes.State(favoritePrimes: [2, 3], selection: 1))
    {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient.save = { name, _ in throw FileClientError.diskFull(name: name) }
    }
    await store.send(.deleteButtonTapped) {
      $0.favoritePrimes = [2]
      $0.selection = 0
    }
    await store.receive(.saveFailed("favorite-primes.json could not be saved: the disk is full.")) {
      $0.saveError = "favorite-primes.json could not be saved: the disk is full."
    }
    #expect(store.state.favoritePrimes == [2])
  }

  @Test func selectionStaysInTheList() async {
    let store = TestStore(initialState: FavoritePrimes.State(favoritePrimes: [2, 3, 5])) {
      FavoritePrimes()
    }
    await store.send(.selectionMoved(by: 1)) { $0.selection = 0 }
    await store.send(.selectionMoved(by: 5)) { $0.selection = 2 }
    await store.send(.selectionMoved(by: -1)) { $0.selection = 1 }
  }

  @Test func nthPrimeOfTheSelected() async {
    let store = TestStore(initialState: FavoritePrimes.State(favoritePrimes: [2, 3], selection: 1))
    {
      FavoritePrimes()
    } withDependencies: {
      $0.primeClient.nthPrime = { _ in 5 }
    }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeRequestInFlight = true }
    await store.receive(.nthPrimeAnswered("The 3rd prime is 5")) {
      $0.isNthPrimeRequestInFlight = false
      $0.alert = "The 3rd prime is 5"
    }
  }

  @Test func reloadReplacesTheListWithTheFile() async {
    let files = Self.file("[11]")
    let store = TestStore(initialState: FavoritePrimes.State(favoritePrimes: [2])) {
      FavoritePrimes()
    } withDependencies: {
      $0.fileClient = files
    }
    await store.send(.reloadButtonTapped)
    await store.receive(.loaded([11], ignored: 0)) {
      $0.favoritePrimes = [11]
      $0.selection = 0
      $0.hasLoaded = true
    }
  }
}
