import Clocks
import ComposableArchitecture
import Counter
import PrimeClient
import Testing

@MainActor
@Suite struct CounterTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
  }

  @Test func nthPrimeSuccessShowsTheOrdinalAnswer() async {
    let store = TestStore(initialState: Counter.State(count: 7)) {
      Counter()
    } withDependencies: {
      $0.primeClient.nthPrime = { n in
        #expect(n == 7)
        return 17
      }
    }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeRequestInFlight = true }
    await store.receive(.nthPrimeAnswered("The 7th prime is 17")) {
      $0.isNthPrimeRequestInFlight = false
      $0.alert = "The 7th prime is 17"
    }
    await store.send(.alertDismissed) { $0.alert = nil }
  }

  @Test func nthPrimeErrorShowsAnAlert() async {
    let store = TestStore(initialState: Counter.State(count: 0)) {
      Counter()
    } withDependencies: {
      $0.primeClient.nthPrime = { n in
        throw PrimeClientError.outOfRange(n: n, supported: 1...100)
      }
    }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeRequestInFlight = true }
    await store.receive(\.nthPrimeAnswered) {
      $0.isNthPrimeRequestInFlight = false
      $0.alert = "Cannot compute the prime number 0: only 1 through 100 are supported."
    }
  }

  @Test func nthPrimeIsDisabledWhileInFlightAndCancellable() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: 3)) {
      Counter()
    } withDependencies: {
      $0.primeClient.nthPrime = { _ in
        try await clock.sleep(for: .seconds(1))
        return 5
      }
    }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeRequestInFlight = true }
    await store.send(.nthPrimeButtonTapped)  // disabled: no second request
    await store.send(.cancelNthPrimeButtonTapped) { $0.isNthPrimeRequestInFlight = false }
    await clock.advance(by: .seconds(2))
    await store.finish()  // no response arrives
  }

  @Test func isPrimeModalSharesFavorites() async {
    let store = TestStore(initialState: Counter.State(count: 5, favoritePrimes: [2])) {
      Counter()
    }
    await store.send(.isPrimeButtonTapped) {
      $0.primeModal = .init(count: 5, favoritePrimes: [2])
    }
    await store.send(.primeModal(.saveFavoritePrimeTapped)) {
      $0.primeModal?.favoritePrimes = [2, 5]
      $0.favoritePrimes = [2, 5]
    }
    await store.send(.primeModalDismissed) { $0.primeModal = nil }
  }
}
