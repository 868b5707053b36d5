// The doc comment examples of Modules/Kit/TerminalUI/Widgets/HelpOverlay.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum HelpOverlayDocExamples {
  /// A terminal's own state beside its screens: help, while it shows.
  @Reducer
  struct Terminal {
    @ObservableState
    struct State: Equatable {
      var help: HelpOverlay.State?
    }
    enum Action {
      case helpToggled
      case helpScrolled(to: Int)
    }

    func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
      switch action {
      case .helpToggled:
        state.help = state.help == nil ? HelpOverlay.State() : nil
      case .helpScrolled(let offset):
        state.help?.offset = max(0, offset)
      }
      return .none
    }
  }
  typealias Action = Terminal.Action

  enum Help {
    enum Action { case scrolled(to: Int) }
  }

  static func render(
    _ state: Terminal.State, screenBindings: [KeyBinding<Action>],
    globalBindings: [KeyBinding<Action>], in content: Rect, on canvas: inout Canvas
  ) {
    let bindings = screenBindings + globalBindings
    let offset = state.help?.offset ?? 0
    HelpOverlay.render(bindings, offset: offset, in: content, on: &canvas)

    // While it shows, its own keys scroll it:
    let scroll = HelpOverlay.scrollKeyMap(for: bindings, offset: offset, in: content) {
      Action.helpScrolled(to: $0)
    }
    _ = scroll
  }

  static func lines() {
    let up = KeyBinding([.up, .character("k")], hint: nil, label: "up", action: ())
    let lines = HelpOverlay.lines(for: [up])  // ["↑ k  up"]
    let said = HelpOverlay.describe([up])  // "Keys here: up arrow or k, up. Escape closes help."
    _ = (lines, said)
  }

  static func action(bindings: [KeyBinding<Action>], in content: Rect) {
    let scroll = HelpOverlay.action(for: .pageDown, bindings: bindings, offset: 0, in: content) {
      Help.Action.scrolled(to: $0)
    }
    _ = scroll
  }
}
