import Foundation
import Primes
import TabB
import TerminalUI

/// How the ``Activity`` feed looks: its entries with their local times, newest last, in the
/// kit's list: following the newest until a row is picked, filtered by `/`.
struct ActivityView {
  let state: Activity.State
  let timeZone: TimeZone
  let rect: Rect

  private var listRect: Rect { rect.inset(top: 2) }

  func draw(on canvas: inout Canvas) {
    canvas.write(
      "Activity  \(grouped(state.feed.entries.count)) entries", row: 0, in: rect, style: .bold)
    FeedKeys.drawCleared(
      state.feed.cleared?.count, singular: "entry", plural: "entries", in: rect, on: &canvas)
    guard !state.feed.entries.isEmpty else {
      canvas.paragraph(
        "Nothing yet: save or delete a favorite prime.", row: 2, in: rect, style: .dim)
      return
    }
    // Drawn with the time; the filter reads the text alone.
    let list = List.State(rows: state.feed.entries, selection: state.entrySelection) { [timeZone] in
      "\(clockTime($0.date, in: timeZone))  \($0.text)"
    }
    List.render(list, in: listRect, on: &canvas)
  }

  /// What `key` types into the list's filter while its field is open.
  func typing(_ key: Key) -> Activity.Action? {
    guard state.entrySelection.isFiltering else { return nil }
    return List.action(for: key, state: state.entryList, in: listRect).map { .entryList($0) }
  }

  var bindings: [KeyBinding<Activity.Action>] {
    FeedKeys.bindings(
      list: List.keyMap(for: state.entryList, in: listRect).map {
        $0.map(Activity.Action.entryList)
      },
      selection: state.entrySelection, canUndo: state.feed.cleared != nil,
      clear: .clearButtonTapped, undo: .undoClearButtonTapped,
      follow: KeyBinding(
        [.escape], hint: "Esc", label: "newest", help: "follow the newest entry",
        action: .entryList(.follow)))
  }

  func action(for mouse: Key) -> Activity.Action? {
    List.action(for: mouse, state: state.entryList, in: listRect).map { .entryList($0) }
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
