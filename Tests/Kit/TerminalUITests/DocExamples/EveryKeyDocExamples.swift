// The doc comment examples of Modules/Kit/TerminalUITesting/EveryKey.swift, compiled; never run.

import TerminalUI
import TerminalUITesting

private enum EveryKeyDocExamples {
  struct View {
    let bindings: [KeyBinding<Int>]
    func command(for key: Key) -> Int? { bindings.action(for: key) }
  }

  static func everyKey(view: View) {
    let unoffered = Key.everyKey.filter { key in
      view.command(for: key) != nil && !view.bindings.contains { $0.keys.contains(key) }
    }
    _ = unoffered
  }

  static func isPrintableASCII() {
    let said = Narration.nothing(for: .character("?"))
    let isASCII = said.allSatisfy(\.isPrintableASCII)  // true
    _ = isASCII
  }
}
