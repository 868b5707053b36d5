import Foundation
import TerminalFixtures
import TerminalUI

// `TerminalBytes [-v]`: the bytes the real ncurses backend writes to a terminal of 80x24 for the
// changes a person sees most, synchronized output's brackets included, under the two terminal
// types the app meets most (xterm-256color, and tmux-256color inside tmux). Prints a markdown
// table and exits with status 1 when a figure is over its goal, so `Tools/bench --bytes` can
// check it. `-v` also prints each frame's bytes.
//
// The backend draws on a pseudo-terminal whose master side is read here: the count is what the
// terminal receives, after ncurses' own diff.

struct Change {
  let name: String
  /// At most this many bytes for the change.
  let goal: Int
  let from: Grid
  let to: Grid
}

let size = Size(columns: 80, rows: 24)
let changes = [
  Change(
    name: "one cell", goal: 48, from: ListFrame(size: size, selected: 3).grid,
    to: ListFrame(size: size, selected: 3, count: 42).grid),
  Change(
    name: "one cell in colour", goal: 64,
    from: ListFrame(size: size, selected: 3, inColour: true).grid,
    to: ListFrame(size: size, selected: 3, count: 42, inColour: true).grid),
  Change(
    name: "selection a row down", goal: 256, from: ListFrame(size: size, selected: 3).grid,
    to: ListFrame(size: size, selected: 4).grid),
]
let verbose = CommandLine.arguments.contains("-v")

/// `bytes` with escape and other control bytes spelled out (`\e`, `\r`, `\x0f`).
func shown(_ bytes: [UInt8]) -> String {
  var text = ""
  for byte in bytes {
    switch byte {
    case 0x1B: text += "\\e"
    case 0x0D: text += "\\r"
    case 0x0A: text += "\\n"
    case 0x20..<0x7F: text.append(Character(Unicode.Scalar(byte)))
    default: text += String(format: "\\x%02x", byte)
    }
  }
  return text
}

struct Row {
  let term: String
  let first: Int
  let figures: [Int]
  let unchanged: Int
}

/// Presents each change's frames in turn on a fresh backend, TERM=`term`; returns the bytes
/// each wrote. Stops the process when a frame is not one synchronized update.
@MainActor
func measure(term: String) throws -> Row {
  setenv("TERM", term, 1)
  setenv("LC_ALL", "C.UTF-8", 1)
  let terminal = PseudoTerminal(columns: size.columns, rows: size.rows)
  let backend = try NcursesBackend(colors: true, synchronizedOutput: .on)
  var log: [String] = []
  _ = terminal.written()  // the set-up: the alternate screen, the cursor hidden
  func frame(_ grid: Grid, _ what: String) -> Int {
    backend.present(grid)
    let bytes = terminal.written()
    log.append("\(term) \(what) (\(bytes.count) bytes): \(shown(bytes))")
    if !bytes.isEmpty {
      let text = shown(bytes)
      precondition(
        text.hasPrefix("\\e[?2026h") && text.hasSuffix("\\e[?2026l")
          && text.components(separatedBy: "2026").count == 3,
        "\(term) \(what): not one synchronized update: \(text)")
    }
    return bytes.count
  }
  let first = frame(changes[0].from, "the first frame")
  var figures: [Int] = []
  for change in changes {
    _ = frame(change.from, "back to the start")
    figures.append(frame(change.to, change.name))
  }
  let unchanged = frame(changes.last!.to, "the same frame again")
  backend.stop()
  terminal.restore()
  if verbose { for line in log { print(line) } }
  return Row(term: term, first: first, figures: figures, unchanged: unchanged)
}

var rows: [Row] = []
for term in ["xterm-256color", "tmux-256color"] {
  rows.append(try measure(term: term))
}

print(
  "| TERM | first frame | "
    + changes.map { "\($0.name) (goal ≤ \($0.goal))" }.joined(separator: " | ")
    + " | the same frame again |")
print("|---|---:|" + String(repeating: "---:|", count: changes.count) + "---:|")
var over: [String] = []
for row in rows {
  print(
    "| \(row.term) | \(row.first) | "
      + row.figures.map(String.init).joined(separator: " | ") + " | \(row.unchanged) |")
  for (change, figure) in zip(changes, row.figures) where figure > change.goal {
    over.append("\(row.term), \(change.name): \(figure) bytes, goal ≤ \(change.goal)")
  }
  if row.unchanged != 0 { over.append("\(row.term): an unchanged frame wrote \(row.unchanged)") }
}
for line in over { print("TerminalBytes: over the goal: \(line)") }
exit(over.isEmpty ? 0 : 1)
