import Clocks
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import Foundation
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FavoritePrimesTests {
  @Test func theTabShowsHowTheFileGoes() async throws {
    // The read waits until the tab has been seen loading.
    var files = FileClient.inMemory(favoritePrimesFile: "[2,4]")
    let read = Gate()
    let load = files.load
    files.load = { name in
      read.wait()
      return try load(name)
    }
    let store = favoritesStore(on: files)
    #expect(store.state.isLoading)
    read.open()
    await until { !store.state.isLoading }
    #expect(!store.state.isLoading)
    #expect(store.state.fileErrors == [.ignoredEntries(1)])
  }

  @Test func nthPrimeOfTheSelected() async {
    let store = TestStore(
      initialState: FavoritePrimes.State(
        primes: Shared(value: [2, 3]))
    ) {
      FavoritePrimes()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { _ in 5 }
    }
    await store.send(.nthPrimeRequest(.askTapped(n: 3))) { $0.nthPrimeRequest.pending = 3 }
    await store.receive(\.nthPrimeRequest.answered) {
      $0.nthPrimeRequest.pending = nil
      $0.nthPrimeRequest.outcome = .answer(n: 3, prime: 5)
    }
  }

  /// The reload button reads the file again: what another instance saved replaces the list.
  @Test func reloadReadsTheFileAgain() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2])
    let store = favoritesStore(on: files)
    try await store.state.$primes.load()
    try files.saveJSON([11], to: FavoritePrimesKey.fileName)
    await store.send(.reloadButtonTapped)
    await store.finish()
    #expect(store.state.primes == [11])
  }
}

/// The feature on `files`, its clock a test's: what each test of the target drives, the file
/// read once it calls `$primes.load()`.
@MainActor
func favoritesStore(on files: FileClient) -> TestStoreOf<FavoritePrimes> {
  TestStore(initialState: FavoritePrimes.State()) {
    FavoritePrimes()
  } withDependencies: {
    $0.continuousClock = TestClock()
    $0.fileClient = files
  }
}
