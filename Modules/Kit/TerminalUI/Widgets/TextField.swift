import ComposableArchitecture

/// A one-line text field, as a reducer: its text and cursor are state, every edit is an action,
/// and ``render(_:in:on:isFocused:)`` draws it into a rectangle. Compose it with `Scope` like
/// any feature, and hand it the keys while it has the focus:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.name, action: \.name) { TextField() }
///   Reduce { state, action in
///     switch action {
///     case .name(.delegate(.submitted(let text))):
///       state.title = text
///       return .none
///     case .name:
///       return .none
///     }
///   }
/// }
/// ```
///
/// ```swift
/// // In the view, while the field has the focus:
/// if let action = TextField.action(for: key) { store.send(.name(action)) }
/// ```
///
/// Keys (``keyMap``, from which help is drawn): ← → move, Home/End and Ctrl-A/Ctrl-E go to
/// either end, Backspace and Delete remove a character, Ctrl-U and Ctrl-K remove to the start
/// or the end, Ctrl-W the word before the cursor, Enter submits and Esc cancels; any other
/// character is typed. A bracketed paste is one ``Action/insert(_:)``.
@Reducer
public struct TextField: Sendable {
  /// The text, where the cursor is in it, and what the field says around it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What is typed.
    public var text: String
    /// Where the cursor is: how many characters of ``text`` come before it.
    public var cursor: Int
    /// Shown, dimmed, while the text is empty.
    public var placeholder: String
    /// What is wrong with the text, shown under it (a parent sets it, on a submit it refuses);
    /// an edit of the text takes it away, as it speaks of the text that was refused.
    public var message: String?

