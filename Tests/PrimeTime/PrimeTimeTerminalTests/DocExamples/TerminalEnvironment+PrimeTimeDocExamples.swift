// The doc comment examples of Modules/PrimeTime/PrimeTimeTerminal/TerminalEnvironment+PrimeTime.swift, compiled; never run.
import PrimeTimeTerminal

private enum TerminalEnvironmentPrimeTimeDocExamples {
  static func kitEnvironment() {
    let environment = AppView.kitEnvironment(["PRIMETIME_SYNC": "0"])
    // ["PRIMETIME_SYNC": "0", "TERMINALUI_SYNC": "0"]
    _ = environment
  }
}
