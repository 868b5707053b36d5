// The doc comment examples of Modules/Kit/TerminalUI/Shell/SynchronizedOutput.swift, compiled; never run.
import Foundation
import TerminalUI

private enum SynchronizedOutputDocExamples {
  @MainActor
  static func synchronizedOutput() throws {
    let sync = SynchronizedOutput(environment: ProcessInfo.processInfo.environment)
    let backend = try NcursesBackend(colors: true, synchronizedOutput: sync)
    backend.stop()
  }

  static func environment() {
    let on = SynchronizedOutput(environment: ["TERMINALUI_SYNC": "1"])  // .on
    let off = SynchronizedOutput(environment: ["TERMINALUI_SYNC": "0"])  // .off
    let unset = SynchronizedOutput(environment: [:])  // .terminfo
    _ = (on, off, unset)
  }
}
