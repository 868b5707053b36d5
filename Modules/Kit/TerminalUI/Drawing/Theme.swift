/// How a token is drawn: a foreground, a background (`nil`: the terminal's own) and attributes.
///
/// ```swift
/// let warning = Appearance(foreground: .rgb(0xD7, 0xAF, 0x00), attributes: .bold)
/// ```
public struct Appearance: Hashable, Sendable {
  public var foreground: Color?
  public var background: Color?
  /// Attributes (``Style/bold``, ``Style/dim``, ``Style/italic``…) the token adds.
  public var attributes: Style

  public init(foreground: Color? = nil, background: Color? = nil, attributes: Style = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes.attributes
  }
}

/// What each of a style's tokens looks like: the kit's ``dark`` and ``light``, or an app's own
/// (``adding(_:)``). The user picks one (`--theme`, or `TERMINALUI_THEME`); the backend draws
/// its colours at the depth the terminal has (``ColorDepth``), and only its attributes where it
/// has none.
///
/// An app's own token (``Style/custom(_:)``), and a theme that draws it:
///
/// ```swift
/// extension Style {
///   static let expiring = Style.custom(0)
/// }
/// ```
///
/// ```swift
/// let pantry = Theme.dark.adding([.expiring: Appearance(foreground: .rgb(0xFF, 0x87, 0x00))])
/// let attributes = pantry.appearance(of: [.expiring, .bold]).attributes  // .bold
/// ```
public struct Theme: Hashable, Sendable {
  /// The theme's name, as `--theme` takes it.
  public var name: String
  /// Each token's appearance.
  public var tokens: [Style: Appearance]

  public init(name: String, tokens: [Style: Appearance]) {
    self.name = name
    self.tokens = tokens
  }

  /// This theme with `tokens` added, or changed where it had them: an app's own.
  public func adding(_ tokens: [Style: Appearance]) -> Theme {
    Theme(name: name, tokens: self.tokens.merging(tokens) { $1 })
  }

  /// How `style` is drawn: its own attributes, and each of its tokens' appearance in
  /// ``Style/tokens``' order, a later token's colours over an earlier one's.
  public func appearance(of style: Style) -> Appearance {
    var appearance = Appearance(attributes: style.attributes)
    for token in style.tokens {
      guard let own = tokens[token] else { continue }
      appearance.foreground = own.foreground ?? appearance.foreground
      appearance.background = own.background ?? appearance.background
      appearance.attributes.formUnion(own.attributes)
    }
    return appearance
  }

  /// The kit's themes, by name.
  public static let all = [dark, light]

  /// For a dark background: light, saturated colours.
  public static let dark = Theme(
    name: "dark",
    tokens: [
      .accent: Appearance(foreground: .rgb(0x00, 0xD7, 0xD7)),
      .error: Appearance(foreground: .rgb(0xFF, 0x5F, 0x5F)),
      .warning: Appearance(foreground: .rgb(0xFF, 0xD7, 0x00)),
      .success: Appearance(foreground: .rgb(0x5F, 0xD7, 0x5F)),
      .muted: Appearance(attributes: .dim),
      .added: Appearance(foreground: .rgb(0x5F, 0xD7, 0x5F)),
      .removed: Appearance(foreground: .rgb(0xFF, 0x5F, 0x5F)),
    ])

  /// For a light background: dark colours, which stay readable on white.
  public static let light = Theme(
    name: "light",
    tokens: [
      .accent: Appearance(foreground: .rgb(0x00, 0x87, 0x87)),
      .error: Appearance(foreground: .rgb(0xAF, 0x00, 0x00)),
      .warning: Appearance(foreground: .rgb(0xAF, 0x87, 0x00)),
      .success: Appearance(foreground: .rgb(0x00, 0x87, 0x00)),
      .muted: Appearance(attributes: .dim),
      .added: Appearance(foreground: .rgb(0x00, 0x87, 0x00)),
      .removed: Appearance(foreground: .rgb(0xAF, 0x00, 0x00)),
    ])
}
