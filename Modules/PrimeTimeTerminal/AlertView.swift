import ComposableArchitecture
import TerminalUI

/// An ``AlertState`` drawn as a box over a view, its buttons answered by keys: a cancel button
/// (or "OK" when there are none) by Enter and Esc, the others by the first free letter of
/// their label.
///
/// ```swift
/// AlertView(alert: alert, isError: false).draw(on: &canvas, over: rect)
/// ```
struct AlertView<Action> {
  let alert: AlertState<Action>
  /// Whether the alert reports a failure: its title is drawn as an error.
  let isError: Bool

  func draw(on canvas: inout Canvas, over rect: Rect) {
    let message = alert.message.map(String.init(state:))
    let buttons = bindings.map { "\($0.hint ?? "")  \($0.label)" }
    let widest = ([String(state: alert.title), message ?? ""] + buttons).map(DisplayWidth.of).max()
    let width = min(rect.width, max(24, (widest ?? 0) + 4))
    let titleLines = Canvas.wrap(canvas.glyphs.text(String(state: alert.title)), width: width - 4)
    let messageLines = message.map { Canvas.wrap(canvas.glyphs.text($0), width: width - 4) } ?? []
    let height =
      2 + titleLines.count + (messageLines.isEmpty ? 0 : messageLines.count + 1) + 1
      + buttons.count
    let inner = canvas.box(
      rect.centered(width: width, height: height), title: isError ? "Error" : "Answer",
      titleStyle: isError ? [.bold, .error] : .bold)
    var row = canvas.paragraph(
      String(state: alert.title), row: 0, in: inner, style: isError ? [.bold, .error] : .bold)
    if let message {
      row = canvas.paragraph(message, row: row + 1, in: inner)
    }
    row += 1
    for button in buttons {
      canvas.write(button, row: row, in: inner, style: .dim)
      row += 1
    }
  }

  /// A binding per button.
  var bindings: [KeyBinding<PresentationAction<Action>>] {
    var used: Set<Character> = []
    var result: [KeyBinding<PresentationAction<Action>>] = []
    var hasCancel = false
    for button in alert.buttons {
      let action = button.action.action.map(PresentationAction.presented) ?? .dismiss
      let label = String(state: button.label)
      if button.role == .cancel {
        hasCancel = true
        result.append(KeyBinding([.enter, .escape], hint: "Enter", label: label, action: action))
      } else if let letter = label.lowercased().first(where: { $0.isLetter && !used.contains($0) })
      {
        used.insert(letter)
        result.append(
          KeyBinding([.character(letter)], hint: String(letter), label: label, action: action))
      }
    }
    if !hasCancel {
      result.append(KeyBinding([.enter, .escape], hint: "Enter", label: "OK", action: .dismiss))
    }
    return result
  }
}
