import ComposableArchitecture
import Primes

/// Says whether the counter's number is prime and, for a prime, saves it to or removes it from
/// the favorite primes.
///
/// The modal owns neither the number nor the favorites: its parent hands both in through a view
/// of its own state (see `Counter.State.primeModal`) and takes the edits back.
///
/// ```swift
/// .ifLet(\.primeModal, action: \.primeModal) { PrimeModal() }
/// ```
@Reducer
public struct PrimeModal: Sendable {
  /// The number being asked about and the favorites it may join.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number being asked about.
    public var count: Int
    /// The favorite primes.
    public var favoritePrimes: [Int]

    /// Creates the modal's state.
    public init(count: Int, favoritePrimes: [Int]) {
      self.count = count
      self.favoritePrimes = favoritePrimes
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
      state.favoritePrimes.append(state.count)
      return .none
    case .removeFavoritePrimeTapped:
      let count = state.count
      state.favoritePrimes.removeAll { $0 == count }
      return .none
    }
  }
}
