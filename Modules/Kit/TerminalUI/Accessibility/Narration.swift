import Foundation

/// What the accessible mode says after a step: the lines of the screen's description
/// (``TerminalView/describe()``) that were not there before, in order, as one line. A line
/// already said is not said again, and a step that changes nothing says nothing, so a screen
/// reader hears only what changed; a labelled line ("Title: Milk") edited in one place says its
/// value alone. A key that only takes lines away (an overlay closed) says the line before
/// them, what the overlay covered: where the user is now. A change no key asked for that only
/// takes lines away (a message whose time is up) says nothing: the user is where they were.
///
/// ```swift
/// let line = Narration.spoken(from: ["Counter tab", "Count 3"], to: ["Counter tab", "Count 4"])
/// // "Count 4."
/// ```
public enum Narration {
  /// The new lines of `new`, joined by ". ", or `nil` when there are none. `afterKey` is
  /// whether a key was pressed since the lines last changed: the first change after it answers
  /// the key, whether the key made it or its effects did (an alert that closes once its button
  /// is answered); `false` for a change no key asked for (a message going by itself).
  ///
  /// ```swift
  /// let line = Narration.spoken(
  ///   from: ["Pantry", "Deleted milk."], to: ["Pantry"], afterKey: false)
  /// // nil
  /// ```
  public static func spoken(from old: [String], to new: [String], afterKey: Bool = true)
    -> String?
  {
    let said = Set(old)
    let changed = new.filter { !$0.isEmpty && !said.contains($0) }
    guard !changed.isEmpty else {
      guard afterKey, Set(new).isStrictSubset(of: said) else { return nil }
      // What the closed overlay covered: the line before the first one gone, else the last.
      let kept = Set(new)
      let firstGone = old.firstIndex { !$0.isEmpty && !kept.contains($0) } ?? old.endIndex
      let covered = old[..<firstGone].last { !$0.isEmpty && kept.contains($0) }
      return (covered ?? new.last { !$0.isEmpty }).map(Self.sentence)
    }
    let kept = Set(new)
    let replaced = old.compactMap { kept.contains($0) ? nil : labelled($0) }
    return changed.map { line in
      // A labelled line edited in one place (a field typed in) says its new value alone: the
      // label was said, and has not changed.
      guard let (label, value) = labelled(line),
        let before = replaced.first(where: { $0.label == label }),
        isOneEdit(before.value, value)
      else { return sentence(line) }
      return sentence(String(value))
    }.joined(separator: " ")
  }

  /// `line` as a label and its value, where it reads "Label: value" with a short label.
  private static func labelled(_ line: String) -> (label: Substring, value: Substring)? {
    guard let colon = line.range(of: ": ") else { return nil }
    let label = line[..<colon.lowerBound]
    let value = line[colon.upperBound...]
    guard !label.isEmpty, label.count <= 30, !label.contains("."), !value.isEmpty else {
      return nil
    }
    return (label, value)
  }

  /// Whether `new` is `old` with one run of characters typed, pasted or deleted in one place.
  /// An empty field's word ("empty", ``TextField/describe(_:label:)``) is no text typed: the
  /// first character typed into it says the label too; a field emptied says "empty".
  private static func isOneEdit(_ old: Substring, _ new: Substring) -> Bool {
    guard !old.hasPrefix("empty") else { return false }
    if new == "empty" { return true }
    guard !new.hasPrefix("empty") else { return false }
    let old = Array(old)
    let new = Array(new)
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    return prefix + suffix >= shorter
  }

  /// What is said for a key that does nothing where the user is: the key, in words, that it
  /// does nothing here, and where the keys are listed; over an overlay that took the key
  /// (`overlay`, its name: help, a dialog), that the overlay is open and how to close it.
  ///
  /// ```swift
  /// let said = Narration.nothing(for: .character("x"))
  /// // "x: nothing here. Question mark for keys."
  /// let overHelp = Narration.nothing(for: .character("+"), over: "help")
  /// // "plus: help is open. Escape closes it."
  /// ```
  public static func nothing(for key: Key, over overlay: String? = nil) -> String {
    guard let overlay else {
      return "\(key.spokenName): nothing here. Question mark for keys."
    }
    return "\(key.spokenName): \(overlay) is open. Escape closes it."
  }

