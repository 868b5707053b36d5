import ComposableArchitecture
import Counter
import FavoritePrimes
import PrimeClient
import Primes

/// The guided tour: the real Counter, PrimeModal and FavoritePrimes reducers on sandbox state
/// (favorites of its own, in memory) with their prime client overridden, so nothing reaches the
/// user's data or the network. Its
/// instruction is worked out from the sandbox on screen, so it is always true for it.
///
/// ```swift
/// .ifLet(\.onboarding, action: \.onboarding) { Onboarding() }
/// ```
@Reducer
public struct Onboarding: Sendable {
  /// The tour's steps, in order.
  public enum Step: Int, CaseIterable, Equatable, Sendable {
    case findPrime
    case openPrimeModal
    case savePrime
    case askNthPrime
    case seeFavorites
    case done
  }

  /// That the tour was finished or skipped, kept in the app's storage
  /// (`@Shared(.tourRecord)`) so it does not start again on the next launch (`--onboarding`
  /// still starts it).
  public struct Record: Codable, Equatable, Sendable {
    /// The document PrimeTime 0.2 kept the record in, alone: still read at launch, so that a
    /// tour done then does not start again.
    public static let legacyFileName = "onboarding.json"
    /// Whether the tour was finished rather than skipped.
    public var finished: Bool

    /// Creates a record.
    public init(finished: Bool) {
      self.finished = finished
    }
  }

  /// The sandbox and the user's progress through the tour.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The sandbox favorites: the tour's own shared list, kept by its own FavoritePrimes.
    public var favoritePrimes: FavoritePrimes.State
    /// The sandbox counter, holding the sandbox favorites.
    public var counter: Counter.State
    /// Whether the sandbox favorites are on screen instead of the counter.
    public var isShowingFavorites: Bool
    /// Whether an nth-prime answer has come in.
    public var hasAnswered: Bool
    /// Whether the favorites were looked at after the answer.
    public var hasSeenFavorites: Bool

    /// Starts a tour, with an empty sandbox.
    public init() {
      // Not the app's list: a shared value of the tour's own, never persisted by a key.
      let favorites = Shared(value: [Int]())
      self.favoritePrimes = FavoritePrimes.State(primes: favorites)
      self.counter = Counter.State(favoritePrimes: favorites)
      self.isShowingFavorites = false
      self.hasAnswered = false
      self.hasSeenFavorites = false
    }

    /// Where the user is in the tour, worked out from the sandbox.
    public var step: Step {
      if favoritePrimes.primes.isEmpty {
        // The modal open on a count that is not a prime is still the first step: it asks for
        // a prime.
        guard isPrime(counter.count) else { return .findPrime }
        return counter.primeModal != nil ? .savePrime : .openPrimeModal
      }
      if !hasAnswered { return .askNthPrime }
      return hasSeenFavorites ? .done : .seeFavorites
    }

    /// What the current step asks the user to do, true for the sandbox on screen.
    public var instruction: String {
      let count = counter.count
      // The favorites emptied on their own screen (a delete): the steps before the first save
      // are done on the counter.
      if isShowingFavorites {
        switch step {
        case .findPrime:
          return "Press 1 to go back to the counter, then + or - until the count is a prime "
            + "(2, 3, 5, 7…)."
        case .openPrimeModal:
          return "Press 1 to go back to the counter, then p to ask whether \(count) is prime."
        case .savePrime, .askNthPrime, .seeFavorites, .done:
          break
        }
      }
      switch step {
      case .findPrime:
        if counter.primeModal != nil {
          return
            "\(count) is not a prime, so it cannot be saved. Press Esc, then + or - to a prime."
        }
        return count == 0
          ? "Welcome to PrimeTime! Press + until the count is a prime (2, 3, 5, 7…)."
          : "\(count) is not a prime. Press + or - until the count is one (2, 3, 5, 7…)."
      case .openPrimeModal:
        return "Press p to ask whether \(count) is prime."
      case .savePrime:
        return "Press s to save \(count) to your favorite primes."
      case .askNthPrime:
        if isShowingFavorites { return "Press 1 to go back to the counter." }
        if counter.primeModal != nil { return "Saved! Press Esc to close the dialog." }
        // The request's own line says what is asked: the step says what to do.
        if counter.nthPrimeRequest.isInFlight { return "Waiting for the answer (Esc cancels)." }
        guard PrimeClient.supportedRange.contains(count) else {
          return "Press + or - to a count of at least 1, then n to ask for that prime."
        }
        return "Press n to ask for the \(ordinal(count)) prime."
      case .seeFavorites:
        // The answer came while the favorites showed: it waits on the counter.
        if isShowingFavorites {
          return counter.nthPrimeRequest.outcome != nil
            ? "The answer is on the counter: press 1, then Enter to close it."
            : "Press 1 to go back to the counter, then 2 to see your favorite primes."
        }
        return counter.nthPrimeRequest.outcome != nil
          ? "Press Enter to close the answer, then 2 to see your favorite primes."
          : "Press 2 to see your favorite primes."
      case .done:
        return "That is the tour! Its favorites were practice and are not kept. Press Enter to "
          + "start PrimeTime with your own."
      }
    }
  }

  /// The sandbox's actions and the tour's own.
  public enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case favoritePrimes(FavoritePrimes.Action)
    /// The user asked to see the favorites (pressed 2).
    case favoritesShown
    /// The user asked to see the counter again (pressed 1).
    case counterShown
    /// Leaves the tour now; the parent returns to the real app.
    case skipTapped
    /// Leaves the finished tour; the parent returns to the real app.
    case finishTapped
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
    }
    .dependency(\.primeClient, .onboarding)

    Reduce { state, action in
      switch action {
      case .counter(.nthPrimeRequest(.answered)):
        state.hasAnswered = true
      case .favoritesShown:
        state.isShowingFavorites = true
        if state.hasAnswered { state.hasSeenFavorites = true }
      case .counterShown:
        state.isShowingFavorites = false
      default:
        break
      }
      return .none
    }
  }
}
