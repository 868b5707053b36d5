import Clocks
import ComposableArchitecture
import DependenciesTestSupport
import FavoritePrimesStorage
import PrimeModal
import Testing

// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct PrimeModalTests {
  @Test func savesAndRemovesAPrime() async {
    let store = TestStore(
      initialState: PrimeModal.State(count: 7, favoritePrimes: Shared(value: [2]))
    ) {
      PrimeModal()
    }
    #expect(store.state.isPrime)
    await store.send(.saveFavoritePrimeTapped) { $0.$favoritePrimes.withLock { $0 = [2, 7] } }
    #expect(store.state.isFavorite)
    await store.send(.saveFavoritePrimeTapped)  // already a favorite: nothing changes
    await store.send(.removeFavoritePrimeTapped) { $0.$favoritePrimes.withLock { $0 = [2] } }
  }

  /// Without a list handed in, the modal holds the app's shared favorites.
  @Test func holdsTheSharedFavoritesByDefault() async {
    @Shared(.favoritePrimes) var favorites = [3]
    let store = TestStore(initialState: PrimeModal.State(count: 5)) { PrimeModal() }
    await store.send(.saveFavoritePrimeTapped) { $0.$favoritePrimes.withLock { $0 = [3, 5] } }
    #expect(favorites == [3, 5])
  }

  @Test func neverSavesANonPrime() async {
    let store = TestStore(
      initialState: PrimeModal.State(count: 6, favoritePrimes: Shared(value: []))
    ) {
      PrimeModal()
    }
    #expect(!store.state.isPrime)
    await store.send(.saveFavoritePrimeTapped)
  }

  @Test func knowsLargePrimes() {
    #expect(
      PrimeModal.State(count: 9_223_372_036_854_775_783, favoritePrimes: Shared(value: [])).isPrime)
  }
}
