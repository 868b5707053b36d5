import ComposableArchitecture
import FavoritePrimesStorage
import Primes

/// Says whether the counter's number is prime and, for a prime, saves it to or removes it from
/// the favorite primes.
///
/// The favorites are the shared list (`@Shared(.favoritePrimes)`): what the modal saves is in
/// the Counter's and the Favorites tab's list at once.
///
/// ```swift
/// Reduce { state, action in
///   guard case .isPrimeButtonTapped = action else { return .none }
///   state.primeModal = PrimeModal.State(
///     count: state.count, favoritePrimes: state.$favoritePrimes)
///   return .none
/// }
/// .ifLet(\.$primeModal, action: \.primeModal) { PrimeModal() }
/// ```
@Reducer
public struct PrimeModal: Sendable {
  /// The number being asked about and the favorites it may join.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number being asked about.
    public var count: Int
    /// The favorite primes, shared with whoever presented the modal.
    @Shared public var favoritePrimes: [Int]

    /// Creates the modal's state for `count`, with the presenter's favorites.
    public init(count: Int, favoritePrimes: Shared<[Int]> = Shared(.favoritePrimes)) {
      self.count = count
      self._favoritePrimes = favoritePrimes
    }

    /// Whether ``count`` is prime.
    public var isPrime: Bool { Primes.isPrime(count) }

    /// Whether ``count`` is among the favorites.
    public var isFavorite: Bool { favoritePrimes.contains(count) }
  }

  /// What the user can do in the modal.
  public enum Action: Equatable, Sendable {
    /// Adds the number to the favorites; only a prime that is not yet a favorite.
    case saveFavoritePrimeTapped
    /// Removes the number from the favorites.
    case removeFavoritePrimeTapped
  }

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .saveFavoritePrimeTapped:
      guard state.isPrime, !state.isFavorite else { return .none }
      let count = state.count
      state.$favoritePrimes.withLock { $0.append(count) }
      return .none
    case .removeFavoritePrimeTapped:
      let count = state.count
      state.$favoritePrimes.withLock { $0.removeAll { $0 == count } }
      return .none
    }
  }
}
