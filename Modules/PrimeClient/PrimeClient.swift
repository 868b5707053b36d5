import Dependencies
import DependenciesMacros
import Primes

/// Answers "what is the nth prime?".
///
/// The live value computes offline with `Sieve`; ``wolframAlpha(appID:baseURL:timeout:)`` asks
/// Wolfram Alpha instead; ``onboarding`` answers on the calling task, without a detour; the test
/// value is unimplemented.
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
    try checkSupported(n)
    return try await Task.detached(priority: .userInitiated) {
      try Sieve.nthPrime(n)
    }.cancellingValue
  })

  /// Unimplemented: a test that asks for a prime without overriding the client fails.
  public static let testValue = PrimeClient()

  /// The offline sieve, run right where it is asked, for the onboarding tour: it answers every
  /// `n` the live value answers, and the small ones a tour asks about at once.
  ///
  /// ```swift
  /// try await PrimeClient.onboarding.nthPrime(5)  // 11
  /// ```
  public static let onboarding = PrimeClient(nthPrime: { n in
    try checkSupported(n)
    return try Sieve.nthPrime(n)
  })

  /// The `n` the offline clients answer.
  public static let supportedRange = Sieve.supportedRange

  private static func checkSupported(_ n: Int) throws {
    guard supportedRange.contains(n) else {
      throw PrimeClientError.outOfRange(n: n, supported: supportedRange)
    }
  }
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
