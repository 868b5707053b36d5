/// A key press (or terminal event) the app understands.
public enum Key: Equatable, Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case tab, backTab, enter, escape, backspace
  case controlC
  /// The terminal changed size.
  case resize
  /// A mouse click at a column and row.
  case click(column: Int, row: Int)

  /// Parses the headless notation: plain characters stand for themselves; `<tab>`,
  /// `<s-tab>`, `<enter>`, `<esc>`, `<up>`, `<down>`, `<left>`, `<right>`, `<space>`,
  /// `<bs>`, `<c-c>` and `<lt>` (a literal `<`) name the others.
  ///
  /// ```swift
  /// try Key.parse("++p<esc>")  // [+, +, p, escape]
  /// ```
  public static func parse(_ notation: String) throws -> [Key] {
    var keys: [Key] = []
    var rest = Substring(notation)
    while let first = rest.first {
      guard first == "<", let end = rest.firstIndex(of: ">") else {
        keys.append(.character(first))
        rest = rest.dropFirst()
        continue
      }
      let name = rest[rest.index(after: rest.startIndex)..<end].lowercased()
      guard let key = named[name] else { throw KeyNotationError(name: name) }
      keys.append(key)
      rest = rest[rest.index(after: end)...]
    }
    return keys
  }

  static let named: [String: Key] = [
    "tab": .tab, "s-tab": .backTab, "enter": .enter, "esc": .escape, "up": .up, "down": .down,
    "left": .left, "right": .right, "space": .character(" "), "bs": .backspace,
    "c-c": .controlC, "lt": .character("<"),
  ]
}

/// A `<name>` in key notation that names no key.
public struct KeyNotationError: Error, CustomStringConvertible {
  public let name: String
  public var description: String {
    "unknown key <\(name)>; use one of "
      + Key.named.keys.sorted().map { "<\($0)>" }.joined(separator: " ")
  }
}
