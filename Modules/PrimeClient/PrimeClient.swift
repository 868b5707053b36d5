import Dependencies
import DependenciesMacros

/// Answers "what is the nth prime?".
///
/// The live value computes offline with ``Sieve``; ``wolframAlpha(appID:)`` asks Wolfram Alpha
/// instead; ``onboarding`` answers instantly from a small table; the test value is
/// unimplemented.
///
/// ```swift
/// @Dependency(\.primeClient) var primeClient
///
/// let prime = try await primeClient.nthPrime(7)  // 17
/// ```
@DependencyClient
public struct PrimeClient: Sendable {
  /// The nth prime, counting 2 as the first. Cancellable: a cancelled request throws
  /// `CancellationError`.
  public var nthPrime: @Sendable (_ n: Int) async throws -> Int
}

extension PrimeClient {
  /// Whether `n` is prime. Pure, for any `Int`.
  ///
  /// ```swift
  /// PrimeClient.isPrime(7)  // true
  /// PrimeClient.isPrime(1)  // false
  /// ```
  public static func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    if n < 4 { return true }
    if n % 2 == 0 || n % 3 == 0 { return false }
    var divisor = 5
    while divisor <= n / divisor {
      if n % divisor == 0 || n % (divisor + 2) == 0 { return false }
      divisor += 6
    }
    return true
  }
}

/// Why a ``PrimeClient`` could not answer.
///
/// ```swift
/// catch let error as PrimeClientError { state.alert = error.description }
/// ```
public enum PrimeClientError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `n` is outside what this client answers.
  case outOfRange(n: Int, supported: ClosedRange<Int>)
  /// The service could not be reached or answered with an error.
  case unavailable(String)
  /// The service answered with something that holds no prime.
  case malformedResponse(String)

  public var description: String {
    switch self {
    case .outOfRange(let n, let supported):
      "Cannot compute the prime number \(n): only \(supported.lowerBound) through "
        + "\(supported.upperBound) are supported."
    case .unavailable(let reason):
      "The prime service is unavailable: \(reason)."
    case .malformedResponse(let detail):
      "The prime service answered something unexpected: \(detail)."
    }
  }
}

extension PrimeClient: DependencyKey {
  /// Offline: the segmented sieve, run off the caller's actor.
  public static let liveValue = PrimeClient(nthPrime: { n in
    try await Task.detached(priority: .userInitiated) {
      try Sieve.nthPrime(n)
    }.cancellingValue
  })

  /// Unimplemented: a test that asks for a prime without overriding the client fails.
  public static let testValue = PrimeClient()

  /// Instant answers from a table of the first 100 primes, for the onboarding tour.
  ///
  /// ```swift
  /// try await PrimeClient.onboarding.nthPrime(5)  // 11
  /// ```
  public static let onboarding: PrimeClient = {
    let table = (1...Self.onboardingRange.upperBound).map { try! Sieve.nthPrime($0) }
    return PrimeClient(nthPrime: { n in
      guard Self.onboardingRange.contains(n) else {
        throw PrimeClientError.outOfRange(n: n, supported: Self.onboardingRange)
      }
      return table[n - 1]
    })
  }()

  /// What ``onboarding`` answers.
  public static let onboardingRange = 1...100
}

extension DependencyValues {
  /// The client features use to find the nth prime.
  ///
  /// ```swift
  /// @Dependency(\.primeClient) var primeClient
  /// ```
  public var primeClient: PrimeClient {
    get { self[PrimeClient.self] }
    set { self[PrimeClient.self] = newValue }
  }
}

extension Task where Failure == any Error {
  /// The task's value, cancelling the task when the waiting task is cancelled.
  var cancellingValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}
