// The doc comment examples of Modules/Kit/TerminalUI/Input/KeyNotation.swift, compiled; never run.
import TerminalUI

private enum KeyNotationDocExamples {
  static func parse() throws {
    let keys = try Key.parse("++p<esc><end><c-u><f1><a-x>")
    // [+, +, p, escape, end, control("u"), function(1), alt("x")]
    _ = keys
  }

  static func parseScript() throws {
    let steps = try Key.parseScript("s<wait 25m>q")
    // [.key(s), .wait(.seconds(1500)), .key(q)]
    _ = steps
  }

  static func keyNotationError() {
    do { _ = try Key.parse("a<enter") } catch { print(error) }
    // "<enter has no closing >: write <enter>, or <lt> for a < typed as it is"
  }
}
