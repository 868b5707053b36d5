import ComposableArchitecture
import NthPrimeRequest
import PrimeModal

/// A number to count up and down, with two questions about it: "Is this prime?" opens the
/// ``PrimeModal``; "What is the nth prime?" runs an ``NthPrimeRequest``.
///
/// The counter shows the favorite primes and its modal edits them, but it does not own them:
/// its parent passes its own list in through a view of its state and takes the edits back.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
public struct Counter: Reducer, Sendable {
  /// The count, the modal and the request, plus the favorites seen through the parent's view.
  public struct State: Equatable, Sendable {
    /// The number.
    public var count: Int
    /// The favorite primes. A parent backs this with the list it keeps elsewhere.
    public var favoritePrimes: [Int]
    /// Whether the is-prime modal is open.
    public var isPrimeModalShown: Bool
    /// The nth-prime request for ``count``.
    public var nthPrimeRequest: NthPrimeRequest.State

    /// Creates the counter's state.
    public init(
      count: Int = 0,
      favoritePrimes: [Int] = [],
      isPrimeModalShown: Bool = false,
      nthPrimeRequest: NthPrimeRequest.State = .init()
    ) {
      self.count = count
      self.favoritePrimes = favoritePrimes
      self.isPrimeModalShown = isPrimeModalShown
      self.nthPrimeRequest = nthPrimeRequest
    }

    /// The is-prime modal, when open: a view of ``count`` and ``favoritePrimes``, so the
    /// modal's edits land in the one list.
    public var primeModal: PrimeModal.State? {
      get {
        isPrimeModalShown ? PrimeModal.State(count: count, favoritePrimes: favoritePrimes) : nil
      }
      set {
        isPrimeModalShown = newValue != nil
        guard let newValue else { return }
        count = newValue.count
        favoritePrimes = newValue.favoritePrimes
      }
    }
  }

  /// What the user can do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    /// Opens the is-prime modal for the current count.
    case isPrimeButtonTapped
    /// Closes the is-prime modal.
    case primeModalDismissed
    case primeModal(PrimeModal.Action)
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
        state.isPrimeModalShown = true
        return .none

      case .primeModalDismissed:
        state.isPrimeModalShown = false
        return .none

      case .primeModal, .nthPrimeRequest:
        return .none
      }
    }
    .ifLet(\.primeModal, action: \.primeModal) {
      PrimeModal()
    }
  }
}