  /// What is said for a key whose action changed nothing that is said (↓ on the last row, ←
  /// at the start of a field): where text is typed, where the cursor is (`cursor`, the view's
  /// ``TerminalView/describeCursor()``); else the key and that nothing changed.
  ///
  /// ```swift
  /// let said = Narration.unchanged(.down)  // "down arrow: no change."
  /// let moved = Narration.unchanged(.left, cursor: "i")  // "i"
  /// ```
  public static func unchanged(_ key: Key, cursor: String? = nil) -> String {
    cursor ?? "\(key.spokenName): no change."
  }

  /// What is said when a quit key closes the app: that it closed, and what it kept
  /// (``TerminalView/savedOnQuit(_:)``).
  ///
  /// ```swift
  /// let said = Narration.closing(saved: "2 checklists saved")  // "Closed. 2 checklists saved."
  /// ```
  public static func closing(saved: String?) -> String {
    (["Closed"] + [saved].compactMap { $0 }).map(sentence).joined(separator: " ")
  }

  /// What is said where a key asks where the user is (Ctrl-L, which draws the screen again,
  /// and the app resumed after Ctrl-Z): the whole description, nothing left out as said before.
  ///
  /// ```swift
  /// let said = Narration.whereYouAre(["Counter tab, 1 of 5", "Count 3"])
  /// // "Counter tab, 1 of 5. Count 3."
  /// ```
  public static func whereYouAre(_ description: [String]) -> String {
    description.filter { !$0.isEmpty }.map(Self.sentence).joined(separator: " ")
  }

  /// What is said when the app starts: the whole description, then how to hear the keys.
  ///
  /// ```swift
  /// let opening = Narration.opening(["Pomodoro", "25:00 left"])
  /// // "Pomodoro. 25:00 left. Press question mark for keys."
  /// ```
  public static func opening(_ description: [String]) -> String {
    (description.filter { !$0.isEmpty } + ["Press question mark for keys"]).map(Self.sentence)
      .joined(separator: " ")
  }

  /// An app's own words (not a user's text) with what a synthesizer drops or mangles said in
  /// ASCII words: a key written as a glyph or a short name, standing alone (`+`, `?`, `]`,
  /// `Esc`, `Ctrl-C`, `↑`), by its name (``Key/spokenName``); typographic marks (… “ ” ‘ ’ – —)
  /// by their ASCII kin. The screen keeps the glyphs; a description says this of its own words.
  ///
  /// ```swift
  /// let said = Narration.plain("Press + or - to change the count (1, 2, 3…).")
  /// // "Press plus or minus to change the count (1, 2, 3...)."
  /// ```
  public static func plain(_ text: String) -> String {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map {
      word -> String in
      if let name = keyNames[String(word)] { return name }
      // A key in brackets, or before a comma or a full stop.
      let opening = word.first == "(" ? "(" : ""
      var token = word.dropFirst(opening.count)
      var closing = ""
      while token.count > 1, let last = token.last, ",.;)".contains(last) {
        closing = String(last) + closing
        token = token.dropLast()
      }
      guard word.count > 1, let name = keyNames[String(token)] else { return String(word) }
      return opening + name + closing
    }
    var said = words.joined(separator: " ")
    for (mark, ascii) in marks { said = said.replacingOccurrences(of: mark, with: ascii) }
    return said
  }

