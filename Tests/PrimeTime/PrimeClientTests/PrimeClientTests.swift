import Dependencies
import Testing

@testable import PrimeClient

@Suite struct PrimeClientTests {
  @Test(arguments: [0, -5, PrimeClient.supportedRange.upperBound + 1])
  func outOfRangeIsAClearError(n: Int) async {
    for client in [PrimeClient.liveValue, .onboarding] {
      await #expect(throws: PrimeClientError.outOfRange(n: n, supported: 1...100_000_000)) {
        try await client.nthPrime(n)
      }
    }
  }

  /// A cancelled request stops the sieve rather than running it to the end: asked from a task
  /// already cancelled (so that how fast the machine sieves cannot decide the outcome), a
  /// request that takes seconds to sieve ends in `CancellationError`.
  @Test func liveRequestIsCancellable() async throws {
    let (cancelled, unfed) = AsyncStream<Void>.makeStream()
    let task = Task {
      // Waits for the cancellation: a stream nothing feeds ends when its task is cancelled.
      for await _ in cancelled {}
      return try await PrimeClient.liveValue.nthPrime(90_000_000)
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    unfed.finish()
  }

  /// The tour's client answers every n the offline client answers, not just a small table.
  @Test(arguments: [(1, 2), (5, 11), (100, 541), (101, 547), (1_000_000, 15_485_863)])
  func onboardingAnswersWhatTheLiveClientAnswers(n: Int, prime: Int) async throws {
    #expect(try await PrimeClient.onboarding.nthPrime(n) == prime)
    #expect(try await PrimeClient.liveValue.nthPrime(n) == prime)
  }
}
