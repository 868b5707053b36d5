// The doc comment examples of Modules/PrimeTime/Primes/Ordinal.swift, compiled; never run.
import Primes

private enum OrdinalDocExamples {
  static func ordinals() {
    let first = ordinal(1)  // "1st"
    let twelfth = ordinal(12)  // "12th"
    let twentyThird = ordinal(23)  // "23rd"
    let millionAndFirst = ordinal(1_000_001)  // "1,000,001st"
    _ = (first, twelfth, twentyThird, millionAndFirst)
  }

  static func groups() {
    let hundredMillion = grouped(100000000)  // "100,000,000"
    let negative = grouped(-1234)  // "-1,234"
    _ = (hundredMillion, negative)
  }
}