    /// A field holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "", message: String? = nil) {
      self.text = text
      self.cursor = text.count
      self.placeholder = placeholder
      self.message = message
    }
  }

  /// An edit, a move of the cursor, or what the field tells its parent.
  public enum Action: Equatable, Sendable {
    /// Types `text` at the cursor (a key's character, or a whole paste).
    case insert(String)
    case moveLeft
    case moveRight
    case moveToStart
    case moveToEnd
    /// Removes the character before the cursor.
    case deleteBackward
    /// Removes the character after the cursor.
    case deleteForward
    case deleteToStart
    case deleteToEnd
    /// Removes the word before the cursor, and the spaces after it.
    case deleteWordBackward
    case submit
    case cancel
    case delegate(Delegate)

    /// What the parent acts on.
    public enum Delegate: Equatable, Sendable {
      /// Enter: the text as it is.
      case submitted(String)
      /// Esc.
      case cancelled
    }
  }

  /// Creates the reducer.
  public init() {}

  /// What each key does in a field.
  public static let keyMap: [KeyBinding<Action>] = [
    KeyBinding([.enter], label: "done", action: .submit),
    KeyBinding([.escape], label: "cancel", action: .cancel),
    KeyBinding([.left], hint: nil, label: "left", help: "move left", action: .moveLeft),
    KeyBinding([.right], hint: nil, label: "right", help: "move right", action: .moveRight),
    KeyBinding(
      [.home, .control("a")], hint: nil, label: "start", help: "go to the start",
      action: .moveToStart),
    KeyBinding(
      [.end, .control("e")], hint: nil, label: "end", help: "go to the end", action: .moveToEnd),
    KeyBinding(
      [.backspace], hint: nil, label: "delete", help: "delete the character before the cursor",
      action: .deleteBackward),
    KeyBinding(
      [.delete], hint: nil, label: "delete forward", help: "delete the character at the cursor",
      action: .deleteForward),
    KeyBinding(
      [.control("u")], hint: nil, label: "clear to start", help: "delete to the start",
      action: .deleteToStart),
    KeyBinding(
      [.control("k")], hint: nil, label: "clear to end", help: "delete to the end",
      action: .deleteToEnd),
    KeyBinding(
      [.control("w")], hint: nil, label: "delete word", help: "delete the word before the cursor",
      action: .deleteWordBackward),
  ]

  /// The field's keys as a parent sends them, with Enter and Esc named for what they do there
  /// (`nil` keeps "done" and "cancel"); a help line not given is the label.
  ///
  /// ```swift
  /// let bindings = TextField.keyMap(embed: Action.search, submit: (label: "find", help: nil))
  /// ```
  @inlinable
  public static func keyMap<Parent>(
    embed: (Action) -> Parent,
    submit: (label: String, help: String?)? = nil,
    cancel: (label: String, help: String?)? = nil
  ) -> [KeyBinding<Parent>] {
    keyMap.map { field in
      var binding = field
      if let named = field.action == .submit ? submit : field.action == .cancel ? cancel : nil {
        binding.label = named.label
        binding.help = named.help ?? named.label
      }
      return binding.map(embed)
    }
  }

  /// What `key` does in a field: its binding, or typing its character; `nil` for a key the
  /// field leaves to others (Tab, arrows up and down, a function key).
  ///
  /// ```swift
  /// let typed = TextField.action(for: .character("a"))  // .insert("a")
  /// let deleted = TextField.action(for: .control("w"))  // .deleteWordBackward
  /// ```
  public static func action(for key: Key) -> Action? {
    if let action = keyMap.action(for: key) { return action }
    switch key {
    case .character(let character): return .insert(String(character))
    case .paste(let text): return .insert(text)
    default: return nil
    }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var characters = Array(state.text)
    let cursor = min(max(state.cursor, 0), characters.count)
    switch action {
    case .insert(let text):
      // A paste may hold line breaks and tabs, which one line takes as spaces, and other
      // controls, which are not text.
      let typed = text.compactMap { character -> Character? in
        if character.isNewline || character == "\t" { return " " }
        let isControl = character.unicodeScalars.contains {
          $0.properties.generalCategory == .control
        }
        return isControl ? nil : character
      }
      characters.insert(contentsOf: typed, at: cursor)
      state.cursor = cursor + typed.count
    case .moveLeft:
      state.cursor = max(cursor - 1, 0)
    case .moveRight:
      state.cursor = min(cursor + 1, characters.count)
    case .moveToStart:
      state.cursor = 0
    case .moveToEnd:
      state.cursor = characters.count
    case .deleteBackward:
      guard cursor > 0 else { return .none }
      characters.remove(at: cursor - 1)
      state.cursor = cursor - 1
    case .deleteForward:
      guard cursor < characters.count else { return .none }
      characters.remove(at: cursor)
    case .deleteToStart:
      characters.removeSubrange(0..<cursor)
      state.cursor = 0
    case .deleteToEnd:
      characters.removeSubrange(cursor...)
    case .deleteWordBackward:
      var start = cursor
      while start > 0, characters[start - 1] == " " { start -= 1 }
      while start > 0, characters[start - 1] != " " { start -= 1 }
      characters.removeSubrange(start..<cursor)
      state.cursor = start
    case .submit:
      return .send(.delegate(.submitted(state.text)))
    case .cancel:
      return .send(.delegate(.cancelled))
    case .delegate:
      return .none
    }
    let text = String(characters)
    if text != state.text {
      state.text = text
      state.message = nil
    }
    return .none
  }

  /// The field in words, for the accessible mode: its label and text (or that it is empty:
  /// the label says what it is for, and the placeholder, an example, is not said), and its
  /// message.
  ///
  /// ```swift
  /// let said = TextField.describe(
  ///   TextField.State(text: "12x", message: "Type a number"), label: "Set count")
  /// // "Set count: 12x. Type a number"
  /// ```
  public static func describe(_ state: State, label: String) -> String {
    let value = state.text.isEmpty ? "empty" : state.text
    return ["\(label): \(value)", state.message].compactMap { $0 }.joined(separator: ". ")
  }

  /// Where the cursor is, in words, for the accessible mode: the character it is on
  /// (``Key/spokenName``: "space", "question mark"), after "start, " at the start, or "end" past
  /// the last. Heard, a key that moves the cursor and changes nothing else says this.
  ///
  /// ```swift
  /// var field = TextField.State(text: "milk")
  /// field.cursor = 1
  /// let said = TextField.describeCursor(field)  // "i"
  /// ```
  public static func describeCursor(_ state: State) -> String {
    describeCursor(on: Array(state.text), at: state.cursor)
  }

  /// The character at `cursor` of `characters`, in words, as ``describeCursor(_:)`` says it.
  static func describeCursor(on characters: [Character], at cursor: Int) -> String {
    let cursor = min(max(cursor, 0), characters.count)
    guard cursor < characters.count else { return characters.isEmpty ? "empty" : "end" }
    let name = Key.character(characters[cursor]).spokenName
    return cursor == 0 ? "start, \(name)" : name
  }

  /// Draws the field on the first row of `rect` and its message, if any, on the second. The
  /// text scrolls so that the cursor, drawn reversed while focused, always shows; widths are
  /// ``DisplayWidth``'s, so a wide character takes its columns (素 two, 👩‍🔬 four).
  ///
  /// ```swift
  /// TextField.render(state.name, in: Rect(column: 2, row: 4, width: 30, height: 2), on: &canvas)
  /// ```
  public static func render(
    _ state: State, in rect: Rect, on canvas: inout Canvas, isFocused: Bool = true
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let characters = Array(state.text)
    let cursor = min(max(state.cursor, 0), characters.count)
    if characters.isEmpty && !state.placeholder.isEmpty {
      canvas.write(state.placeholder, row: 0, in: rect, style: .dim)
      if isFocused {
        canvas.write(
          String(state.placeholder.prefix(1)), row: 0, in: rect, style: [.dim, .reverse])
      }
    } else {
      // The first character shown: as far left as lets the cursor's cell fit.
      var first = cursor
      var used = cursor < characters.count ? max(1, DisplayWidth.of(characters[cursor])) : 1
      while first > 0, used + DisplayWidth.of(characters[first - 1]) <= rect.width {
        first -= 1
        used += DisplayWidth.of(characters[first])
      }
      var column = 0
      var cursorColumn = 0
      for index in first..<characters.count {
        if index == cursor { cursorColumn = column }
        let width = DisplayWidth.of(characters[index])
        guard column + width <= rect.width else { break }
        column = canvas.write(String(characters[index]), row: 0, column: column, in: rect)
      }
      if cursor == characters.count { cursorColumn = column }
      if isFocused {
        let under = cursor < characters.count ? String(characters[cursor]) : " "
        canvas.write(under, row: 0, column: cursorColumn, in: rect, style: .reverse)
      }
    }
    if let message = state.message, rect.height > 1 {
      canvas.write(message, row: 1, in: rect, style: .error)
    }
  }
}
