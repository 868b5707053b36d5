// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Color.swift, compiled; never run.
import TerminalUI

private enum ColorDocExamples {
  static func color() {
    let leaf = Color.rgb(0x5F, 0xAF, 0x5F)
    let direct = leaf.number(at: .direct)  // 0x5FAF5F
    let indexed = leaf.number(at: .indexed)  // 71, the nearest of the 256
    let eight = leaf.number(at: .eight)  // 2, green
    _ = (direct, indexed, eight)
  }

  static func colorDepth() {
    let direct = ColorDepth(colors: 0x100_0000)  // .direct (xterm-direct)
    let indexed = ColorDepth(colors: 256)  // .indexed (xterm-256color)
    let eight = ColorDepth(colors: 8)  // .eight (linux)
    let none = ColorDepth(colors: -1)  // .none (vt100)
    _ = (direct, indexed, eight, none)
  }
}
