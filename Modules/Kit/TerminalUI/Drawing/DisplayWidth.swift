import CTerminalShim

/// How many terminal columns text takes: the kit's one width model, which the ``Grid``, every
/// "…" cut, ``TextField`` and ``List``'s filter all measure with.
///
/// A character (a grapheme cluster) takes the sum of its code points' widths as the C library's
/// `wcwidth` gives them in a UTF-8 locale: the measure ncurses draws by and most terminals
/// (xterm, tmux, the Linux console) place text by. The widths come from the C library at first
/// use, never from a table kept by hand. A cluster some terminals draw narrower or wider than
/// that (an emoji joined by U+200D, one with a skin tone, a presentation selector or a flag; see
/// ``isUncertain(_:)``) is still given that many columns: the backend draws the cells after it
/// where this model says, whatever the terminal makes of the cluster itself.
///
/// ```swift
/// let party = DisplayWidth.of("🎉")  // 2
/// let accented = DisplayWidth.of("e\u{301}")  // 1: "é" with a combining accent
/// let wide = DisplayWidth.of("素数")  // 4
/// let joined = DisplayWidth.of("👩‍🔬")  // 4: 👩 and 🔬 (2 each), joined by U+200D (0)
/// ```
public enum DisplayWidth {
  /// The columns one character (grapheme cluster) takes: 0 for a control or a lone combining
  /// mark, else the sum of its code points' widths.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let only = scalars.first { return of(only) }
    return scalars.reduce(0) { $0 + of($1) }
  }

  /// The columns a string takes.
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ isPrintableASCII(UInt32($0)) }) { return text.utf8.count }
    return text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// The columns one code point takes: `wcwidth`'s answer, 0 where it has none (a control).
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    if scalar.isASCII { return isPrintableASCII(scalar.value) ? 1 : 0 }
    return Int(table.width(scalar.value))
  }

  /// Whether terminals differ on how wide `character` is drawn, so that the cells after it
  /// may land elsewhere than this model says unless they are placed by position: a cluster of
  /// more than one code point holding a zero-width joiner (👩‍🔬, which tmux draws in 2 columns
  /// and xterm in 4), a variation selector (❤️, ⌚︎), a skin-tone modifier (👍🏽), regional
  /// indicators (🇯🇵) or tag characters (a subdivision flag).
  ///
  /// ```swift
  /// let joined = DisplayWidth.isUncertain("👩‍🔬")  // true
  /// let accent = DisplayWidth.isUncertain("e\u{301}")  // false: every terminal combines it
  /// ```
  public static func isUncertain(_ character: Character) -> Bool {
    // A selector or a joiner takes 3 bytes and a modifier, a flag letter or a tag 4, so a
    // cluster with one and a base has 4 or more: most of a frame is answered by its length.
    if character.utf8.count < 4 { return false }
    let scalars = character.unicodeScalars
    guard scalars.count > 1 else { return false }
    return scalars.contains { scalar in
      switch scalar.value {
      case 0x200D, 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F:
        true
      default:
        false
      }
    }
  }

  private static func isPrintableASCII(_ value: UInt32) -> Bool {
    (0x20..<0x7F).contains(value)
  }

  /// The widths of every code point, read once from the C library.
  private static let table = WidthTable()
}

/// Every code point's width, as `wcwidth` gives it in a UTF-8 locale: one byte per code point
/// (1.1 MB), so that a lookup is an index, read at first use (3 ms here).
///
/// The locale is set for the reading thread alone (`uselocale`), so the process's own is never
/// changed. Where no UTF-8 locale is installed, the widths come from Unicode's properties
/// instead (emoji presentation takes 2): the nearest the standard library can say, where
/// ncurses could not draw wide text anyway.
private struct WidthTable: Sendable {
  private let widths: [UInt8]

  init() {
    var widths = [UInt8](repeating: 0, count: 0x11_0000)
    let read = widths.withUnsafeMutableBufferPointer {
      terminalui_code_point_widths($0.baseAddress, $0.count)
    }
    self.widths =
      read == 0
      ? widths
      : (0..<0x11_0000).map { Unicode.Scalar(UInt32($0)).map(Self.widthFromProperties) ?? 0 }
  }

  func width(_ value: UInt32) -> UInt8 {
    value < widths.count ? widths[Int(value)] : 0
  }

  private static func widthFromProperties(_ scalar: Unicode.Scalar) -> UInt8 {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control, .surrogate: return 0
    case .format where scalar.value != 0xAD: return 0
    default: break
    }
    return scalar.properties.isEmojiPresentation ? 2 : 1
  }
}
