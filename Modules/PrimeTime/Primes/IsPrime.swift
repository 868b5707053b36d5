// IsPrime.swift
//
// Deterministic primality test for every Int: trial division by the primes below 64, then
// Miller–Rabin with base sets proven to have no common strong pseudoprime in range.

/// Returns whether `n` is prime. Exact for every `Int`; negative numbers, 0 and 1 are not prime.
///
///     isPrime(7)                    // true
///     isPrime(91)                   // false (7 · 13)
///     isPrime(9223372036854775783)  // true, the largest prime below 2⁶³
///     isPrime(-7)                   // false
///
/// Takes at most a few microseconds (a 19-digit prime is the slowest case, about 2 µs).
public func isPrime(_ n: Int) -> Bool {
  guard n >= 2 else { return false }
  let n = UInt64(n)
  if n & 1 == 0 { return n == 2 }
  // Trial division settles every n < 67² and removes most composites cheaply.
  for divisor in PrimalityTest.trialDivisors where divisor.divides(n) {
    return n == divisor.prime
  }
  if n < 67 * 67 { return true }
  if n < 4_759_123_141 {
    // Bases 2, 7 and 61 have no common strong pseudoprime below 4,759,123,141 (Jaeschke 1993).
    return PrimalityTest.isStrongProbablePrime(n, toAllBases: PrimalityTest.jaeschkeBases)
  }
  // Jim Sinclair's 7 bases have no common strong pseudoprime below 2⁶⁴.
  return PrimalityTest.isStrongProbablePrime(n, toAllBases: PrimalityTest.sinclairBases)
}

enum PrimalityTest {
  /// An odd prime with what it takes to test divisibility by one multiplication: n is a
  /// multiple of p exactly when n·p⁻¹ mod 2⁶⁴ ≤ ⌊(2⁶⁴ − 1)/p⌋, because multiplying by the
  /// inverse maps the multiples of p one-to-one onto 0 … ⌊(2⁶⁴ − 1)/p⌋.
  struct TrialDivisor: Sendable {
    let prime: UInt64
    let inverse: UInt64
    let maxQuotient: UInt64

    init(_ p: UInt64) {
      prime = p
      inverse = PrimalityTest.inverseModulo2To64(p)
      maxQuotient = UInt64.max / p
    }

    @inline(__always)
    func divides(_ n: UInt64) -> Bool {
      n &* inverse <= maxQuotient
    }
  }

  static let trialDivisors: [TrialDivisor] =
    [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61].map(TrialDivisor.init)

  static let jaeschkeBases: [UInt64] = [2, 7, 61]
  static let sinclairBases: [UInt64] = [2, 325, 9375, 28178, 450775, 9780504, 1795265022]

  /// x⁻¹ mod 2⁶⁴ for odd x. Newton's iteration doubles the number of correct low bits:
  /// x·x ≡ 1 (mod 8) gives 3, then 6, 12, 24, 48, 96.
  static func inverseModulo2To64(_ x: UInt64) -> UInt64 {
    var inverse = x
    for _ in 0..<5 { inverse = inverse &* (2 &- x &* inverse) }
    return inverse
  }

  /// Miller–Rabin: whether the odd number n > 2 is a strong probable prime to every base.
  static func isStrongProbablePrime(_ n: UInt64, toAllBases bases: [UInt64]) -> Bool {
    let m = Montgomery(modulus: n)
    let nMinusOne = n - 1
    let shift = nMinusOne.trailingZeroBitCount
    let d = nMinusOne >> shift  // n − 1 = d·2^shift with d odd
    let one = m.one
    let minusOne = n - one  // −1 in Montgomery form
    witnessLoop: for base in bases {
      let a = base % n
      if a == 0 { continue }  // a ≡ 0 (mod n) says nothing about n
      var x = m.power(m.toMontgomery(a), d)
      if x == one || x == minusOne { continue }
      for _ in 1..<shift {
        x = m.multiply(x, x)
        if x == minusOne { continue witnessLoop }
        if x == one { return false }
      }
      return false
    }
    return true
  }
}

/// Montgomery arithmetic modulo an odd n < 2⁶³ with R = 2⁶⁴: x is represented by x·R mod n,
/// so that a modular multiplication takes three multiplications and no division.
struct Montgomery {
  let n: UInt64
  /// −n⁻¹ mod 2⁶⁴.
  let negativeInverse: UInt64
  /// R mod n, i.e. 1 in Montgomery form.
  let one: UInt64
  /// R² mod n, to convert into Montgomery form by one multiplication.
  let rSquared: UInt64

  init(modulus n: UInt64) {
    precondition(n & 1 == 1 && n < 1 << 63)
    self.n = n
    negativeInverse = 0 &- PrimalityTest.inverseModulo2To64(n)
    one = (0 &- n) % n  // 2⁶⁴ − n ≡ 2⁶⁴ (mod n)
    rSquared = n.dividingFullWidth((high: one, low: 0)).remainder  // (R mod n)·R mod n
  }

  /// a·R mod n, for a < n.
  func toMontgomery(_ a: UInt64) -> UInt64 {
    multiply(a, rSquared)
  }

  /// a·b·R⁻¹ mod n for a, b < n: the Montgomery reduction of the 128-bit product.
  @inline(__always)
  func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let t = a.multipliedFullWidth(by: b)
    let m = t.low &* negativeInverse
    let mn = m.multipliedFullWidth(by: n)
    // t + m·n ≡ 0 (mod 2⁶⁴): its low halves sum to 0 or 2⁶⁴, carrying exactly when
    // t.low ≠ 0. Since t < n² and m·n < 2⁶⁴·n, the result is below 2n < 2⁶⁴.
    let result = t.high &+ mn.high &+ (t.low == 0 ? 0 : 1)
    return result >= n ? result &- n : result
  }

  /// base^exponent, with base and result in Montgomery form.
  func power(_ base: UInt64, _ exponent: UInt64) -> UInt64 {
    var result = one
    var base = base
    var e = exponent
    while e > 0 {
      if e & 1 == 1 { result = multiply(result, base) }
      base = multiply(base, base)
      e >>= 1
    }
    return result
  }
}
