// SieveTests.swift
//
// Tests for `Sieve.nthPrime` and `isPrime`, checked against the plainest possible sieve.

import Testing

@testable import Primes

/// isComposite[i] for 0 ... limit by the textbook sieve of Eratosthenes (0 and 1 count as
/// composite here). Deliberately naive: it is the reference.
private func referenceSieve(upTo limit: Int) -> [Bool] {
  var isComposite = [Bool](repeating: false, count: limit + 1)
  isComposite[0] = true
  if limit >= 1 { isComposite[1] = true }
  var i = 2
  while i * i <= limit {
    if !isComposite[i] {
      for multiple in stride(from: i * i, through: limit, by: i) {
        isComposite[multiple] = true
      }
    }
    i += 1
  }
  return isComposite
}

private let referenceLimit = 100_000
private let reference = referenceSieve(upTo: referenceLimit)
private let referencePrimes = (0...referenceLimit).filter { !reference[$0] }  // 9,592 primes

@Suite("Sieve.nthPrime")
struct NthPrimeTests {
  @Test("every n from 1 to 5,000 matches the reference sieve")
  func smallN() throws {
    for n in 1...5_000 {
      #expect(try Sieve.nthPrime(n) == referencePrimes[n - 1], "n = \(n)")
    }
  }

  /// Tiny segments and chunks put many segment and chunk boundaries (and sieving primes
  /// larger than a segment) inside the reference range; a low initial sieving-prime limit
  /// forces the list of sieving primes to be extended while sieving.
  @Test(
    "boundaries: tiny segments and chunks, few pre-sieve patterns, late sieving primes",
    arguments: [
      (segment: 256, chunk: 256, small: 1 << 30, groups: 1, initialLimit: nil as Int?),
      (segment: 512, chunk: 256, small: 0, groups: 12, initialLimit: 11),
      (segment: 1_024, chunk: 256, small: 50, groups: 3, initialLimit: 20),
      (segment: 4_096, chunk: 1_024, small: 300, groups: 8, initialLimit: 3),
    ])
  func tinySegments(segment: Int, chunk: Int, small: Int, groups: Int, initialLimit: Int?) throws {
    var tuning = Sieve.Tuning()
    tuning.segmentBytes = segment
    tuning.chunkBytes = chunk
    tuning.smallPrimeLimit = small
    tuning.presieveGroups = groups
    tuning.initialSievingPrimeLimit = initialLimit
    for n in Array(1...1_500) + Array(stride(from: 1_501, through: referencePrimes.count, by: 97)) {
      #expect(try Sieve.nthPrime(n, tuning: tuning) == referencePrimes[n - 1], "n = \(n)")
    }
  }

  @Test(
    "known values",
    arguments: [
      (1, 2), (2, 3), (3, 5), (4, 7), (5, 11), (6, 13), (10, 29), (100, 541), (1_000, 7_919),
      (10_000, 104_729), (100_000, 1_299_709), (1_000_000, 15_485_863),
      (10_000_000, 179_424_673),
    ])
  func knownValues(n: Int, prime: Int) throws {
    #expect(try Sieve.nthPrime(n) == prime)
  }

  /// The top of the supported range: about 0.25 s optimized, about 2 s in a debug (-Onone)
  /// build (see REPORT.md).
  @Test("the 10⁸-th prime, the end of the supported range")
  func hundredMillionth() throws {
    #expect(Sieve.supportedRange.upperBound == 100_000_000)
    #expect(try Sieve.nthPrime(100_000_000) == 2_038_074_743)
  }

