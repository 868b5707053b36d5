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
      "Activity  \(grouped(state.entries.count)) entries", row: 0, in: rect, style: .bold)
    if let cleared = state.cleared {
      canvas.write(
        cleared.count == 1
          ? "Cleared 1 entry. u puts it back."
          : "Cleared \(grouped(cleared.count)) entries. u puts them back.", row: 1, in: rect,
        style: .accent)
    }
    guard !state.entries.isEmpty else {
      canvas.paragraph(
        "Nothing yet: save or delete a favorite prime.", row: 2, in: rect, style: .dim)
      return
    }
    // Drawn with the time; the filter reads the text alone.
    let list = List.State(rows: state.entries, selection: state.entrySelection) { [timeZone] in
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
    let list = List.keyMap(for: state.entryList, in: listRect).map {
      $0.map(Activity.Action.entryList)
    }
    // While the filter is typed, its field has the keys.
    guard !state.entrySelection.isFiltering else { return list }
    var own = [
      KeyBinding(
        [.character("c")], hint: "c", label: "clear", action: Activity.Action.clearButtonTapped)
    ]
    if state.cleared != nil {
      own.insert(
        KeyBinding(
          [.character("u")], hint: "u", label: "undo", help: "put back what c cleared",
          action: .undoClearButtonTapped), at: 0)
    }
    // A filter in force takes Esc first: one Esc clears it, the next follows the newest.
    let follow =
      state.entrySelection.followsEnd || state.entrySelection.matches != nil
      ? []
      : [
        KeyBinding(
          [.escape], hint: "Esc", label: "newest", help: "follow the newest entry",
          action: Activity.Action.entryList(.follow))
      ]
    return own + list + follow
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
