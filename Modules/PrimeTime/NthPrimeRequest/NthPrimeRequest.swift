import ComposableArchitecture
import PrimeClient
import Primes

/// One "What is the nth prime?" request: asks the prime client, animates a spinner with the
/// elapsed time while it waits, can be cancelled, and presents the answer, or what went wrong,
/// as an alert. Counter and FavoritePrimes both scope it, so the logic exists once.
///
/// ```swift
/// Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) { NthPrimeRequest() }
/// ```
///
/// A view then asks through its parent's action:
///
/// ```swift
/// store.send(.nthPrimeRequest(.askTapped(n: state.count)))
/// ```
@Reducer
public struct NthPrimeRequest: Sendable {
  /// How often the spinner moves while a request runs.
  public static let ticksPerSecond = 5
  static let tickInterval = Duration.seconds(1) / ticksPerSecond

  /// The `n` a request can ask about: the prime client's range.
  public static let supportedRange = PrimeClient.supportedRange

  /// The request in flight, if any, and the alert on screen, if any.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The `n` being asked about while a request runs.
    public var pending: Int?
    /// How long the pending request has been running, in ticks (``ticksPerSecond`` a second).
    public var ticks: Int
    /// The answer or the failure, until dismissed.
    @Presents public var outcome: Outcome.State?

    /// Creates the state.
    public init(pending: Int? = nil, ticks: Int = 0, outcome: Outcome.State? = nil) {
      self.pending = pending
      self.ticks = ticks
      self.outcome = outcome
    }

    /// Whether a request is running.
    public var isInFlight: Bool { pending != nil }

    /// The whole seconds the pending request has been running.
    public var elapsedSeconds: Int { ticks / NthPrimeRequest.ticksPerSecond }
  }

  /// What a finished request came to: an alert with the answer, or one with what went wrong
  /// and a way to try again. Which one it is decides how it is shown.
  @Reducer
  public enum Outcome {
    /// "The 7th prime is 17".
    case answer(AlertState<Never>)
    /// Why there is no answer.
    case failure(AlertState<Failure>)

    /// What the failure alert offers.
    @CasePathable
    public enum Failure: Equatable, Sendable {
      /// Asks for the same `n` again.
      case tryAgainTapped(n: Int)
    }
  }

  /// What the user and the prime client can do.
  public enum Action: Equatable, Sendable {
    /// Asks for the nth prime, unless a request is already running or `n` is out of range.
    case askTapped(n: Int)
    /// Cancels the running request.
    case cancelTapped
    /// The spinner's clock.
    case tick
    /// The request finished with the prime, or with why not.
    case answered(n: Int, Result<Int, Failure>)
    case outcome(PresentationAction<Outcome.Action>)
  }

  /// Why a request has no answer, in words.
  public struct Failure: Error, Equatable, Sendable {
    /// What went wrong.
    public var message: String

    /// Creates a failure.
    public init(_ message: String) {
      self.message = message
    }
  }

  enum CancelID { case request, ticks }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.primeClient) var primeClient

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .askTapped(let n), .outcome(.presented(.failure(.tryAgainTapped(let n)))):
        guard state.pending == nil, Self.supportedRange.contains(n) else { return .none }
        state.pending = n
        state.ticks = 0
        state.outcome = nil
        return .merge(
          .run { send in
            do {
              await send(.answered(n: n, .success(try await primeClient.nthPrime(n))))
            } catch is CancellationError {
            } catch {
              await send(.answered(n: n, .failure(Failure("\(error)"))))
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

      case .answered(let n, .success(let prime)):
        state.pending = nil
        state.outcome = .answer(n: n, prime: prime)
        return .cancel(id: CancelID.ticks)

      case .answered(let n, .failure(let failure)):
        state.pending = nil
        state.outcome = .failure(n: n, message: failure.message)
        return .cancel(id: CancelID.ticks)

      case .outcome:
        return .none
      }
    }
    .ifLet(\.$outcome, action: \.outcome)
  }
}

extension NthPrimeRequest.Outcome.State: Equatable, Sendable {
  /// The alert with the answer: "The 7th prime is 17".
  public static func answer(n: Int, prime: Int) -> Self {
    .answer(AlertState { TextState("The \(ordinal(n)) prime is \(grouped(prime))") })
  }

  /// The alert saying why there is no answer, offering to ask again.
  public static func failure(n: Int, message: String) -> Self {
    .failure(
      AlertState {
        TextState("No answer for the \(ordinal(n)) prime")
      } actions: {
        ButtonState(action: .tryAgainTapped(n: n)) { TextState("Try again") }
        ButtonState(role: .cancel) { TextState("OK") }
      } message: {
        TextState(message)
      })
  }
}
extension NthPrimeRequest.Outcome.Action: Equatable, Sendable {}
