// The doc comment examples of Modules/Kit/TerminalUI/Drawing/DisplayWidth.swift, compiled; never run.
import TerminalUI

private enum DisplayWidthDocExamples {
  static func of() {
    let party = DisplayWidth.of("🎉")  // 2
    let accented = DisplayWidth.of("e\u{301}")  // 1: "é" with a combining accent
    let wide = DisplayWidth.of("素数")  // 4
    let joined = DisplayWidth.of("👩‍🔬")  // 4: 👩 and 🔬 (2 each), joined by U+200D (0)
    _ = (party, accented, wide, joined)
  }

  static func isUncertain() {
    let joined = DisplayWidth.isUncertain("👩‍🔬")  // true
    let accent = DisplayWidth.isUncertain("e\u{301}")  // false: every terminal combines it
    _ = (joined, accent)
  }
}
