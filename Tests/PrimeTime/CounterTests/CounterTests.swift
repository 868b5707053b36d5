import Clocks
import ComposableArchitecture
import Counter
import DependenciesTestSupport
import NthPrimeRequest
import PrimeModal
import Testing

// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct CounterTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
  }

  /// The modal holds the counter's shared favorites: what it saves is in the counter's list.
  @Test func thePrimeModalEditsTheCountersFavorites() async {
    let store = TestStore(
      initialState: Counter.State(count: 5, favoritePrimes: Shared(value: [2]))
    ) {
      Counter()
    }
    await store.send(.isPrimeButtonTapped) {
      $0.primeModal = PrimeModal.State(count: 5, favoritePrimes: $0.$favoritePrimes)
    }
    await store.send(.primeModal(.presented(.saveFavoritePrimeTapped))) {
      $0.$favoritePrimes.withLock { $0 = [2, 5] }
    }
    #expect(store.state.favoritePrimes == [2, 5])
    await store.send(.primeModal(.presented(.removeFavoritePrimeTapped))) {
      $0.$favoritePrimes.withLock { $0 = [2] }
    }
    await store.send(.primeModal(.dismiss)) { $0.primeModal = nil }
  }

  @Test func asksForTheNthPrimeOfTheCount() async {
    let store = TestStore(initialState: Counter.State(count: 7)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { _ in 17 }
    }
    await store.send(.nthPrimeRequest(.askTapped(n: 7))) { $0.nthPrimeRequest.pending = 7 }
    await store.receive(\.nthPrimeRequest.answered) {
      $0.nthPrimeRequest.pending = nil
      $0.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    }
  }
}

/// "Set count": a number typed, with `_`, `,` and spaces as separators; anything else is
/// refused with its reason, and the count stays as it was.
@MainActor
@Suite(.dependency(\.continuousClock, TestClock())) struct SetCountTests {
  @Test func anEnteredCountBecomesTheCount() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.countEntered(1_000_000)) {
      $0.count = 1_000_000
    }
  }

  /// A count "Set count" would refuse changes nothing, whoever sends it.
  @Test func aCountOutsideTheSettableOnesChangesNothing() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.countEntered(Counter.settableCounts.upperBound + 1))
    await store.send(.countEntered(-1))
  }

  @Test func entriesAndTheirReasons() {
    func reason(_ text: String) -> String? {
      if case .failure(let error) = Counter.count(from: text) { error.description } else { nil }
    }
    #expect(Counter.count(from: "1,000,000") == .success(1_000_000))
    #expect(Counter.count(from: " 42 ") == .success(42))
    #expect(Counter.count(from: "0") == .success(0))
    #expect(Counter.count(from: "100_000_000") == .success(100_000_000))
    let outOfRange = "Choose a number from 0 to 100,000,000."
    #expect(reason("100_000_001") == outOfRange)
    #expect(reason("-5") == outOfRange)
    #expect(reason("99999999999999999999999") == outOfRange)
    #expect(reason("") == "Type a number first.")
    #expect(reason("1e6") == "“1e6” is not a whole number.")
    #expect(reason("٣") == "“٣” is not a whole number.")
  }
}
