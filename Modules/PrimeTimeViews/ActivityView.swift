import Foundation
import Primes
import TabB
import TerminalUI

/// How the ``Activity`` feed looks: its entries with their local times, newest last, scrolled
/// to the selection or following the newest.
struct ActivityView {
  let state: Activity.State
  let timeZone: TimeZone
  let rect: Rect

  private var listRect: Rect { rect.inset(top: 2) }
  private var layout: ListLayout {
    ListLayout(count: state.entries.count, selection: state.selection, height: listRect.height)
  }

  func draw(on canvas: inout Canvas) {
    let position = state.selection.map { "\(grouped($0 + 1))/" } ?? ""
    canvas.write(
      "Activity  \(position)\(grouped(state.entries.count)) entries", row: 0, in: rect, style: .bold
    )
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
    let rows = state.entries.map { "\(clockTime($0.date, in: timeZone))  \($0.text)" }
    canvas.list(rows, layout: layout, selection: state.selection, in: listRect)
  }

  var bindings: [KeyBinding<Activity.Action>] {
    var bindings = [
      KeyBinding(
        [.character("c")], hint: "c", label: "clear", action: Activity.Action.clearButtonTapped)
    ]
    if state.cleared != nil {
      bindings.insert(
        KeyBinding(
          [.character("u")], hint: "u", label: "undo", help: "put back what c cleared",
          action: .undoClearButtonTapped), at: 0)
    }
    bindings += ListKeys(
      count: state.entries.count, selection: state.selection, page: layout.height
    )
    .bindings(moved: { .selectionMoved(by: $0) }, selected: { .rowSelected($0) })
    if state.selection != nil {
      bindings.append(
        KeyBinding(
          [.escape], hint: "Esc", label: "newest", help: "follow the newest entry",
          action: .selectionCleared))
    }
    return bindings
  }

  func action(for mouse: Key) -> Activity.Action? {
    ListKeys.mouse(
      mouse, layout: layout, rect: listRect, moved: { .selectionMoved(by: $0) },
      selected: { .rowSelected($0) })
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
