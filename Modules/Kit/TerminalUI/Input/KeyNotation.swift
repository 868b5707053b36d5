extension Key {
  /// Parses the headless notation: plain characters stand for themselves; `<name>` names the
  /// others (see ``notationNames``), `<a-x>` is Alt and a character, and `<lt>` is a literal
  /// `<` (a `<` that no `>` closes is an error, as `<enter` would be typed as six keys).
  ///
  /// ```swift
  /// let keys = try Key.parse("++p<esc><end><c-u><f1><a-x>")
  /// // [+, +, p, escape, end, control("u"), function(1), alt("x")]
  /// ```
  public static func parse(_ notation: String) throws(KeyNotationError) -> [Key] {
    try parseScript(notation).map { step throws(KeyNotationError) in
      guard case .key(let key) = step else { throw KeyNotationError(name: "wait", isPause: true) }
      return key
    }
  }

  /// Parses a headless script: keys in the notation of ``parse(_:)``, and `<wait …>`, time
  /// passing, written as `150ms`, `90s`, `25m`, `1h` or a sum of them (`1m30s`). A headless
  /// run moves its clock on at once at each wait (``HeadlessClock/advance(by:)``), so a timer
  /// shows the time passed without the run waiting for it.
  ///
  /// ```swift
  /// let steps = try Key.parseScript("s<wait 25m>q")
  /// // [.key(s), .wait(.seconds(1500)), .key(q)]
  /// ```
  public static func parseScript(_ notation: String) throws(KeyNotationError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var rest = Substring(notation)
    while let first = rest.first {
      guard first == "<" else {
        steps.append(.key(.character(first)))
        rest = rest.dropFirst()
        continue
      }
      guard let end = rest.firstIndex(of: ">") else {
        throw KeyNotationError(name: String(rest.dropFirst()), isUnclosed: true)
      }
      let written = rest[rest.index(after: rest.startIndex)..<end]
      // `a<b<enter>`: the first name is the one left open.
      if let open = written.firstIndex(of: "<") {
        throw KeyNotationError(name: String(written[..<open]), isUnclosed: true)
      }
      let name = written.lowercased()
      if let named = notationNames[name] {
        steps.append(.key(named))
      } else if name.hasPrefix("a-"), written.count == 3, let character = written.last,
        character.isASCII, !(character.asciiValue! < 0x20)
      {
        // Alt keeps the character's case: Alt-X is Alt and Shift-x.
        steps.append(.key(.alt(character)))
      } else if name.hasPrefix("wait ") {
        guard let duration = Self.duration(name.dropFirst("wait ".count)) else {
          throw KeyNotationError(name: name, isPause: true)
        }
        steps.append(.wait(duration))
      } else {
        throw KeyNotationError(name: name)
      }
      rest = rest[rest.index(after: end)...]
    }
    return steps
  }

  /// `150ms`, `90s`, `25m`, `1h`, or a sum of them (`1m30s`); `nil` for anything else.
  private static func duration(_ text: Substring) -> Duration? {
    var total = Duration.zero
    var rest = text
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let amount = Int(digits), amount < 1_000_000 else { return nil }
      rest = rest.dropFirst(digits.count)
      let unit = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unit.count)
      switch unit {
      case "ms": total += .milliseconds(amount)
      case "s": total += .seconds(amount)
      case "m": total += .seconds(amount * 60)
      case "h": total += .seconds(amount * 3600)
      default: return nil
      }
    }
    return text.isEmpty ? nil : total
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

/// One step of a headless script (``Key/parseScript(_:)``): a key, or time passing.
public enum ScriptStep: Equatable, Sendable {
  case key(Key)
  /// `<wait 25m>`: the run's clock moves on this much at once.
  case wait(Duration)
}

/// A `<name>` in key notation that names no key, a `<wait …>` that cannot be one, or a `<`
/// that no `>` closes.
///
/// ```swift
/// do { _ = try Key.parse("a<enter") } catch { print(error) }
/// // "<enter has no closing >: write <enter>, or <lt> for a < typed as it is"
/// ```
public struct KeyNotationError: Error, Equatable, CustomStringConvertible {
  /// The name that was not recognised.
  public let name: String
  /// Whether it is a `<wait …>`: with a time that cannot be read, or where only keys go.
  public var isPause = false
  /// Whether no `>` closes the name: a typo of `<name>`, or a `<` meant as text (`<lt>`).
  public var isUnclosed = false

  public init(name: String, isPause: Bool = false, isUnclosed: Bool = false) {
    self.name = name
    self.isPause = isPause
    self.isUnclosed = isUnclosed
  }

  public var description: String {
    if isUnclosed {
      return "<\(name) has no closing >: write <\(name.isEmpty ? "name" : name)>, or <lt> for a <"
        + " typed as it is"
    }
    if isPause {
      return name == "wait"
        ? "<wait …> is time passing, not a key: it goes in a headless run's --keys"
        : "<\(name)>: write the time as 150ms, 90s, 25m or 1h, or a sum, as 1m30s"
    }
    let named = Key.notationNames.keys
      .filter { !$0.hasPrefix("c-") && !($0.hasPrefix("f") && $0.count <= 3) }
      .sorted().map { "<\($0)>" }
    return "unknown key <\(name)>; use one of " + named.joined(separator: " ")
      + ", <c-a> to <c-z>, <f1> to <f12>, <a-x> (Alt and a character),"
      + " or <wait 25m> (time passing, in a headless run)"
  }
}
