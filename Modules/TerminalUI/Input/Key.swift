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
  case controlC, controlL, controlZ
  /// The terminal changed size.
  case resize
  /// A mouse click (button 1 press) at a zero-based column and row.
  case click(column: Int, row: Int)
  /// The mouse wheel, at a zero-based column and row.
  case scrollUp(column: Int, row: Int)
  case scrollDown(column: Int, row: Int)
}
