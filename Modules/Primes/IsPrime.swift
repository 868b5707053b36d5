/// Whether `n` is prime: exact for every `Int`, in microseconds even near `Int.max`.
///
/// Small numbers are settled by trial division; the rest by a deterministic Miller–Rabin test
/// whose witnesses, the first twelve primes, are proven to decide every number below
/// 3.3 · 10²⁴, which covers all 64-bit integers.
///
/// ```swift
/// isPrime(7)                    // true
/// isPrime(1)                    // false
/// isPrime(9_223_372_036_854_775_783)  // true, the largest prime below 2⁶³
/// ```
public func isPrime(_ n: Int) -> Bool {
  guard n >= 2 else { return false }
  for p in smallPrimes {
    if n == p { return true }
    if n % p == 0 { return false }
  }
  // No factor up to 37, so below 41² the number is prime.
  if n < 41 * 41 { return true }
  return MillerRabin(n: UInt64(n)).isPrime
}

/// The trial divisors, which double as the Miller–Rabin witnesses.
private let smallPrimes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]

/// The Miller–Rabin test of an odd `n > 37` against every witness in ``smallPrimes``.
private struct MillerRabin {
  let n: UInt64
  /// `n - 1 = d · 2^s` with `d` odd.
  let d: UInt64
  let s: Int

  init(n: UInt64) {
    self.n = n
    let s = (n - 1).trailingZeroBitCount
    self.s = s
    self.d = (n - 1) >> s
  }

  var isPrime: Bool {
    smallPrimes.allSatisfy { passes(witness: UInt64($0)) }
  }

  /// Whether `n` is a strong probable prime to base `a`.
  func passes(witness a: UInt64) -> Bool {
    var x = power(a, d)
    if x == 1 || x == n - 1 { return true }
    for _ in 1..<max(s, 1) {
      x = multiply(x, x)
      if x == n - 1 { return true }
      if x == 1 { return false }
    }
    return false
  }

  /// `a · b mod n` without overflow, through the 128-bit product.
  func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return n.dividingFullWidth((product.high, product.low)).remainder
  }

  /// `base^exponent mod n` by repeated squaring.
  func power(_ base: UInt64, _ exponent: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var base = base % n
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = multiply(result, base) }
      base = multiply(base, base)
      exponent >>= 1
    }
    return result
  }
}
