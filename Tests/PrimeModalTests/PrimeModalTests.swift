import ComposableArchitecture
import PrimeModal
import Testing

@MainActor
@Suite struct PrimeModalTests {
  @Test func savesAndRemovesAPrime() async {
    let store = TestStore(initialState: PrimeModal.State(count: 7, favoritePrimes: [2])) {
      PrimeModal()
    }
    #expect(store.state.isPrime)
    await store.send(.saveFavoritePrimeTapped) { $0.favoritePrimes = [2, 7] }
    #expect(store.state.isFavorite)
    await store.send(.saveFavoritePrimeTapped)  // already a favorite: nothing changes
    await store.send(.removeFavoritePrimeTapped) { $0.favoritePrimes = [2] }
  }

  @Test func neverSavesANonPrime() async {
    let store = TestStore(initialState: PrimeModal.State(count: 6, favoritePrimes: [])) {
      PrimeModal()
    }
    #expect(!store.state.isPrime)
    await store.send(.saveFavoritePrimeTapped)
  }

  @Test func knowsLargePrimes() {
    #expect(PrimeModal.State(count: 9_223_372_036_854_775_783, favoritePrimes: []).isPrime)
  }
}
