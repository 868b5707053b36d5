import Clocks
import ComposableArchitecture
import NthPrimeRequest
import PrimeClient
import Testing

@MainActor
@Suite struct NthPrimeRequestTests {
  @Test func anAnswerIsShownUntilDismissed() async {
    let store = TestStore(initialState: NthPrimeRequest.State()) {
      NthPrimeRequest()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { n in
        #expect(n == 7)
        return 17
      }
    }
    await store.send(.askTapped(n: 7)) { $0.pending = 7 }
    await store.receive(.answered(n: 7, .success(17))) {
      $0.pending = nil
      $0.outcome = .answer(AlertState { TextState("The 7th prime is 17") })
    }
    await store.send(.outcome(.dismiss)) { $0.outcome = nil }
  }

  @Test func aFailureIsShownAsAFailureThatOffersToTryAgain() async {
    let store = TestStore(initialState: NthPrimeRequest.State()) {
      NthPrimeRequest()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.primeClient.nthPrime = { _ in throw PrimeClientError.unavailable("offline") }
    }
    await store.send(.askTapped(n: 3)) { $0.pending = 3 }
    await store.receive(
      .answered(
        n: 3, .failure(NthPrimeRequest.Failure("The prime service is unavailable: offline.")))
    ) {
      $0.pending = nil
      $0.outcome = .failure(
        AlertState {
          TextState("No answer for the 3rd prime")
        } actions: {
          ButtonState(action: .tryAgainTapped(n: 3)) { TextState("Try again") }
          ButtonState(role: .cancel) { TextState("OK") }
        } message: {
          TextState("The prime service is unavailable: offline.")
        })
    }
    store.dependencies.primeClient.nthPrime = { _ in 5 }
    await store.send(\.outcome.failure.tryAgainTapped, 3) {
      $0.outcome = nil
      $0.pending = 3
    }
    await store.receive(.answered(n: 3, .success(5))) {
      $0.pending = nil
      $0.outcome = .answer(n: 3, prime: 5)
    }
  }

  @Test func anNOutsideTheSupportedRangeAsksNothing() async {
    let store = TestStore(initialState: NthPrimeRequest.State()) { NthPrimeRequest() }
    await store.send(.askTapped(n: 0))
    await store.send(.askTapped(n: -5))
    await store.send(.askTapped(n: NthPrimeRequest.supportedRange.upperBound + 1))
  }

  /// The spinner moves with the clock while the request runs, not with other state changes, and
  /// stops the moment the request is cancelled; a second ask while one runs starts nothing.
  @Test func theSpinnerTicksUntilCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: NthPrimeRequest.State()) {
      NthPrimeRequest()
    } withDependencies: {
      $0.continuousClock = clock
      $0.primeClient.nthPrime = { _ in
        try await clock.sleep(for: .seconds(60))
        return 2
      }
    }
    await store.send(.askTapped(n: 1)) { $0.pending = 1 }
    await store.send(.askTapped(n: 2))
    for tick in 1...NthPrimeRequest.ticksPerSecond {
      await clock.advance(by: .seconds(1) / NthPrimeRequest.ticksPerSecond)
      await store.receive(.tick) { $0.ticks = tick }
    }
    #expect(store.state.elapsedSeconds == 1)
    await store.send(.cancelTapped) { $0.pending = nil }
    await clock.advance(by: .seconds(120))
    await store.finish()
  }
}
