import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import FavoritePrimes
import Foundation
import NthPrimeRequest
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// An nth-prime request's outcome is the kit's `AlertBox`, its focus kept by the terminal: a
/// button pressed reaches the request on screen, in the same pass as the alert's answer.
@MainActor
@Suite struct OutcomeAlertTests {
  func store(_ app: AppFeature.State) -> TestStoreOf<PrimeTimeTerminal> {
    TestStore(initialState: PrimeTimeTerminal.State(app: app)) {
      PrimeTimeTerminal()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { _ in 17 }
    }
  }

  @Test func okClosesTheAnswerOnTheCounter() async {
    var app = AppFeature.State(favoritePrimes: .init(primes: Shared(value: [])))
    app.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    let store = store(app)
    await store.send(.answerBox(.press(.send(nil))))
    await store.receive(\.answerBox.delegate) {
      $0.app.counter.nthPrimeRequest.outcome = nil
    }
  }

  /// On the Favorites tab, "Try again" asks the Favorites' request again, not the Counter's.
  @Test func tryAgainAsksTheRequestOnScreenAgain() async {
    var app = AppFeature.State(
      selectedTab: .favorites, favoritePrimes: .init(primes: Shared(value: [7])))
    app.favoritePrimes.nthPrimeRequest.outcome = .failure(n: 7, message: "offline")
    let store = store(app)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.failureBox(.press(.send(.tryAgainTapped(n: 7)))))
    await store.receive(\.failureBox.delegate) {
      $0.app.favoritePrimes.nthPrimeRequest.outcome = nil
      $0.app.favoritePrimes.nthPrimeRequest.pending = 7
    }
    #expect(store.state.app.counter.nthPrimeRequest.pending == nil)
    await store.receive(\.app.favoritePrimes.nthPrimeRequest.answered) {
      $0.app.favoritePrimes.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    }
  }

  /// In the tour, the answer closed is the tour's counter's.
  @Test func theToursAnswerIsTheToursToClose() async {
    var app = AppFeature.State(favoritePrimes: .init(primes: Shared(value: [])))
    var tour = Onboarding.State()
    tour.counter.nthPrimeRequest.outcome = .answer(n: 2, prime: 3)
    app.onboarding = tour
    app.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    let store = store(app)
    await store.send(.answerBox(.press(.send(nil))))
    await store.receive(\.answerBox.delegate) {
      $0.app.onboarding?.counter.nthPrimeRequest.outcome = nil
    }
    #expect(store.state.app.counter.nthPrimeRequest.outcome != nil)
  }
}
