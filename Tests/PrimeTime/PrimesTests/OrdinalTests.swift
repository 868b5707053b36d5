import Primes
import Testing

@Suite struct OrdinalTests {
  @Test func ordinals() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th", "112th",
      ])
  }

  @Test func bigNumbersAreGroupedInThrees() {
    #expect(
      [0, 7, 999, 1_000, 12_345, 100_000_000, -1_234, Int.min].map(grouped) == [
        "0", "7", "999", "1,000", "12,345", "100,000,000", "-1,234",
        "-9,223,372,036,854,775,808",
      ])
    #expect(ordinal(100_000_000) == "100,000,000th")
    #expect(ordinal(-21) == "-21st")
  }
}
