import Foundation

/// A segmented sieve of Eratosthenes over odd numbers, for finding the nth prime offline.
///
/// It sieves one cache-sized segment at a time, checking for cancellation between segments,
/// so a long request can be cancelled promptly and memory stays small whatever `n` is.
///
/// ```swift
/// try Sieve.nthPrime(1_000)  // 7919
/// ```
public enum Sieve {
  /// The `n` values ``nthPrime(_:)`` answers: the 100,000,000th prime is 2,038,074,743.
  public static let supportedRange = 1...100_000_000

  /// Odd numbers per segment: 256 KiB of flags, which stays in a typical L2 cache.
  static let segmentLength = 256 * 1024

  /// The nth prime, counting 2 as the first.
  ///
  /// `n` must be in ``supportedRange``. Throws `CancellationError` when the current task is
  /// cancelled.
  public static func nthPrime(_ n: Int) throws -> Int {
    precondition(supportedRange.contains(n), "n = \(n) is outside \(supportedRange)")
    if n == 1 { return 2 }
    let limit = upperBound(forNthPrime: n)
    let basePrimes = oddPrimes(through: Int(Double(limit).squareRoot()) + 1)
    var count = 1  // 2
    // Small requests sieve one small segment rather than a full one.
    let segmentLength = min(Self.segmentLength, limit / 2 + 1)
    var flags = [Bool](repeating: true, count: segmentLength)
    // Segment k covers the odd numbers low, low + 2, …, low + 2 * (segmentLength - 1).
    var low = 1
    while low <= limit {
      try Task.checkCancellation()
      let high = low + 2 * segmentLength  // exclusive
      let found: Int? = flags.withUnsafeMutableBufferPointer { flags in
        flags.update(repeating: true)
        for p in basePrimes {
          let square = p * p
          if square >= high { break }
          // The first odd multiple of p that is at least max(p², low).
          var start = max(square, (low + p - 1) / p * p)
          if start % 2 == 0 { start += p }
          var index = (start - low) / 2
          while index < segmentLength {
            flags[index] = false
            index += p
          }
        }
        if low == 1 { flags[0] = false }  // 1 is not prime
        for index in 0..<segmentLength where flags[index] {
          count += 1
          if count == n { return low + 2 * index }
        }
        return nil
      }
      if let found { return found }
      low = high
    }
    // The bound below is proven for every n ≥ 6, so the loop always returns.
    preconditionFailure("upper bound \(limit) too small for n = \(n)")
  }

  /// A number at least as large as the nth prime (Rosser's bound, n ≥ 6).
  static func upperBound(forNthPrime n: Int) -> Int {
    guard n >= 6 else { return 15 }
    let x = Double(n)
    return Int(x * (log(x) + log(log(x)))) + 3
  }

  /// The odd primes up to and including `limit`, by a plain sieve.
  static func oddPrimes(through limit: Int) -> [Int] {
    guard limit >= 3 else { return [] }
    var isComposite = [Bool](repeating: false, count: limit + 1)
    var primes: [Int] = []
    var candidate = 3
    while candidate <= limit {
      if !isComposite[candidate] {
        primes.append(candidate)
        var multiple = candidate * candidate
        while multiple <= limit {
          isComposite[multiple] = true
          multiple += 2 * candidate
        }
      }
      candidate += 2
    }
    return primes
  }
}
