import AppFeature
import ComposableArchitecture
import Primes
import TerminalUI

/// The help overlay: every key that works on the screen below it, from the same bindings that
/// handle the keys, scrolled by the ``Help`` feature.
struct HelpView<Action> {
  let state: Help.State
  /// The bindings of the screen below, then the app's own.
  let bindings: [KeyBinding<Action>]
  let rect: Rect

  /// One line per binding: its keys, then what it does.
  var lines: [String] {
    var seen: Set<String> = []
    let entries = bindings.compactMap { binding -> (String, String)? in
      let keys = binding.keys.map(\.displayName).joined(separator: " ")
      guard seen.insert(keys + binding.help).inserted else { return nil }
      return (keys, binding.help)
    }
    let keyWidth = min(16, entries.map { DisplayWidth.of($0.0) }.max() ?? 0)
    return entries.map { keys, help in
      keys + String(repeating: " ", count: max(1, keyWidth - DisplayWidth.of(keys) + 2)) + help
    }
  }

  private var box: Rect { rect.centered(width: min(rect.width, 64), height: lines.count + 2) }
  private var page: Int { max(1, box.height - 2) }
  private var maxOffset: Int { max(0, lines.count - page) }
  private var offset: Int { min(state.offset, maxOffset) }

  func draw(on canvas: inout Canvas) {
    let lines = self.lines
    let shown =
      "\(grouped(offset + 1))–\(grouped(min(lines.count, offset + page))) of \(grouped(lines.count))"
    let inner = canvas.box(box, title: "Help \(shown)")
    let layout = ListLayout(
      count: lines.count, selection: min(lines.count - 1, offset + page - 1), height: inner.height)
    canvas.list(lines, layout: layout, selection: nil, in: inner)
  }

  /// Scrolling the overlay.
  var scrollBindings: [KeyBinding<Help.Action>] {
    [
      KeyBinding(
        [.up, .character("k")], hint: "↑↓", label: "scroll", help: "scroll up",
        action: .scrolled(to: offset - 1)),
      KeyBinding(
        [.down, .character("j")], hint: nil, label: "scroll", help: "scroll down",
        action: .scrolled(to: min(maxOffset, offset + 1))),
      KeyBinding([.pageUp], hint: nil, label: "page up", action: .scrolled(to: offset - page)),
      KeyBinding(
        [.pageDown], hint: nil, label: "page down",
        action: .scrolled(to: min(maxOffset, offset + page))),
      KeyBinding([.home, .character("g")], hint: nil, label: "top", action: .scrolled(to: 0)),
      KeyBinding(
        [.end, .character("G")], hint: nil, label: "bottom", action: .scrolled(to: maxOffset)),
    ]
  }
}
