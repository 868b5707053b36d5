import Foundation
import Primes
import TabC
import TerminalUI

/// How the ``Log`` looks: the actions with their local times in the kit's list, following the
/// newest until one is selected, filtered by `/`, the stopwatch's ticks hidden by `t`; the
/// selected one's state diff below.
struct LogView {
  let timeZone: TimeZone
  let rect: Rect

  let state: Log.State
  /// The entries shown (ticks left out while hidden) in the kit's list, read by their action,
  /// with the terminal's selection.
  let list: List<Log.Entry>.State
  let hidesTicks: Bool
  /// The selected entry's whole change, while it is shown over the Log.
  let change: Viewport<String>.State?

  /// The Log's view, with the terminal's `selection` of the entries shown, ticks left out
  /// while `hidesTicks`.
  init(
    state: Log.State, selection: ListSelection, hidesTicks: Bool,
    change: Viewport<String>.State? = nil, timeZone: TimeZone, rect: Rect
  ) {
    self.state = state
    self.hidesTicks = hidesTicks
    self.change = change
    self.list = List.State(
      rows: PrimeTimeTerminal.State.shown(state.feed.entries, hidesTicks), selection: selection,
      text: { $0.action.string })
    self.timeZone = timeZone
    self.rect = rect
  }

  private var selectedEntry: Log.Entry? { list.selectedRow }

  /// The table: its header on the row under the title (or under the word that a clear can be
  /// undone), its rows below, over the selected entry's change.
  private var tableRect: Rect {
    let table = rect.inset(top: state.feed.cleared == nil ? 1 : 2)
    guard selectedEntry != nil else { return table }
    let rows = max(1, (table.height - 1) / 2)
    return Rect(column: table.column, row: table.row, width: table.width, height: rows + 1)
  }
  private var listRect: Rect { Table<Log.Entry>.listRect(in: tableRect) }

  /// The entries shown in the kit's table: the time, the action, and the first line it
  /// changed.
  var table: Table<Log.Entry>.State {
    Table.State(
      rows: list.rows, columns: Self.columns(timeZone, width: rect.width),
      selection: list.selection,
      searchText: { $0.action.string }, isSortable: false)
  }

  /// The table's columns in `width` columns: the change only where there is room for it
  /// beside the action (60 columns), which matters more.
  static func columns(_ timeZone: TimeZone, width: Int) -> [TableColumn<Log.Entry>] {
    let time = TableColumn<Log.Entry>("Time", width: .fixed(8)) { clockTime($0.date, in: timeZone) }
    guard width >= 60 else { return [time, TableColumn("Action") { $0.action.string }] }
    return [
      time,
      TableColumn("Action", width: .fill(3)) { $0.action.string },
      TableColumn("Change", width: .fill(2), style: { _ in .added }) { change(of: $0) },
    ]
  }

  /// The first line an entry's change adds, without its `+`, indentation and trailing comma:
  /// what it did, in one line (`selectedTab: .log`).
  static func change(of entry: Log.Entry) -> String {
    let added = entry.diff.string.split(separator: "\n").first { $0.hasPrefix("+") }
    guard let added else { return "" }
    let line = added.dropFirst().trimmingCharacters(in: .whitespaces)
    return line.hasSuffix(",") ? String(line.dropLast()) : line
  }

  /// Where the selected entry's change is shown: a box over the Log, and the viewport in it.
  private var changeBox: (box: Rect, text: Rect) {
    let box = rect
    return (box, box.inset(top: 1, bottom: 1, horizontally: 2))
  }

  /// How a line of a change is drawn: added, removed, or as it was.
  static func style(ofDiffLine line: String) -> Style {
    line.hasPrefix("+") ? .added : line.hasPrefix("-") ? .removed : .muted
  }

  /// The log in words: the selected action, or that it is empty; paused or not; the change
  /// shown over it, while it is.
  func describe() -> [String] {
    if let change, let entry = selectedEntry {
      return [
        "Change of \(Narration.words(fromCode: entry.action.string))",
        Viewport.describe(change, in: changeBox.text),
      ]
    }
    // The tab's name says where the user is: the lines say only what is the log's own.
    let paused = state.isPaused ? ["Paused"] : []
    guard !list.rows.isEmpty else { return paused + ["No actions yet"] }
    // Following the newest, the newest action that is not a tick: the stopwatch's ticks, one a
    // second, are not read as they come.
    if list.selection.followsEnd {
      let newest =
        list.rows.last { !$0.isTick }
        .map { ", newest: \(Narration.words(fromCode: $0.action.string))" } ?? ""
      return paused + ["Following\(newest)"]
    }
    // The entries in plain words: a synthesizer reads `tabSelected(.log)` as it is written.
    return paused
      + List.describe(
        List.State(rows: list.rows, selection: list.selection) {
          Narration.words(fromCode: $0.action.string)
        }, isFeed: true)
  }

