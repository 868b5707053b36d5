import Foundation
import Primes
import TabC
import TerminalUI

/// How the ``Log`` looks: the actions with their local times, following the newest until one
/// is selected; the selected one's state diff below.
struct LogView {
  let state: Log.State
  let timeZone: TimeZone
  let rect: Rect

  private var selectedIndex: Int? {
    state.selectedID.flatMap { id in state.entries.firstIndex { $0.id == id } }
  }

  private var listRect: Rect {
    let list = rect.inset(top: 2)
    guard state.selectedEntry != nil else { return list }
    return Rect(
      column: list.column, row: list.row, width: list.width, height: max(1, list.height / 2))
  }

  private var layout: ListLayout {
    ListLayout(count: state.entries.count, selection: selectedIndex, height: listRect.height)
  }

  func draw(on canvas: inout Canvas) {
    let position = selectedIndex.map { "\(grouped($0 + 1))/" } ?? ""
    canvas.write(
      "Log  \(position)\(grouped(state.entries.count)) actions\(state.isPaused ? " (paused)" : "")",
      row: 0, in: rect, style: .bold)
    if let cleared = state.cleared {
      canvas.write(
        cleared.count == 1
          ? "Cleared 1 action. u puts it back."
          : "Cleared \(grouped(cleared.count)) actions. u puts them back.", row: 1, in: rect,
        style: .accent)
    }
    guard !state.entries.isEmpty else {
      canvas.paragraph("No actions yet.", row: 2, in: rect, style: .dim)
      return
    }
    let rows = state.entries.map { "\(clockTime($0.date, in: timeZone)) \($0.action.string)" }
    canvas.list(rows, layout: layout, selection: selectedIndex, in: listRect)
    guard let entry = state.selectedEntry else { return }
    let diffRect = Rect(
      column: rect.column, row: listRect.row + listRect.height + 1, width: rect.width,
      height: rect.row + rect.height - (listRect.row + listRect.height + 1))
    canvas.rule(
      row: 0, in: Rect(column: rect.column, row: diffRect.row - 1, width: rect.width, height: 1))
    for (row, line) in entry.diff.string.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard row < diffRect.height else { break }
      let style: Style = line.hasPrefix("+") ? .accent : line.hasPrefix("-") ? .error : .dim
      canvas.write(String(line), row: row, in: diffRect, style: style)
    }
  }

  var bindings: [KeyBinding<Log.Action>] {
    var bindings = [
      KeyBinding(
        [.character(" ")], hint: "space", label: state.isPaused ? "resume" : "pause",
        action: Log.Action.pauseButtonTapped),
      KeyBinding([.character("c")], hint: "c", label: "clear", action: .clearButtonTapped),
    ]
    if state.cleared != nil {
      bindings.insert(
        KeyBinding(
          [.character("u")], hint: "u", label: "undo", help: "put back what c cleared",
          action: .undoClearButtonTapped), at: 0)
    }
    let ids = state.entries.map(\.id)
    bindings += ListKeys(count: ids.count, selection: selectedIndex, page: layout.height)
      .bindings(moved: { .selectionMoved(by: $0) }, selected: { .entrySelected(id: ids[$0]) })
    if state.selectedID != nil {
      bindings.append(
        KeyBinding(
          [.escape], hint: "Esc", label: "live", help: "back to the newest actions",
          action: .selectionCleared))
    }
    return bindings
  }

  func action(for mouse: Key) -> Log.Action? {
    let ids = state.entries.map(\.id)
    return ListKeys.mouse(
      mouse, layout: layout, rect: listRect, moved: { .selectionMoved(by: $0) },
      selected: { .entrySelected(id: ids[$0]) })
  }
}
