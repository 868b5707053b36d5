// The doc comment examples of Modules/Kit/TerminalUI/Input/KeyBinding.swift, compiled; never run.
import TerminalUI
import Testing

private enum KeyBindingDocExamples {
  enum Action {
    case deleteButtonTapped
    case move(by: Int)
    case cancelRequest
    case clearFilter
  }

  static var deleteBinding: KeyBinding<Action> {
    KeyBinding([.character("d")], label: "delete", action: .deleteButtonTapped)
  }

  static var selectBinding: KeyBinding<Action> {
    KeyBinding([.up, .character("k")], hint: "↑↓", label: "select", action: .move(by: -1))
  }

  enum Counter {
    enum Action {
      case incrementButtonTapped
    }
  }

  struct CounterView {
    var bindings: [KeyBinding<Counter.Action>] {
      [KeyBinding([.character("+")], label: "add", action: .incrementButtonTapped)]
    }
  }

  enum AppFeature {
    enum Action {
      case counter(Counter.Action)
    }
  }

  struct AppView {
    let counterView: CounterView

    var bindings: [KeyBinding<AppFeature.Action>] {
      counterView.bindings.map { $0.map(AppFeature.Action.counter) }
    }
  }

  static func conflictingKeys(view: AppView) {
    #expect(view.bindings.conflictingKeys().isEmpty)
  }

  static func over() {
    let requestKeys = [KeyBinding([.escape], label: "cancel", action: Action.cancelRequest)]
    let listKeys = [
      KeyBinding([.escape], label: "clear", action: Action.clearFilter), deleteBinding,
    ]
    // With a request running, its Esc cancels it; the list's Esc waits its turn.
    let bindings = requestKeys.over(listKeys)
    _ = bindings
  }

  static func spokenName() -> String {
    let name = Key.character("?").spokenName  // "question mark"
    return name
  }
}
