import TerminalUI

/// A screen's keys as a listener meets them (the accessible mode): what a key the screen offers
/// says, and whether a key that does something is offered. A test runs the app to a screen,
/// presses each key the key bar or help offers, and hands what it said to
/// ``fault(in:key:)``; it asks ``unoffered(_:typesText:does:)`` which keys are missing.
///
/// ```swift
/// let said = ["down arrow: no change."]
/// let fault = KeyAudit.fault(in: said, key: .down)  // nil: it answered, in words
/// ```
public enum KeyAudit {
  /// What is wrong with `said`, what `key`, a key the screen offers, made the app say: nothing
  /// said, "nothing here" (an offered key that does nothing), or words a braille display
  /// cannot show as written (not printable ASCII). `nil` when the key answered.
  ///
  /// ```swift
  /// let fault = KeyAudit.fault(in: [], key: .enter)  // "Enter said nothing"
  /// ```
  public static func fault(in said: some Collection<String>, key: Key) -> String? {
    let words = said.joined(separator: " ")
    if said.isEmpty { return "\(key.spokenName) said nothing" }
    if words.contains("nothing here") { return "\(key.spokenName), offered, said: \(words)" }
    if !words.allSatisfy(\.isPrintableASCII) {
      return "\(key.spokenName) said what is not printable ASCII: \(words)"
    }
    return nil
  }

  /// The keys of ``Key/everyKey`` that do something (`does`) and that `offered` (the key
  /// bar's and help's keys) leaves out: help is complete when there are none. Where text is
  /// typed (`typesText`), a character types itself, and is not asked to be offered.
  ///
  /// ```swift
  /// let missing = KeyAudit.unoffered([.up], typesText: false) { $0 == .up || $0 == .down }
  /// // [.down]
  /// ```
  public static func unoffered(
    _ offered: Set<Key>, typesText: Bool, does: (Key) -> Bool
  ) -> [Key] {
    Key.everyKey.filter { key in
      if typesText, case .character = key { return false }
      return does(key) && !offered.contains(key)
    }
  }
}