  func draw(on canvas: inout Canvas) {
    let shown = list.rows.count
    let all = state.feed.entries.count
    let count =
      shown == all
      ? FeedKeys.counted(shown, "action", "actions")
      : "\(grouped(shown)) of \(FeedKeys.counted(all, "action", "actions")), ticks hidden"
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
    Table.render(table, in: tableRect, on: &canvas)
    guard let entry = selectedEntry else { return }
    let diffRect = Rect(
      column: rect.column, row: tableRect.row + tableRect.height + 1, width: rect.width,
      height: rect.row + rect.height - (tableRect.row + tableRect.height + 1))
    canvas.rule(
      row: 0, in: Rect(column: rect.column, row: diffRect.row - 1, width: rect.width, height: 1))
    for (row, line) in entry.diff.string.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard row < diffRect.height else { break }
      canvas.write(
        String(line), row: row, in: diffRect, style: Self.style(ofDiffLine: String(line)))
    }
    guard let change else { return }
    let time = clockTime(entry.date, in: timeZone)
    canvas.box(changeBox.box, title: "\(time) \(entry.action.string)")
    Viewport.render(change, in: changeBox.text, on: &canvas)
  }

  /// Puts the list's filter on `layers` while it is typed (it takes text), or the selected
  /// entry's change while it is shown: its scrolling keys, and Esc or q to close it.
  func push(onto layers: inout Layers<PrimeTimeTerminal.Action>) {
    layers.pushFilter(of: list, in: listRect) { .logList($0) }
    guard let change else { return }
    let text = changeBox.text
    layers.push(
      Viewport.keyMap(for: change, in: text).map { $0.map(PrimeTimeTerminal.Action.logChange) }
        + [
          KeyBinding(
            [.escape], label: "close", help: "close the change",
            action: PrimeTimeTerminal.Action.logChangeClosed)
        ],
      close: .logChangeClosed
    ) { key in
      Viewport.action(for: key, state: change, in: text).map(PrimeTimeTerminal.Action.logChange)
    }
  }

  /// The tab's keys with nothing over it: the base of its layers.
  var baseBindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    let pause = KeyBinding(
      [.character(" ")], label: state.isPaused ? "resume" : "pause",
      action: PrimeTimeTerminal.Action.app(.log(.pauseButtonTapped)))
    let ticks = KeyBinding(
      [.character("t")], label: hidesTicks ? "show ticks" : "hide ticks",
      help: hidesTicks
        ? "show the stopwatch's ticks again" : "hide the stopwatch's ticks (one a second)",
      action: PrimeTimeTerminal.Action.hideTicksButtonTapped)
    // Offered first while there are ticks to hide or show: the key bar shows what fits.
    let ticksFirst = state.feed.entries.contains(where: \.isTick)
    // Enter shows the selected entry's whole change, which the pane below it cuts short.
    let open =
      selectedEntry == nil
      ? []
      : [
        KeyBinding<PrimeTimeTerminal.Action>(
          [.enter], label: "open", help: "show the selected action's whole change",
          action: .logChangeShown)
      ]
    return FeedKeys.bindings(
      list: List.keyMap(for: list, in: listRect).map {
        $0.map(PrimeTimeTerminal.Action.logList)
      },
      selection: list.selection, canClear: !state.feed.entries.isEmpty,
      canUndo: state.feed.cleared != nil,
      before: ticksFirst ? [ticks] + open + [pause] : open + [pause],
      after: ticksFirst ? [] : [ticks],
      clear: .app(.log(.feed(.clearButtonTapped))),
      undo: .app(.log(.feed(.undoClearButtonTapped))),
      follow: KeyBinding(
        [.escape], label: "live", help: "back to the newest actions",
        action: .logList(.follow)))
  }

  func action(for mouse: Key) -> PrimeTimeTerminal.Action? {
    if let change {
      return Viewport.action(for: mouse, state: change, in: changeBox.text).map { .logChange($0) }
    }
    return Table.action(for: mouse, state: table, in: tableRect).map { .logList($0) }
  }
}
