import Primes
import TerminalUI

/// What the Activity and Log tabs share on screen, both being a ``Feed`` in the kit's list: the
/// line a clear leaves, and the keys to clear, put back and follow the newest entry.
enum FeedKeys {
  /// The keys of a feed's tab: `u` while a clear can be undone, the tab's own keys around
  /// `c clear` (while there is something to clear), the list's, and Esc to follow the newest
  /// entry again once a row is picked (a filter in force takes Esc first: one Esc clears it,
  /// the next follows the newest).
  /// While the filter is typed, its field has the keys: a layer over these.
  static func bindings<Action>(
    list: [KeyBinding<Action>], selection: ListSelection, canClear: Bool, canUndo: Bool,
    before: [KeyBinding<Action>] = [], after: [KeyBinding<Action>] = [],
    clear: Action, undo: Action, follow: KeyBinding<Action>
  ) -> [KeyBinding<Action>] {
    let undo =
      canUndo
      ? [
        KeyBinding(
          [.character("u")], label: "undo", help: "put back what c cleared",
          action: undo)
      ] : []
    let clear =
      canClear ? [KeyBinding([.character("c")], label: "clear", action: clear)] : []
    let follow = selection.followsEnd || selection.matches != nil ? [] : [follow]
    return undo + before + clear + after + list + follow
  }

  /// Says on the feed's second row what the last clear took, while `u` can put it back:
  /// `Cleared 3 entries. u puts them back.`
  static func drawCleared(
    _ count: Int?, singular: String, plural: String, in rect: Rect, on canvas: inout Canvas
  ) {
    guard let count else { return }
    canvas.write(
      "Cleared \(counted(count, singular, plural)). u puts \(count == 1 ? "it" : "them") back.",
      row: 1, in: rect, style: .accent)
  }

  /// `n` things, its digits grouped, in the singular for one: `1 entry`, `1,204 actions`.
  static func counted(_ n: Int, _ singular: String, _ plural: String) -> String {
    "\(grouped(n)) \(n == 1 ? singular : plural)"
  }
}