  /// The first 256 KiB segment covers 0 ..< 7,864,320, and π(7,864,320) = 531,252
  /// (from `primesieve 7864320 --count`). The answers on both sides of the boundary must be
  /// consecutive primes.
  @Test("consecutive answers across the first segment boundary")
  func segmentBoundary() throws {
    let boundary = 30 * 256 * 1024
    #expect(try Sieve.nthPrime(531_252) < boundary)
    #expect(try Sieve.nthPrime(531_253) > boundary)
    var previous = try Sieve.nthPrime(531_244)
    for n in 531_245...531_260 {
      let p = try Sieve.nthPrime(n)
      #expect(isPrime(p))
      #expect(
        !(previous + 1..<p).contains(where: isPrime), "a prime was skipped before the \(n)-th")
      previous = p
    }
  }

  @Test("helpers: integer square root and the size estimate")
  func helpers() throws {
    for n in Array(0...20_000) + [Int.max, Int.max - 1, 1 << 62, (1 << 31) * (1 << 31) - 1] {
      let r = integerSquareRoot(n)
      #expect(r * r <= n, "n = \(n)")
      #expect(r + 1 > n / (r + 1), "n = \(n)")  // (r + 1)² > n without overflow
    }
    // The estimate is an upper bound (Rosser), though correctness does not rely on it,
    // and a tight one for large n (it sizes the segment and the sieving-prime list).
    for (n, prime) in [
      (4, 7), (6, 13), (100, 541), (10_000, 104_729), (1_000_000, 15_485_863),
      (100_000_000, 2_038_074_743),
    ] {
      #expect(Sieve.estimatedNthPrime(n) > prime)
      if n >= 1_000_000 { #expect(Sieve.estimatedNthPrime(n) < prime + prime / 10) }
    }
  }

  @Test("cancellation while sieving: throws CancellationError between segments")
  func cancellationWhileSieving() {
    // Cancelled after the third check: the sieve must stop there instead of running on
    // to the 10⁸-th prime.
    var checks = 0
    #expect(throws: CancellationError.self) {
      try Sieve.nthPrime(100_000_000) {
        checks += 1
        return checks > 3
      }
    }
    #expect(checks == 4)
  }

  @Test("cancellation before the task starts: throws CancellationError")
  func cancellationBeforeStart() async {
    let task = Task { try Sieve.nthPrime(100_000_000) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}

@Suite("isPrime")
struct IsPrimeTests {
  @Test("every n from 0 to 100,000 matches the reference sieve")
  func smallN() {
    for n in 0...referenceLimit {
      #expect(isPrime(n) == !reference[n], "n = \(n)")
    }
  }

  @Test(
    "negative numbers are not prime",
    arguments: [-1, -2, -3, -7, -97, -1_000_003, Int.min, Int.min + 1])
  func negatives(n: Int) {
    #expect(!isPrime(n))
  }

  @Test(
    "large primes",
    arguments: [
      4_294_967_291,  // largest prime below 2³²
      4_294_967_311,  // smallest prime above 2³²
      3_037_000_493,  // ≈ √(2⁶³)
      2_305_843_009_213_693_951,  // 2⁶¹ − 1 (Mersenne)
      4_611_686_018_427_387_847,  // 2⁶² − 57
      9_223_372_036_854_775_643,
      9_223_372_036_854_775_783,  // 2⁶³ − 25, the largest prime below 2⁶³
    ])
  func largePrimes(n: Int) {
    #expect(isPrime(n))
  }

  @Test(
    "large composites",
    arguments: [
      Int.max,  // 2⁶³ − 1 = 7²·73·127·337·92737·649657
      Int.max - 1,
      9_223_372_036_854_775_782,  // 2·3⁴·17·23·319279·456065899
      9_223_371_873_002_223_329,  // 3037000453 · 3037000493, two primes near 2^31.5
      4_611_686_018_427_387_905,  // 2⁶² + 1
      4_294_967_297,  // 2³² + 1 = 641 · 6700417, a base-2 Fermat pseudoprime
      4_294_967_296,  // 2³²
    ])
  func largeComposites(n: Int) {
    #expect(!isPrime(n))
  }

  @Test(
    "Carmichael numbers",
    arguments: [
      561, 1_105, 1_729, 2_465, 2_821, 6_601, 8_911, 41_041, 825_265, 321_197_185,
      5_394_826_801, 232_250_619_601, 9_746_347_772_161,
    ])
  func carmichael(n: Int) {
    #expect(!isPrime(n))
  }

  @Test(
    "strong pseudoprimes to several bases",
    arguments: [
      2_047,  // base 2
      1_373_653,  // bases 2, 3
      25_326_001,  // bases 2, 3, 5
      3_215_031_751,  // bases 2, 3, 5, 7
      4_759_123_141,  // bases 2, 7, 61 (just above the 3-base range used below 2³²)
      1_122_004_669_633,  // bases 2, 13, 23, 1662803
      2_152_302_898_747,  // bases 2 … 11
      3_474_749_660_383,  // bases 2 … 13
      341_550_071_728_321,  // bases 2 … 17
      3_825_123_056_546_413_051,  // bases 2 … 23
    ])
  func strongPseudoprimes(n: Int) {
    #expect(!isPrime(n))
  }

  @Test("a 19-digit prime is decided quickly (no timing assertion, just many calls)")
  func manyLargeCalls() {
    var primes = 0
    for n in stride(from: 9_223_372_036_854_775_807, to: 9_223_372_036_854_765_807, by: -2)
    where isPrime(n) {
      primes += 1
    }
    #expect(primes == 216)  // counted with coreutils `factor`
  }
}
