import ComposableArchitecture
import FavoritePrimes
import NthPrimeRequest
import PrimeModal

/// A number to count up and down, with two questions about it: "Is this prime?" presents the
/// ``PrimeModal``; "What is the nth prime?" runs an ``NthPrimeRequest``.
///
/// The counter shows the favorite primes and its modal edits them: the list is shared
/// (`@Shared(.favoritePrimes)`) with the modal and the Favorites tab.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
@Reducer
public struct Counter: Sendable {
  /// The count, the shared favorites, the modal when presented, and the request.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number.
    public var count: Int
    /// The favorite primes, shared with the modal and the Favorites tab.
    @Shared public var favoritePrimes: [Int]
    /// The is-prime modal, while presented.
    @Presents public var primeModal: PrimeModal.State?
    /// The nth-prime request for ``count``.
    public var nthPrimeRequest: NthPrimeRequest.State

    /// Creates the counter's state.
    public init(
      count: Int = 0,
      favoritePrimes: Shared<[Int]> = Shared(.favoritePrimes),
      primeModal: PrimeModal.State? = nil,
      nthPrimeRequest: NthPrimeRequest.State = .init()
    ) {
      self.count = count
      self._favoritePrimes = favoritePrimes
      self.primeModal = primeModal
      self.nthPrimeRequest = nthPrimeRequest
    }

    /// Whether "What is the nth prime?" can be asked of ``count``.
    public var canAskNthPrime: Bool {
      NthPrimeRequest.supportedRange.contains(count)
    }
  }

  /// What the user can do.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    /// Presents the is-prime modal for the current count.
    case isPrimeButtonTapped
    case primeModal(PresentationAction<PrimeModal.Action>)
    case nthPrimeRequest(NthPrimeRequest.Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) {
      NthPrimeRequest()
    }
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
          count: state.count, favoritePrimes: state.$favoritePrimes)
        return .none

      case .primeModal, .nthPrimeRequest:
        return .none
      }
    }
    .ifLet(\.$primeModal, action: \.primeModal) {
      PrimeModal()
    }
  }
}
