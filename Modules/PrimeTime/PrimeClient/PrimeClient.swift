import ConcurrencyExtras
import Dependencies
import DependenciesMacros
import Foundation
import Primes

/// Answers "what is the nth prime?".
///
/// The live value computes offline with `Sieve`; ``wolframAlpha(appID:baseURL:timeout:)`` asks
/// Wolfram Alpha instead; ``onboarding`` is always the offline sieve, whatever the app's client is;
/// the test value is unimplemented.
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
/// do {
///   state.prime = try await primeClient.nthPrime(7)
/// } catch let error as PrimeClientError {
///   state.alert = error.description
/// }
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
  /// Offline: the sieve, on a thread of its own.
  public static let liveValue = offline

  /// Unimplemented: a test that asks for a prime without overriding the client fails.
  public static let testValue = PrimeClient()

  /// The client the onboarding tour uses whatever the app's is (Wolfram Alpha, say): offline,
  /// so it answers every `n` the live default answers, at once for the small ones a tour asks.
  ///
  /// ```swift
  /// let prime = try await PrimeClient.onboarding.nthPrime(5)  // 11
  /// ```
  public static let onboarding = offline

  /// The `n` the offline client answers.
  public static let supportedRange = Sieve.supportedRange

  /// The sieve, run on a thread of its own rather than on the tasks' shared threads (a long
  /// request would hold one), stopping between segments once the request is cancelled.
  static let offline = PrimeClient(nthPrime: { n in
    guard supportedRange.contains(n) else {
      throw PrimeClientError.outOfRange(n: n, supported: supportedRange)
    }
    let isCancelled = LockIsolated(false)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
          continuation.resume(with: Result { try Sieve.nthPrime(n) { isCancelled.value } })
        }
      }
    } onCancel: {
      isCancelled.setValue(true)
    }
  })
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
