// The doc comment examples of Modules/Kit/TerminalUI/Input/KeyParser.swift, compiled; never run.
import TerminalUI

private enum KeyParserDocExamples {
  static func keyParser(bytesReadFromStdin: [UInt8]) {
    var parser = KeyParser()
    var keys = parser.feed(bytesReadFromStdin)
    if parser.isAwaitingMore {
      // Wait ~25 ms for the rest; if nothing comes, settle what is pending.
      keys += parser.flush()
    }
    _ = keys
  }

  static func isAwaitingMore() {
    var parser = KeyParser()
    _ = parser.feed([27])
    let waiting = parser.isAwaitingMore  // true: Esc, or the start of a sequence?
    _ = waiting
  }

  static func feed() {
    var parser = KeyParser()
    let none = parser.feed([27, 91])  // []  (pending)
    let keys = parser.feed([52, 126])  // [.end]  (ESC [ 4 ~)
    _ = (none, keys)
  }

  static func flush() {
    var parser = KeyParser()
    _ = parser.feed([27])
    let keys = parser.flush()  // [.escape]
    _ = keys
  }
}
