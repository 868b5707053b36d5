/// How a cell is drawn: attributes (``bold``, ``reverse``, ``dim``, ``italic``,
/// ``underline``, ``strikethrough``) and semantic tokens (``accent``, ``error``, ``warning``, ``success``,
/// ``muted``, ``added``, ``removed``, and an app's own, ``custom(_:)``), which a ``Theme`` turns
/// into colours and more attributes. A view says what a cell means; the theme, and what the
/// terminal can show, decide its colour.
///
/// ```swift
/// canvas.write("Saved.", row: 0, in: rect, style: .success)
/// canvas.write("- 7", row: 1, in: rect, style: .removed)
/// canvas.write("Milk", row: 2, in: rect, style: [.muted, .italic])
/// ```
public struct Style: OptionSet, Equatable, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  // Attributes: drawn as they are, whatever the theme.
  public static let bold = Style(rawValue: 1 << 0)
  public static let reverse = Style(rawValue: 1 << 1)
  public static let dim = Style(rawValue: 1 << 2)
  public static let italic = Style(rawValue: 1 << 5)
  public static let underline = Style(rawValue: 1 << 6)
  /// Struck through, where the terminal's entry says how (`smxx`); else drawn without it.
  public static let strikethrough = Style(rawValue: 1 << 12)

  // Tokens: the theme says how each is drawn.
  /// What the eye should find: a key letter, a filter, a running timer.
  public static let accent = Style(rawValue: 1 << 3)
  /// What failed.
  public static let error = Style(rawValue: 1 << 4)
  /// What may need the user, but did not fail: a slow file, a notice.
  public static let warning = Style(rawValue: 1 << 7)
  /// What went right: saved, found, done.
  public static let success = Style(rawValue: 1 << 8)
  /// What matters less: a done item, a hint.
  public static let muted = Style(rawValue: 1 << 9)
  /// A line a change added (a diff's `+`).
  public static let added = Style(rawValue: 1 << 10)
  /// A line a change removed (a diff's `-`).
  public static let removed = Style(rawValue: 1 << 11)

  /// An app's own token, `index` 0 to 7, which its theme gives an appearance
  /// (``Theme/adding(_:)``).
  ///
  /// ```swift
  /// extension Style {
  ///   static let expiring = Style.custom(0)
  /// }
  /// ```
  public static func custom(_ index: Int) -> Style {
    precondition((0..<8).contains(index), "an app has tokens 0 to 7")
    return Style(rawValue: 1 << (24 + UInt32(index)))
  }

  /// The attributes in this style, without its tokens.
  public var attributes: Style {
    intersection([.bold, .reverse, .dim, .italic, .underline, .strikethrough])
  }

  /// The tokens in this style, one each, in the order a theme applies them: a later one's
  /// colours win (an error that is also an accent is drawn as an error).
  public var tokens: [Style] {
    (Self.builtInTokens + (0..<8).map(Style.custom)).filter { contains($0) }
  }

  static let builtInTokens: [Style] = [
    .muted, .accent, .success, .added, .removed, .warning, .error,
  ]
}

extension Style: CustomStringConvertible {
  /// The styles' names, as a test's message says them: `reverse`, `[bold, error]`.
  public var description: String {
    let named: [(Style, String)] = [
      (.bold, "bold"), (.reverse, "reverse"), (.dim, "dim"), (.italic, "italic"),
      (.underline, "underline"), (.strikethrough, "strikethrough"), (.accent, "accent"),
      (.error, "error"), (.warning, "warning"), (.success, "success"), (.muted, "muted"),
      (.added, "added"), (.removed, "removed"),
    ]
    let names =
      named.filter { contains($0.0) }.map(\.1)
      + (0..<8).filter { contains(.custom($0)) }.map { "custom(\($0))" }
    return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
  }
}
