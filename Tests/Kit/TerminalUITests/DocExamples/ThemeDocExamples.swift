// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Theme.swift, compiled; never run.
// `Style.expiring` is declared with the examples of Style.swift.
import TerminalUI

private enum ThemeDocExamples {
  static func appearance() {
    let warning = Appearance(foreground: .rgb(0xD7, 0xAF, 0x00), attributes: .bold)
    _ = warning
  }

  static func theme() {
    let pantry = Theme.dark.adding([.expiring: Appearance(foreground: .rgb(0xFF, 0x87, 0x00))])
    let attributes = pantry.appearance(of: [.expiring, .bold]).attributes  // .bold
    _ = attributes
  }
}
