/// What a key does in a view: the keys, how the key bar and the help overlay name it, and the
/// action it sends. The key bar and help are drawn from the same bindings that handle keys, so
/// they cannot drift apart.
///
/// ```swift
/// KeyBinding([.character("d")], label: "delete", action: .deleteButtonTapped)
/// ```
public struct KeyBinding<Action> {
  /// The keys that trigger it.
  public var keys: [Key]
  /// How the key bar names the keys (`+/-`), or `nil` to list the binding in help only.
  public var hint: String?
  /// What it does, for the key bar.
  public var label: String
  /// What it does, for the help overlay (defaults to ``label``).
  public var help: String
  /// What it sends.
  public var action: Action
  /// Whether it works on every screen (switching tabs, help, quitting, redrawing), rather than
  /// being this screen's own: help lists this screen's keys first, and heard, says the keys of
  /// every screen only when asked (``HelpOverlay``).
  public var isOnEveryScreen: Bool

  /// A binding the key bar names by its first key (``Key/displayName``: `d`, `Space`, `Esc`).
  @inlinable
  public init(
    _ keys: [Key], label: String, help: String? = nil, isOnEveryScreen: Bool = false,
    action: Action
  ) {
    self.init(
      keys, hint: keys.first?.displayName, label: label, help: help,
      isOnEveryScreen: isOnEveryScreen, action: action)
  }

  /// A binding the key bar names as `hint` says (`+/-` for a pair, `↑↓`), or not at all
  /// (`nil`: help lists it, the key bar does not).
  ///
  /// ```swift
  /// KeyBinding([.up, .character("k")], hint: "↑↓", label: "select", action: .move(by: -1))
  /// ```
  @inlinable
  public init(
    _ keys: [Key], hint: String?, label: String, help: String? = nil,
    isOnEveryScreen: Bool = false, action: Action
  ) {
    self.keys = keys
    self.hint = hint
    self.label = label
    self.help = help ?? label
    self.isOnEveryScreen = isOnEveryScreen
    self.action = action
  }

  /// The same binding sending a parent's action, the way `Scope` embeds a child's actions.
  ///
  /// ```swift
  /// counterView.bindings.map { $0.map(AppFeature.Action.counter) }
  /// ```
  @inlinable
  public func map<Parent>(_ embed: (Action) -> Parent) -> KeyBinding<Parent> {
    KeyBinding<Parent>(
      keys, hint: hint, label: label, help: help, isOnEveryScreen: isOnEveryScreen,
      action: embed(action))
  }
}

extension KeyBinding: Sendable where Action: Sendable {}

extension Array {
  /// The keys more than one of these bindings claims: on one screen, only the first would
  /// ever answer, so the others' help and key bar would lie. A screen's tests check it is
  /// empty.
  ///
  /// ```swift
  /// #expect(view.bindings.conflictingKeys().isEmpty)
  /// ```
  public func conflictingKeys<Action>() -> [Key] where Element == KeyBinding<Action> {
    var seen: Set<Key> = []
    var conflicting: [Key] = []
    for key in flatMap(\.keys) where !seen.insert(key).inserted && !conflicting.contains(key) {
      conflicting.append(key)
    }
    return conflicting
  }

  /// These bindings, then those of `lower` for the keys these leave free: a lower binding
  /// keeps the keys none of these claims, and is dropped when it has none left. How a widget's
  /// keys and its parent's share a screen with no key claimed twice.
  ///
  /// ```swift
  /// // With a request running, its Esc cancels it; the list's Esc waits its turn.
  /// let bindings = requestKeys.over(listKeys)
  /// ```
  public func over<Action>(_ lower: [KeyBinding<Action>]) -> [KeyBinding<Action>]
  where Element == KeyBinding<Action> {
    let claimed = Set(flatMap(\.keys))
    return self
      + lower.compactMap { binding in
        var binding = binding
        binding.keys.removeAll(where: claimed.contains)
        return binding.keys.isEmpty ? nil : binding
      }
  }

  /// The action of the first binding that answers `key`.
  @inlinable
  public func action<Action>(for key: Key) -> Action? where Element == KeyBinding<Action> {
    first { $0.keys.contains(key) }?.action
  }
}

extension Key {
  /// How help names the key: `k`, `↑`, `Enter`, `PgUp`.
  public var displayName: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .function(let number): "F\(number)"
    case .alt(let character): "Alt-\(character)"
    case .resize: "resize"
    case .click: "click"
    case .scrollUp: "wheel up"
    case .scrollDown: "wheel down"
    case .paste: "paste"
    }
  }

  /// How the accessible mode names the key, in words a speech synthesizer says (it drops or
  /// mangles `?`, `[`, `↑`): `question mark`, `left bracket`, `up arrow`, `Control L`, `k`.
  ///
  /// ```swift
  /// let name = Key.character("?").spokenName  // "question mark"
  /// ```
  public var spokenName: String {
    switch self {
    case .character(let character): Self.characterNames[character] ?? String(character)
    case .up: "up arrow"
    case .down: "down arrow"
    case .left: "left arrow"
    case .right: "right arrow"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .tab: "Tab"
    case .backTab: "Shift Tab"
    case .enter: "Enter"
    case .escape: "Escape"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .control(let letter): "Control \(letter.uppercased())"
    case .function(let number): "F\(number)"
    case .alt(let character): "Alt \(Key.character(character).spokenName)"
    case .resize: "a resize"
    case .click: "a click"
    case .scrollUp: "the wheel up"
    case .scrollDown: "the wheel down"
    case .paste: "a paste"
    }
  }

  /// The punctuation a synthesizer leaves out, and what it is called.
  static let characterNames: [Character: String] = [
    " ": "space", "?": "question mark", "/": "slash", "\\": "backslash", "[": "left bracket",
    "]": "right bracket", "(": "left parenthesis", ")": "right parenthesis", "{": "left brace",
    "}": "right brace", "<": "less than", ">": "greater than", "-": "minus", "+": "plus",
    "=": "equals", "_": "underscore", ".": "period", ",": "comma", ";": "semicolon",
    ":": "colon", "'": "apostrophe", "\"": "quote", "`": "backquote", "~": "tilde",
    "!": "exclamation mark", "@": "at sign", "#": "number sign", "$": "dollar", "%": "percent",
    "^": "caret", "&": "ampersand", "*": "asterisk", "|": "vertical bar",
  ]
}
