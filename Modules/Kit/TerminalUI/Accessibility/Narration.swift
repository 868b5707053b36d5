/// What the accessible mode says after a step: the lines of the screen's description
/// (``TerminalView/describe()``) that were not there before, in order, as one line. A line
/// already said is not said again, and a step that changes nothing says nothing, so a screen
/// reader hears only what changed. A key that only takes lines away (an overlay closed) says
/// the last line left: where the user is now. A change no key asked for that only takes lines
/// away (a message whose time is up) says nothing: the user is where they were.
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
      let gone = afterKey && Set(new).isStrictSubset(of: said)
      return gone ? new.last { !$0.isEmpty }.map(Self.sentence) : nil
    }
    return changed.map(Self.sentence).joined(separator: " ")
  }

  /// What is said for a key that does nothing where the user is: the key, in words, that it
  /// does nothing here, and where the keys are listed.
  ///
  /// ```swift
  /// let said = Narration.nothing(for: .character("x"))
  /// // "x: nothing here. Question mark lists the keys."
  /// ```
  public static func nothing(for key: Key) -> String {
    "\(key.spokenName): nothing here. Question mark lists the keys."
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
  /// // "Pomodoro. 25:00 left. Press ? for keys."
  /// ```
  public static func opening(_ description: [String]) -> String {
    (description.filter { !$0.isEmpty } + ["Press ? for keys"]).map(Self.sentence)
      .joined(separator: " ")
  }

  /// `line` ended as a sentence: a full stop unless it ends in one already (or in `?`, `!`).
  static func sentence(_ line: String) -> String {
    guard let last = line.last, !".?!…:".contains(last) else { return line }
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
