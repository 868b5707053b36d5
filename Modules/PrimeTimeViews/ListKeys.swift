import TerminalUI

/// The keys every scrolling list answers, built from what moving its selection means to it.
///
/// ```swift
/// ListKeys(count: primes.count, selection: selection, page: layout.height)
///   .bindings(moved: { .selectionMoved(by: $0) }, selected: { .rowSelected($0) })
/// ```
struct ListKeys {
  let count: Int
  /// The selected row, or `nil` when the list follows its end.
  let selection: Int?
  /// How many rows a page is.
  let page: Int

  func bindings<Action>(
    moved: (Int) -> Action, selected: (Int) -> Action
  ) -> [KeyBinding<Action>] {
    guard count > 0 else { return [] }
    let current = selection ?? count - 1
    return [
      KeyBinding(
        [.up, .character("k")], hint: "↑↓", label: "select", help: "previous row", action: moved(-1)
      ),
      KeyBinding(
        [.down, .character("j")], hint: nil, label: "select", help: "next row", action: moved(1)),
      KeyBinding(
        [.pageUp, .control("b")], hint: nil, label: "page up",
        action: selected(max(0, current - max(1, page)))),
      KeyBinding(
        [.pageDown, .control("f")], hint: nil, label: "page down",
        action: selected(min(count - 1, current + max(1, page)))),
      KeyBinding(
        [.control("u")], hint: nil, label: "half page up",
        action: selected(max(0, current - max(1, page / 2)))),
      KeyBinding(
        [.control("d")], hint: nil, label: "half page down",
        action: selected(min(count - 1, current + max(1, page / 2)))),
      KeyBinding([.home, .character("g")], hint: nil, label: "first row", action: selected(0)),
      KeyBinding(
        [.end, .character("G")], hint: nil, label: "last row", action: selected(count - 1)),
    ]
  }

  /// The action for a mouse event over a list drawn with `layout` in `rect`.
  static func mouse<Action>(
    _ key: Key, layout: ListLayout, rect: Rect, moved: (Int) -> Action, selected: (Int) -> Action
  ) -> Action? {
    switch key {
    case .click(let column, let row) where rect.contains(column: column, row: row):
      return layout.index(atLine: row - rect.row).map(selected)
    case .scrollUp(let column, let row) where rect.contains(column: column, row: row):
      return moved(-3)
    case .scrollDown(let column, let row) where rect.contains(column: column, row: row):
      return moved(3)
    default:
      return nil
    }
  }
}
