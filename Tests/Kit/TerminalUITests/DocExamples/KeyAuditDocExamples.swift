// The doc comment examples of Modules/Kit/TerminalUITesting/KeyAudit.swift, compiled; never run.

import TerminalUI
import TerminalUITesting

private enum KeyAuditDocExamples {
  static func keyAudit() {
    let said = ["down arrow: no change."]
    let fault = KeyAudit.fault(in: said, key: .down)  // nil: it answered, in words
    _ = fault
  }

  static func fault() {
    let fault = KeyAudit.fault(in: [], key: .enter)  // "Enter said nothing"
    _ = fault
  }

  static func unoffered() {
    let missing = KeyAudit.unoffered([.up], typesText: false) { $0 == .up || $0 == .down }
    // [.down]
    _ = missing
  }
}
