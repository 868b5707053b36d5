import Testing

@testable import TerminalUI

/// Styles are tokens a theme colours, at the depth the terminal has.
@Suite struct ThemeTests {
  /// A letter marked in an error's text is an error and an accent at once: drawn in the error's
  /// colour, with both styles' attributes.
  @Test func aLaterTokensColourWinsAndAttributesAddUp() {
    let appearance = Theme.dark.appearance(of: [.error, .accent, .bold, .reverse])
    #expect(appearance.foreground == Theme.dark.tokens[.error]?.foreground)
    #expect(appearance.attributes == [.bold, .reverse])
    #expect(Theme.dark.appearance(of: [.accent, .bold]).foreground == .rgb(0x00, 0xD7, 0xD7))
    #expect(
      Theme.dark.appearance(of: [.bold, .reverse]) == Appearance(attributes: [.bold, .reverse]))
    #expect(Theme.light.appearance(of: .muted).attributes == .dim)
  }

  /// Every token the kit names has an appearance in both themes, and the two differ in colour.
  @Test func bothThemesDrawEveryToken() {
    for token in Style.builtInTokens {
      let (dark, light) = (Theme.dark.tokens[token], Theme.light.tokens[token])
      #expect(dark != nil && light != nil, "\(token)")
      if dark?.foreground != nil { #expect(dark?.foreground != light?.foreground, "\(token)") }
    }
  }

  /// An app's token, added to a theme, is drawn as the app says; a test names it as a style.
  @Test func anAppBringsATokenOfItsOwn() {
    let expiring = Style.custom(0)
    let theme = Theme.dark.adding([expiring: Appearance(foreground: .yellow, attributes: .bold)])
    #expect(theme.appearance(of: expiring) == Appearance(foreground: .yellow, attributes: .bold))
    #expect(Theme.dark.appearance(of: expiring) == Appearance())
    #expect(Style([expiring, .bold]).description == "[bold, custom(0)]")
    var grid = Grid(size: Size(columns: 6, rows: 1))
    grid.write("milk", row: 0, column: 1, style: expiring)
    #expect(grid.styleMask(expiring) == " ^^^^")
  }

  /// Each depth takes the nearest colour it has: 24-bit as it is, the 256's cube or grey, the
  /// sixteen, the eight; none without colour.
  @Test func aColourIsDowngradedToWhatTheTerminalHas() {
    let leaf = Color.rgb(0x5F, 0xD7, 0x5F)
    #expect(leaf.number(at: .direct) == 0x5FD75F)
    #expect(leaf.number(at: .indexed) == 77)
    #expect(leaf.number(at: .sixteen) == 10)
    #expect(leaf.number(at: .eight) == 2)
    #expect(leaf.number(at: .none) == nil)
    #expect(Color.rgb(0x80, 0x80, 0x80).number(at: .indexed) == 244)
    // A soft green is green at every depth, not the grey nearest it.
    #expect(Color.rgb(0x5F, 0xAF, 0x5F).number(at: .indexed) == 71)
    #expect(Color.rgb(0x5F, 0xAF, 0x5F).number(at: .eight) == 2)
    #expect(Color.rgb(0xFF, 0x87, 0x00).number(at: .sixteen) == 11)
    #expect(Color.rgb(0xFF, 0x5F, 0x5F).number(at: .eight) == 1)
    #expect(Color.rgb(0xFF, 0xD7, 0x00).number(at: .eight) == 3)
    #expect(Color.rgb(0x00, 0xD7, 0xD7).number(at: .eight) == 6)
    // A direct-colour terminal reads 0 to 7 as the eight named colours.
    #expect(Color.red.number(at: .direct) == 1)
    #expect(Color.rgb(0, 0, 5).number(at: .direct) == 8)
    #expect(Color.ansi(9).number(at: .eight) == 1)
    #expect(Color.indexed(196).number(at: .indexed) == 196)
  }

  /// Each theme's colours keep their meaning on an eight-colour console: errors red, warnings
  /// yellow, success and added lines green, the accent cyan.
  @Test(arguments: [Theme.dark, Theme.light])
  func eachThemeKeepsItsMeaningInEightColours(theme: Theme) {
    func eight(_ token: Style) -> Int32? {
      theme.tokens[token]?.foreground?.number(at: .eight)
    }
    #expect(eight(.error) == 1)
    #expect(eight(.removed) == 1)
    #expect(eight(.warning) == 3)
    #expect(eight(.success) == 2)
    #expect(eight(.added) == 2)
    #expect(eight(.accent) == 6)
  }

  @Test func theDepthIsWhatTheTerminalsEntrySays() {
    #expect(ColorDepth(colors: 0x100_0000) == .direct)
    #expect(ColorDepth(colors: 256) == .indexed)
    #expect(ColorDepth(colors: 88) == .sixteen)
    #expect(ColorDepth(colors: 8) == .eight)
    #expect(ColorDepth(colors: -1) == .none)
  }
}
