import Foundation
import Primes
import TabB
import TerminalUI

/// How the ``Activity`` feed looks: its entries with their local times, newest last, in the
/// kit's table (a time, what happened): following the newest until a row is picked, filtered
/// by `/`.
struct ActivityView {
  let timeZone: TimeZone
  let rect: Rect

  let state: Activity.State
  /// The entries in the kit's list, read by their text, with the terminal's selection.
  let list: List<Activity.Entry>.State

  /// The feed's view, with the terminal's `selection` of its entries.
  init(state: Activity.State, selection: ListSelection, timeZone: TimeZone, rect: Rect) {
    self.state = state
    self.list = List.State(rows: state.feed.entries, selection: selection, text: \.text)
    self.timeZone = timeZone
    self.rect = rect
  }

  /// The table: its header on the row under the title (or under the word that a clear can be
  /// undone), its rows below.
  private var tableRect: Rect { rect.inset(top: state.feed.cleared == nil ? 1 : 2) }
  private var listRect: Rect { Table<Activity.Entry>.listRect(in: tableRect) }

  /// The entries in the kit's table, in the order they came.
  var table: Table<Activity.Entry>.State {
    Table.State(
      rows: state.feed.entries, columns: Self.columns(timeZone), selection: list.selection,
      searchText: \.text, isSortable: false)
  }

  static func columns(_ timeZone: TimeZone) -> [TableColumn<Activity.Entry>] {
    [
      TableColumn("Time", width: .fixed(8)) { clockTime($0.date, in: timeZone) },
      TableColumn("What") { $0.text },
    ]
  }

  /// The activity in words: how many entries, and the selected one.
  func describe() -> [String] {
    // The tab's name says where the user is.
    guard !state.feed.entries.isEmpty else { return ["Nothing yet"] }
    return List.describe(
      List.State(rows: state.feed.entries, selection: list.selection) { $0.text }, isFeed: true)
  }

  func draw(on canvas: inout Canvas) {
    canvas.write(
      "Activity  \(FeedKeys.counted(state.feed.entries.count, "entry", "entries"))", row: 0,
      in: rect, style: .bold)
    FeedKeys.drawCleared(
      state.feed.cleared?.count, singular: "entry", plural: "entries", in: rect, on: &canvas)
    guard !state.feed.entries.isEmpty else {
      canvas.paragraph(
        "Nothing yet: save or delete a favorite prime.", row: 2, in: rect, style: .dim)
      return
    }
    Table.render(table, in: tableRect, on: &canvas)
  }

  /// Puts the list's filter on `layers` while it is typed: it takes text.
  func push(onto layers: inout Layers<PrimeTimeTerminal.Action>) {
    layers.pushFilter(of: list, in: listRect) { .activityList($0) }
  }

  /// The tab's keys with nothing over it: the base of its layers.
  var baseBindings: [KeyBinding<PrimeTimeTerminal.Action>] {
    FeedKeys.bindings(
      list: List.keyMap(for: list, in: listRect).map {
        $0.map(PrimeTimeTerminal.Action.activityList)
      },
      selection: list.selection, canClear: !state.feed.entries.isEmpty,
      canUndo: state.feed.cleared != nil,
      clear: .app(.activity(.feed(.clearButtonTapped))),
      undo: .app(.activity(.feed(.undoClearButtonTapped))),
      follow: KeyBinding(
        [.escape], label: "newest", help: "follow the newest entry",
        action: .activityList(.follow)))
  }

  func action(for mouse: Key) -> PrimeTimeTerminal.Action? {
    Table.action(for: mouse, state: table, in: tableRect).map { .activityList($0) }
  }
}

/// `date` as `HH:MM:SS` on a 24-hour clock in `timeZone`.
func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
  let seconds = Int(
    (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
  let ofDay = ((seconds % 86_400) + 86_400) % 86_400
  func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
  return "\(two(ofDay / 3600)):\(two(ofDay / 60 % 60)):\(two(ofDay % 60))"
}
