import Testing

@testable import Primes

@Suite struct PrimesTests {
  @Test(arguments: [
    (1, 2), (2, 3), (3, 5), (6, 13), (10, 29), (100, 541), (1000, 7919),
    (1_000_000, 15_485_863), (10_000_000, 179_424_673),
  ])
  func sieveKnowsKnownPrimes(n: Int, prime: Int) throws {
    #expect(try Sieve.nthPrime(n) == prime)
  }

  @Test func sieveAgreesWithAPlainSieveForTheFirstThousand() throws {
    let reference = Self.plainSieve(through: 7919)
    for (index, prime) in reference.enumerated() {
      #expect(try Sieve.nthPrime(index + 1) == prime)
    }
  }

  @Test func isPrimeAgreesWithAPlainSieveUpTo100000() {
    let primes = Set(Self.plainSieve(through: 100_000))
    for n in -10...100_000 {
      #expect(isPrime(n) == primes.contains(n), "\(n)")
    }
  }

  @Test(arguments: [
    9_223_372_036_854_775_783, 9_223_372_036_854_775_643, 9_223_372_036_854_775_549,
    4_294_967_291, 2_147_483_647, 1_000_000_007,
  ])
  func largePrimes(n: Int) {
    #expect(isPrime(n))
  }

  /// Composites that fool weaker tests: Int.max (7²·73·127·337·92737·649657), Carmichael
  /// numbers, and strong pseudoprimes to several bases.
  @Test(arguments: [
    Int.max, 561, 1105, 1729, 2_465, 41_041, 3_215_031_751, 2_152_302_898_747,
    3_474_749_660_383, 341_550_071_728_321, 3_825_123_056_546_413_051,
    2_147_483_647 * 2_147_483_629,
  ])
  func compositesThatLookPrime(n: Int) {
    #expect(!isPrime(n))
  }

  @Test func ordinals() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th", "112th",
      ])
  }

  @Test func aCancelledSieveStops() async {
    let task = Task { try Sieve.nthPrime(Sieve.supportedRange.upperBound) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  static func plainSieve(through limit: Int) -> [Int] {
    var isComposite = [Bool](repeating: false, count: limit + 1)
    var primes: [Int] = []
    for n in 2...limit where !isComposite[n] {
      primes.append(n)
      for multiple in stride(from: n * n, through: limit, by: n) { isComposite[multiple] = true }
    }
    return primes
  }
}
