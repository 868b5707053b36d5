import ComposableArchitecture
import Counter
import FavoritePrimes
import FileClient
import PrimeClient

/// The guided tour: the real Counter, PrimeModal and FavoritePrimes reducers on sandbox state,
/// with their file and prime clients overridden so nothing reaches the user's data or the real
/// prime service. Each step advances when the user does what it asks.
///
/// ```swift
/// .ifLet(\.onboarding, action: \.onboarding) { Onboarding() }
/// ```
public struct Onboarding: Reducer, Sendable {
  /// The tour's steps, in order.
  public enum Step: Int, CaseIterable, Equatable, Sendable {
    case incrementToPrime
    case openPrimeModal
    case savePrime
    case askNthPrime
    case lookAtFavorites
    case done
  }

  /// The sandbox and where the tour is.
  public struct State: Equatable, Sendable {
    /// The current step.
    public var step: Step
    /// The sandbox counter.
    public var counter: Counter.State
    /// The sandbox favorites.
    public var favoritePrimes: FavoritePrimes.State
    /// Whether the sandbox favorites are on screen.
    public var isShowingFavorites: Bool

    /// Creates the tour at its first step.
    public init(
      step: Step = .incrementToPrime,
      counter: Counter.State = .init(),
      favoritePrimes: FavoritePrimes.State = .init(),
      isShowingFavorites: Bool = false
    ) {
      self.step = step
      self.counter = counter
      self.favoritePrimes = favoritePrimes
      self.isShowingFavorites = isShowingFavorites
    }

    /// What the current step asks the user to do.
    public var instruction: String {
      switch step {
      case .incrementToPrime:
        "Welcome to PrimeTime! Press + until the count is a prime (2, 3, 5, 7…)."
      case .openPrimeModal:
        "\(counter.count) is prime. Press p to ask whether it is."
      case .savePrime:
        "Press s to save \(counter.count) to your favorite primes."
      case .askNthPrime:
        "Close the modal with Esc, then press n to ask for the \(ordinal(counter.count)) prime."
      case .lookAtFavorites:
        "Dismiss the answer with Enter, then press 2 to see your favorite primes."
      case .done:
        "That is the tour! Press Enter to start PrimeTime with your own favorites."
      }
    }
  }

  /// The sandbox's actions and the tour's own.
  @CasePathable
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
    .dependency(\.fileClient, .inMemory())
    .dependency(\.primeClient, .onboarding)

    Reduce { state, action in
      let effect: Effect<Action>
      switch action {
      case .counter where state.counter.favoritePrimes != state.favoritePrimes.favoritePrimes:
        effect = .send(.favoritePrimes(.favoritesChanged(state.counter.favoritePrimes)))
      case .favoritesShown:
        state.isShowingFavorites = true
        effect = .none
      case .counterShown:
        state.isShowingFavorites = false
        effect = .none
      default:
        effect = .none
      }
      state.step = Self.step(after: state.step, state: state, action: action)
      return effect
    }
  }

  /// The step the tour is at once `action` has been handled.
  static func step(after step: Step, state: State, action: Action) -> Step {
    switch step {
    case .incrementToPrime where PrimeClient.isPrime(state.counter.count):
      return .openPrimeModal
    case .openPrimeModal where state.counter.primeModal != nil:
      return .savePrime
    case .savePrime where state.counter.favoritePrimes.contains(state.counter.count):
      return .askNthPrime
    case .askNthPrime:
      if case .counter(.nthPrimeAnswered) = action { return .lookAtFavorites }
      return step
    case .lookAtFavorites where state.isShowingFavorites:
      return .done
    default:
      return step
    }
  }
}
