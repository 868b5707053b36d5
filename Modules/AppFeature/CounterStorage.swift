import ComposableArchitecture
import Counter
import NthPrimeRequest

/// What a parent keeps of the Counter: everything in `Counter.State` except the favorites,
/// which the parent keeps once, in `FavoritePrimes.State`, and lends to the counter through a
/// computed `counter` property (the original PrimeTime's `counterView` lens).
///
/// ```swift
/// public var counter: Counter.State {
///   get { counterStorage.lending(favoritePrimes.primes) }
///   set {
///     let primes = counterStorage.keep(newValue)
///     if primes != favoritePrimes.primes { favoritePrimes.primes = primes }
///   }
/// }
/// ```
@ObservableState
public struct CounterStorage: Equatable, Sendable {
  /// The counter's number.
  public var count: Int
  /// Whether its prime modal is open.
  public var isPrimeModalShown: Bool
  /// Its nth-prime request.
  public var nthPrimeRequest: NthPrimeRequest.State

  /// Creates the storage.
  public init(
    count: Int = 0, isPrimeModalShown: Bool = false,
    nthPrimeRequest: NthPrimeRequest.State = .init()
  ) {
    self.count = count
    self.isPrimeModalShown = isPrimeModalShown
    self.nthPrimeRequest = nthPrimeRequest
  }

  /// The counter's state, with `favoritePrimes` lent in.
  func lending(_ favoritePrimes: [Int]) -> Counter.State {
    Counter.State(
      count: count, favoritePrimes: favoritePrimes, isPrimeModalShown: isPrimeModalShown,
      nthPrimeRequest: nthPrimeRequest)
  }

  /// Keeps the counter's own part of `state` and hands back the favorites, for their home.
  mutating func keep(_ state: Counter.State) -> [Int] {
    // Plain assignments: assigning an equal value (or the same request, by identity) notifies
    // no one, and comparing first would only add observed reads.
    count = state.count
    isPrimeModalShown = state.isPrimeModalShown
    nthPrimeRequest = state.nthPrimeRequest
    return state.favoritePrimes
  }
}
