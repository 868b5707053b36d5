// The doc comment examples of Modules/Kit/TerminalUI/Input/Key.swift, compiled; never run.
import TerminalUI

private enum KeyDocExamples {
  static func key() {
    var parser = KeyParser()
    let keys = parser.feed([27, 91, 65])  // [.up]  (ESC [ A)
    _ = keys
  }
}
