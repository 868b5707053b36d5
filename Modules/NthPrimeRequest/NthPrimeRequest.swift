import ComposableArchitecture
import PrimeClient
import Primes

/// One "What is the nth prime?" request: asks the prime client, animates a spinner with the
/// elapsed time while it waits, can be cancelled, and shows the answer or the error until it is
/// dismissed. Counter and FavoritePrimes both scope it, so the logic exists once.
///
/// ```swift
/// Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) { NthPrimeRequest() }
///
/// store.send(.nthPrimeRequest(.askTapped(n: state.count)))
/// ```
public struct NthPrimeRequest: Reducer, Sendable {
  /// How often the spinner moves while a request runs.
  public static let ticksPerSecond = 5
  static let tickInterval = Duration.seconds(1) / ticksPerSecond

  /// The request in flight, if any, and the outcome on screen, if any.
  public struct State: Equatable, Sendable {
    /// The `n` being asked about while a request runs.
    public var pending: Int?
    /// How long the pending request has been running, in ticks (``ticksPerSecond`` a second).
    public var ticks: Int
    /// The answer or the error, until dismissed.
    public var outcome: Outcome?

    /// Creates the state.
    public init(pending: Int? = nil, ticks: Int = 0, outcome: Outcome? = nil) {
      self.pending = pending
      self.ticks = ticks
      self.outcome = outcome
    }

    /// Whether a request is running.
    public var isInFlight: Bool { pending != nil }

    /// The whole seconds the pending request has been running.
    public var elapsedSeconds: Int { ticks / NthPrimeRequest.ticksPerSecond }
  }

  /// What a finished request came to, in words for an alert.
  public struct Outcome: Equatable, Sendable {
    /// "Answer" or "Error".
    public var title: String
    /// "The 7th prime is 17", or what went wrong.
    public var message: String
    /// Whether it is an error.
    public var isError: Bool

    /// Creates an outcome.
    public init(title: String, message: String, isError: Bool) {
      self.title = title
      self.message = message
      self.isError = isError
    }

    /// The answer to "what is the nth prime?".
    public static func answer(n: Int, prime: Int) -> Self {
      Self(title: "Answer", message: "The \(ordinal(n)) prime is \(prime)", isError: false)
    }

    /// A request that failed.
    public static func error(_ message: String) -> Self {
      Self(title: "Error", message: message, isError: true)
    }
  }

  /// What the user and the prime client can do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// Asks for the nth prime, unless a request is already running.
    case askTapped(n: Int)
    /// Cancels the running request.
    case cancelTapped
    /// The spinner's clock.
    case tick
    /// The request finished.
    case answered(Outcome)
    /// Closes the answer.
    case outcomeDismissed
  }

  enum CancelID { case request, ticks }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.primeClient) var primeClient

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .askTapped(let n):
      guard state.pending == nil else { return .none }
      state.pending = n
      state.ticks = 0
      state.outcome = nil
      return .merge(
        .run { send in
          do {
            await send(.answered(.answer(n: n, prime: try await primeClient.nthPrime(n))))
          } catch is CancellationError {
          } catch {
            await send(.answered(.error("\(error)")))
          }
        }
        .cancellable(id: CancelID.request, cancelInFlight: true),
        .run { send in
          while true {
            try await clock.sleep(for: Self.tickInterval)
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.ticks, cancelInFlight: true)
      )

    case .cancelTapped:
      state.pending = nil
      return .merge(.cancel(id: CancelID.request), .cancel(id: CancelID.ticks))

    case .tick:
      guard state.pending != nil else { return .none }
      state.ticks += 1
      return .none

    case .answered(let outcome):
      state.pending = nil
      state.outcome = outcome
      return .cancel(id: CancelID.ticks)

    case .outcomeDismissed:
      state.outcome = nil
      return .none
    }
  }
}
