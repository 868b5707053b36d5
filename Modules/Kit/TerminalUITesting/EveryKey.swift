import TerminalUI

extension Key {
  /// Every key a key map may bind, for a test that tries them all on a screen: printable
  /// ASCII, the named keys, Ctrl with each letter, F1 to F12. (Alt with a character, a click,
  /// the wheel and a paste are left out: a test names the ones its screen takes.)
  ///
  /// ```swift
  /// let unoffered = Key.everyKey.filter { key in
  ///   view.command(for: key) != nil && !view.bindings.contains { $0.keys.contains(key) }
  /// }
  /// ```
  public static let everyKey: [Key] =
    (32...126).map { .character(Character(UnicodeScalar($0))) }
    + [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab, .enter,
      .escape, .backspace, .delete,
    ]
    + "abcdefghijklmnopqrstuvwxyz".map { .control($0) } + (1...12).map { .function($0) }
}

extension Character {
  /// Whether the character is printable ASCII (a space to a tilde): what a test of the
  /// accessible mode asks of the words an app composes, which a braille display shows and a
  /// synthesizer says as written.
  ///
  /// ```swift
  /// let said = Narration.nothing(for: .character("?"))
  /// let isASCII = said.allSatisfy(\.isPrintableASCII)  // true
  /// ```
  public var isPrintableASCII: Bool { asciiValue.map { (32...126).contains($0) } ?? false }
}
