import Dependencies
import Testing

@testable import PrimeClient

@Suite struct PrimeClientTests {
  @Test(arguments: [
    (1, 2), (2, 3), (3, 5), (6, 13), (10, 29), (100, 541), (1000, 7919),
    (1_000_000, 15_485_863), (10_000_000, 179_424_673),
  ])
  func sieveKnowsKnownPrimes(n: Int, prime: Int) throws {
    #expect(try Sieve.nthPrime(n) == prime)
  }

  @Test func sieveAgreesWithTrialDivisionForTheFirstThousand() throws {
    var n = 0
    for candidate in 2...7919 where PrimeClient.isPrime(candidate) {
      n += 1
      #expect(try Sieve.nthPrime(n) == candidate)
    }
  }

  @Test(arguments: [0, -5, Sieve.supportedRange.upperBound + 1])
  func outOfRangeIsAClearError(n: Int) {
    #expect(throws: PrimeClientError.outOfRange(n: n, supported: Sieve.supportedRange)) {
      try Sieve.nthPrime(n)
    }
  }

  @Test func isPrime() {
    #expect([-7, 0, 1, 4, 9, 15, 25, 49, 7917].allSatisfy { !PrimeClient.isPrime($0) })
    #expect([2, 3, 5, 7, 11, 13, 7919, 2_147_483_647].allSatisfy { PrimeClient.isPrime($0) })
  }

  @Test func liveRequestIsCancellable() async throws {
    let task = Task { try await PrimeClient.liveValue.nthPrime(90_000_000) }
    try await Task.sleep(for: .milliseconds(20))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func onboardingAnswersFromItsTable() async throws {
    #expect(try await PrimeClient.onboarding.nthPrime(7) == 17)
    #expect(try await PrimeClient.onboarding.nthPrime(100) == 541)
    await #expect(throws: PrimeClientError.self) { try await PrimeClient.onboarding.nthPrime(101) }
  }

  @Test func ordinals() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th", "112th",
      ])
  }
}
