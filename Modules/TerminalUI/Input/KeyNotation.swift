extension Key {
  /// Parses the headless notation: plain characters stand for themselves; `<name>` names the
  /// others (see ``notationNames``), and `<lt>` is a literal `<`.
  ///
  /// ```swift
  /// try Key.parse("++p<esc><end>")  // [+, +, p, escape, end]
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
      let name = rest[rest.index(after: rest.startIndex)..<end].lowercased()
      guard let key = notationNames[name] else { throw KeyNotationError(name: name) }
      keys.append(key)
      rest = rest[rest.index(after: end)...]
    }
    return keys
  }

  /// The `<name>`s of the headless notation.
  public static let notationNames: [String: Key] = [
    "tab": .tab, "s-tab": .backTab, "enter": .enter, "esc": .escape, "up": .up, "down": .down,
    "left": .left, "right": .right, "home": .home, "end": .end, "pgup": .pageUp,
    "pgdn": .pageDown, "space": .character(" "), "bs": .backspace, "del": .delete,
    "c-c": .controlC, "c-l": .controlL, "c-z": .controlZ, "lt": .character("<"),
  ]
}

/// A `<name>` in key notation that names no key.
public struct KeyNotationError: Error, Equatable, CustomStringConvertible {
  /// The name that was not recognised.
  public let name: String

  public var description: String {
    "unknown key <\(name)>; use one of "
      + Key.notationNames.keys.sorted().map { "<\($0)>" }.joined(separator: " ")
  }
}