  /// Keys as an app's words write them, standing alone, and their names.
  private static let keyNames: [String: String] = {
    var names: [String: String] = [
      "Esc": "Escape", "PgUp": "Page Up", "PgDn": "Page Down", "↑": "up arrow",
      "↓": "down arrow", "←": "left arrow", "→": "right arrow", "↑↓": "up and down arrows",
      "←→": "left and right arrows", "Shift-Tab": "Shift Tab", "Space": "space",
    ]
    for (character, name) in Key.characterNames where character != " " {
      names[String(character)] = name
    }
    for letter in "abcdefghijklmnopqrstuvwxyz" {
      names["Ctrl-\(letter.uppercased())"] = "Control \(letter.uppercased())"
    }
    return names
  }()

  /// Typographic marks and their ASCII kin.
  private static let marks: [(String, String)] = [
    ("…", "..."), ("“", "\""), ("”", "\""), ("‘", "'"), ("’", "'"), ("–", "-"), ("—", "-"),
    ("·", ","), ("×", "x"),
  ]

  /// A span of time in words, as a synthesizer says it well (it reads `01:02` as "one zero
  /// two"): hours, minutes and seconds, the ones that are not zero.
  ///
  /// ```swift
  /// let said = Narration.duration(seconds: 62)  // "1 minute 2 seconds"
  /// ```
  public static func duration(seconds: Int) -> String {
    let parts = [(seconds / 3600, "hour"), (seconds / 60 % 60, "minute"), (seconds % 60, "second")]
      .filter { $0.0 != 0 }
      .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
  }

  /// Code in words, for a log of actions heard: camel case split into words, cases and
  /// arguments after commas, brackets and dots left out.
  ///
  /// ```swift
  /// let said = Narration.words(fromCode: "tabSelected(.log)")  // "tab selected, log"
  /// ```
  public static func words(fromCode code: String) -> String {
    var words = ""
    var previous: Character?
    for character in code {
      switch character {
      case "(": words += ", "
      case ")", "[", "]", ".", "\"": break
      case _ where character.isUppercase && (previous?.isLowercase ?? false):
        words += " " + character.lowercased()
      default: words.append(character)
      }
      previous = character
    }
    let spaced = words.split(separator: " ").joined(separator: " ")
    return spaced.replacingOccurrences(of: " ,", with: ",")
      .replacingOccurrences(of: ", ,", with: ",")
      .trimmingCharacters(in: CharacterSet(charactersIn: ", "))
  }

  /// `line` ended as a sentence: a full stop unless it ends in one already (or in `?`, `!`),
  /// its typographic marks (… “ ” ‘ ’ – —) in ASCII, which a synthesizer says alike and a
  /// braille display shows.
  static func sentence(_ line: String) -> String {
    var line = line
    for (mark, ascii) in marks where line.contains(mark) {
      line = line.replacingOccurrences(of: mark, with: ascii)
    }
    guard let last = line.last, !".?!:".contains(last) else { return line }
    return line + "."
  }
}

/// What the accessible mode says as a view's description changes, step by step: the lines
/// last said, and whether a key sent since waits for its answer (see
/// ``Narration/spoken(from:to:afterKey:)``). The event loop and the terminal test store keep
/// one each, so the app and its tests say the same.
///
/// ```swift
/// var narrator = Narrator(view.describe())
/// narrator.keySent()
/// store.send(action)
/// if let line = narrator.spoken(view.describe()) { backend.speak(line) }
/// ```
public struct Narrator: Sendable {
  /// The description as it was last said.
  public private(set) var lines: [String]
  /// Whether a key was sent since ``lines`` last changed: the change it makes, now or once its
  /// effects answer (an alert that closes), is its answer.
  private var keyIsUnanswered = false

  /// A narrator that has said `lines`.
  public init(_ lines: [String]) {
    self.lines = lines
  }

  /// A key was sent: the next change answers it.
  public mutating func keySent() {
    keyIsUnanswered = true
  }

  /// What to say now that the description is `new` (`nil`: nothing), which it remembers.
  public mutating func spoken(_ new: [String]) -> String? {
    defer {
      if new != lines { keyIsUnanswered = false }
      lines = new
    }
    return Narration.spoken(from: lines, to: new, afterKey: keyIsUnanswered)
  }
}
