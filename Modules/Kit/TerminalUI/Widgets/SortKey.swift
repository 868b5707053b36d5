/// What a row is sorted by in a ``List`` or a ``Table``'s column: text as a person reads it
/// (numbers in it by their value, case aside), or a number. Made once per row for a sort, so
/// that comparing two rows costs no more than comparing two keys.
///
/// ```swift
/// let keys = ["item 10", "Item 9", "item 9b"].map(SortKey.init)
/// let sorted = keys.sorted()  // item 9, item 9b, item 10
/// let byDate = SortKey(1_700_000_000.0)  // a date, as its seconds
/// ```
public struct SortKey: Comparable, Sendable {
  /// A run of digits, by its value, or of other characters, lower-cased.
  enum Part: Comparable, Sendable {
    case number(Double)
    case text(String)
  }

  let parts: [Part]

  /// `text` as a person reads it: its runs of digits by their value (`9` before `10`), the
  /// rest in any case.
  public init(_ text: String) {
    var parts: [Part] = []
    var run = ""
    var isDigits = false
    func close() {
      guard !run.isEmpty else { return }
      parts.append(isDigits ? .number(Double(run) ?? .infinity) : .text(run.lowercased()))
      run = ""
    }
    for character in text {
      let digit = character.isASCII && character.isNumber
      if digit != isDigits { close() }
      isDigits = digit
      run.append(character)
    }
    close()
    self.parts = parts
  }

  /// A number: a count, an amount, a date's seconds.
  public init(_ number: Double) {
    self.parts = [.number(number)]
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.parts.lexicographicallyPrecedes(rhs.parts)
  }
}
