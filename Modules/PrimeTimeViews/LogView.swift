import Foundation
import Primes
import TabC
import TerminalUI

/// How the ``Log`` looks: the actions with their local times in the kit's list, following the
/// newest until one is selected, filtered by `/`, the stopwatch's ticks hidden by `t`; the
/// selected one's state diff below.
struct LogView {
  let state: Log.State
  let timeZone: TimeZone
  let rect: Rect

  private var listRect: Rect {
    let list = rect.inset(top: 2)
    guard state.selectedEntry != nil else { return list }
    return Rect(
      column: list.column, row: list.row, width: list.width, height: max(1, list.height / 2))
  }

  func draw(on canvas: inout Canvas) {
    let shown = state.shownEntries.count
    let count =
      shown == state.feed.entries.count
      ? "\(grouped(shown)) actions"
      : "\(grouped(shown)) of \(grouped(state.feed.entries.count)) actions, ticks hidden"
    canvas.write(
      "Log  \(count)\(state.isPaused ? " (paused)" : "")", row: 0, in: rect, style: .bold)
    FeedKeys.drawCleared(
      state.feed.cleared?.count, singular: "action", plural: "actions", in: rect, on: &canvas)
    guard shown > 0 else {
      canvas.paragraph(
        state.feed.entries.isEmpty ? "No actions yet." : "Only ticks so far: t shows them.", row: 2,
        in: rect, style: .dim)
      return
    }
    // Drawn with the time; the filter reads the action alone.
    let list = List.State(rows: state.entryList.rows, selection: state.entrySelection) {
      [timeZone] in "\(clockTime($0.date, in: timeZone)) \($0.action.string)"
    }
    List.render(list, in: listRect, on: &canvas)
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

  /// What `key` types into the list's filter while its field is open.
  func typing(_ key: Key) -> Log.Action? {
    guard state.entrySelection.isFiltering else { return nil }
    return List.action(for: key, state: state.entryList, in: listRect).map { .entryList($0) }
  }

  var bindings: [KeyBinding<Log.Action>] {
    let pause = KeyBinding(
      [.character(" ")], hint: "space", label: state.isPaused ? "resume" : "pause",
      action: Log.Action.pauseButtonTapped)
    let ticks = KeyBinding(
      [.character("t")], hint: "t", label: state.hidesTicks ? "show ticks" : "hide ticks",
      help: state.hidesTicks
        ? "show the stopwatch's ticks again" : "hide the stopwatch's ticks (one a second)",
      action: Log.Action.hideTicksButtonTapped)
    // Offered first while there are ticks to hide or show: the key bar shows what fits.
    let ticksFirst = state.feed.entries.contains(where: \.isTick)
    return FeedKeys.bindings(
      list: List.keyMap(for: state.entryList, in: listRect).map { $0.map(Log.Action.entryList) },
      selection: state.entrySelection, canUndo: state.feed.cleared != nil,
      before: ticksFirst ? [ticks, pause] : [pause], after: ticksFirst ? [] : [ticks],
      clear: .clearButtonTapped, undo: .undoClearButtonTapped,
      follow: KeyBinding(
        [.escape], hint: "Esc", label: "live", help: "back to the newest actions",
        action: .entryList(.follow)))
  }

  func action(for mouse: Key) -> Log.Action? {
    List.action(for: mouse, state: state.entryList, in: listRect).map { .entryList($0) }
  }
}
