// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Glyphs.swift, compiled; never run.
import TerminalUI

private enum GlyphsDocExamples {
  static func glyphs() {
    let glyphs = Glyphs(isUnicode: false)
    let text = glyphs.text("Loading lists…")  // "Loading lists..."
    _ = text
  }
}
