import ComposableArchitecture
import NthPrimeRequest
import PrimeModal

/// A number to count up and down, with two questions about it: "Is this prime?" presents the
/// ``PrimeModal``; "What is the nth prime?" runs an ``NthPrimeRequest``.
///
/// The counter shows the favorite primes and its modal edits them, but it does not own them:
/// its parent lends its own list in through a view of its state and takes the edits back.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
@Reducer
public struct Counter: Sendable {
  /// The count, whether the modal is open and the request, plus the favorites seen through the
  /// parent's view.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number.
    public var count: Int
    /// The favorite primes. A parent backs this with the list it keeps elsewhere.
    public var favoritePrimes: [Int]
    /// Whether the is-prime modal is presented: all the modal adds to the counter's state.
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

    /// The is-prime modal, when presented: a view of ``count`` and ``favoritePrimes``, so the
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

    /// ``primeModal`` as presentation state, for `ifLet`: what `@Presents` would store, derived
    /// here so that the modal keeps no copy of the favorites.
    public var presentedPrimeModal: PresentationState<PrimeModal.State> {
      get { PresentationState(wrappedValue: primeModal) }
      set { primeModal = newValue.wrappedValue }
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
        state.isPrimeModalShown = true
        return .none

      case .primeModal, .nthPrimeRequest:
        return .none
      }
    }
    .ifLet(\.presentedPrimeModal, action: \.primeModal) {
      PrimeModal()
    }
  }
}
