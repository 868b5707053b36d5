extension Key {
  /// Parses the headless notation: plain characters stand for themselves; `<name>` names the
  /// others (see ``notationNames``), `<a-x>` is Alt and a character, and `<lt>` is a literal
  /// `<`.
  ///
  /// ```swift
  /// try Key.parse("++p<esc><end><c-u><f1><a-x>")
  /// // [+, +, p, escape, end, control("u"), function(1), alt("x")]
  /// ```
  public static func parse(_ notation: String) throws(KeyNotationError) -> [Key] {
    var keys: [Key] = []
    var rest = Substring(notation)
    while let first = rest.first {
      guard first == "<", let end = rest.firstIndex(of: ">") else {
        keys.append(.character(first))
        rest = rest.dropFirst()
        continue
      }
      let written = rest[rest.index(after: rest.startIndex)..<end]
      let name = written.lowercased()
      let key: Key
      if let named = notationNames[name] {
        key = named
      } else if name.hasPrefix("a-"), written.count == 3, let character = written.last,
        character.isASCII, !(character.asciiValue! < 0x20)
      {
        // Alt keeps the character's case: Alt-X is Alt and Shift-x.
        key = .alt(character)
      } else {
        throw KeyNotationError(name: name)
      }
      keys.append(key)
      rest = rest[rest.index(after: end)...]
    }
    return keys
  }

  /// The `<name>`s of the headless notation: besides the named keys, `<c-a>` to `<c-z>` (the
  /// four that a terminal sends as Backspace, Tab and Enter name those) and `<f1>` to `<f12>`.
  public static let notationNames: [String: Key] = {
    var names: [String: Key] = [
      "tab": .tab, "s-tab": .backTab, "enter": .enter, "esc": .escape, "up": .up,
      "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
      "pgup": .pageUp, "pgdn": .pageDown, "space": .character(" "), "bs": .backspace,
      "del": .delete, "lt": .character("<"),
    ]
    var parser = KeyParser()
    for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
      // Whatever the terminal's byte for it reads as.
      names["c-\(Character(Unicode.Scalar(letter)))"] = parser.feed([letter - 0x60]).first
    }
    for number in 1...12 { names["f\(number)"] = .function(number) }
    return names
  }()
}

/// A `<name>` in key notation that names no key.
public struct KeyNotationError: Error, Equatable, CustomStringConvertible {
  /// The name that was not recognised.
  public let name: String

  public var description: String {
    let named = Key.notationNames.keys
      .filter { !$0.hasPrefix("c-") && !($0.hasPrefix("f") && $0.count <= 3) }
      .sorted().map { "<\($0)>" }
    return "unknown key <\(name)>; use one of " + named.joined(separator: " ")
      + ", <c-a> to <c-z>, <f1> to <f12>, or <a-x> (Alt and a character)"
  }
}
