// The doc comment examples of Modules/Kit/TerminalOptions/TerminalOptions+Serve.swift,
// compiled; never run.
import TerminalOptions

private enum TerminalOptionsServeDocExamples {
  static func sessionArguments() {
    let kept = TerminalOptions.sessionArguments(["app", "--serve-ssh", "2222", "--accessible"])
    // ["app", "--accessible"]
    _ = kept
  }
}
