/// How many terminal columns text takes, computed from Unicode properties in Swift so that it
/// does not depend on the C library's locale tables (`wcwidth`).
///
/// ```swift
/// DisplayWidth.of("🎉")   // 2
/// DisplayWidth.of("e\u{301}")  // 1: "é" with a combining accent
/// DisplayWidth.of("素数")  // 4
/// ```
public enum DisplayWidth {
  /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    // Most of a frame is ASCII: answer it without Unicode property lookups.
    if first.isASCII, character.utf8.count == 1 { return isPrintableASCII(first.value) ? 1 : 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return 0
    default:
      break
    }
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
    {
      return 2
    }
    return isWide(first.value) ? 2 : 1
  }

  /// The columns a string takes.
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ isPrintableASCII(UInt32($0)) }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  private static func isPrintableASCII(_ value: UInt32) -> Bool {
    (0x20..<0x7F).contains(value)
  }

  /// East Asian Wide and Fullwidth ranges.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
