import ComposableArchitecture
import PrimeClient
import PrimeModal

/// A number to count up and down, with two questions about it: "Is this prime?" opens the
/// ``PrimeModal``; "What is the nth prime?" asks the prime client and shows the answer.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
public struct Counter: Reducer, Sendable {
  /// The count, the favorites it shares with the app, and what is on screen.
  public struct State: Equatable, Sendable {
    /// The number.
    public var count: Int
    /// The favorite primes, shared with the prime modal and the favorites list.
    public var favoritePrimes: [Int]
    /// Whether an nth-prime request is running; the button is disabled meanwhile.
    public var isNthPrimeRequestInFlight: Bool
    /// The alert on screen: an answer or an error.
    public var alert: String?
    /// The is-prime modal, when open.
    public var primeModal: PrimeModal.State?

    /// Creates the counter's state.
    public init(
      count: Int = 0,
      favoritePrimes: [Int] = [],
      isNthPrimeRequestInFlight: Bool = false,
      alert: String? = nil,
      primeModal: PrimeModal.State? = nil
    ) {
      self.count = count
      self.favoritePrimes = favoritePrimes
      self.isNthPrimeRequestInFlight = isNthPrimeRequestInFlight
      self.alert = alert
      self.primeModal = primeModal
    }
  }

  /// What the user and the prime client can do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    /// Opens the is-prime modal for the current count.
    case isPrimeButtonTapped
    /// Closes the is-prime modal.
    case primeModalDismissed
    case primeModal(PrimeModal.Action)
    /// Asks for the count-th prime.
    case nthPrimeButtonTapped
    /// Cancels a running nth-prime request.
    case cancelNthPrimeButtonTapped
    /// The answer to an nth-prime request, in words.
    case nthPrimeAnswered(String)
    case alertDismissed
  }

  enum CancelID { case nthPrime }

  @Dependency(\.primeClient) var primeClient

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .isPrimeButtonTapped:
        state.primeModal = PrimeModal.State(
          count: state.count, favoritePrimes: state.favoritePrimes)
        return .none

      case .primeModalDismissed:
        state.primeModal = nil
        return .none

      case .primeModal:
        if let modal = state.primeModal { state.favoritePrimes = modal.favoritePrimes }
        return .none

      case .nthPrimeButtonTapped:
        guard !state.isNthPrimeRequestInFlight else { return .none }
        state.isNthPrimeRequestInFlight = true
        return .run { [n = state.count] send in
          if let answer = await primeClient.answer(n) { await send(.nthPrimeAnswered(answer)) }
        }
        .cancellable(id: CancelID.nthPrime, cancelInFlight: true)

      case .cancelNthPrimeButtonTapped:
        state.isNthPrimeRequestInFlight = false
        return .cancel(id: CancelID.nthPrime)

      case .nthPrimeAnswered(let message):
        state.isNthPrimeRequestInFlight = false
        state.alert = message
        return .none

      case .alertDismissed:
        state.alert = nil
        return .none
      }
    }
    .ifLet(\.primeModal, action: \.primeModal) {
      PrimeModal()
    }
  }
}
