/// A key press (or terminal event) the app understands.
///
/// Produced by ``KeyParser`` from the raw bytes a terminal sends:
///
/// ```swift
/// var parser = KeyParser()
/// let keys = parser.feed([27, 91, 65])  // [.up]  (ESC [ A)
/// ```
public enum Key: Equatable, Hashable, Sendable {
  /// A printable character (one Unicode scalar).
  case character(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case tab, backTab, enter, escape, backspace, delete
  /// Ctrl and a letter, `a` to `z`: `.control("c")` is Ctrl-C. Ctrl-H, Ctrl-I, Ctrl-J and
  /// Ctrl-M send the same bytes as Backspace, Tab and Enter, and are read as those.
  case control(Character)
  /// A function key, F1 to F12.
  case function(Int)
  /// Alt (or Meta) and an ASCII character: `.alt("x")`. Nothing is bound to one by default; it
  /// is its own key so that it never reads as Esc followed by the character.
  case alt(Character)
  /// The terminal changed size.
  case resize
  /// A mouse click (button 1 press) at a zero-based column and row.
  case click(column: Int, row: Int)
  /// The mouse wheel, at a zero-based column and row.
  case scrollUp(column: Int, row: Int)
  case scrollDown(column: Int, row: Int)
  /// Text pasted into the terminal, whole (a bracketed paste): a field takes it as typed text,
  /// and nothing else reads it, so a paste never presses the keys its letters name.
  case paste(String)
}
