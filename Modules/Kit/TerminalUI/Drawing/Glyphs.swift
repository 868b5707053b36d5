/// The characters the screen is drawn with: Unicode where the terminal shows it, ASCII where it
/// does not (`LANG=C`), so that no line turns into mojibake.
///
/// ```swift
/// let glyphs = Glyphs(isUnicode: false)
/// let text = glyphs.text("Loading lists…")  // "Loading lists..."
/// ```
public struct Glyphs: Equatable, Sendable {
  /// Whether the terminal shows UTF-8.
  public var isUnicode: Bool

  /// Glyphs for a terminal that shows UTF-8, or only ASCII.
  public init(isUnicode: Bool) {
    self.isUnicode = isUnicode
  }

  /// Marks text cut short.
  public var ellipsis: String { isUnicode ? "…" : "..." }
  /// A rule's piece.
  public var horizontal: String { isUnicode ? "─" : "-" }
  /// A box's side.
  public var vertical: String { isUnicode ? "│" : "|" }
  /// Top left, top right, bottom left, bottom right.
  public var corners: (String, String, String, String) {
    isUnicode ? ("┌", "┐", "└", "┘") : ("+", "+", "+", "+")
  }
  /// Up and down: which way a sorted column runs.
  public var arrows: (up: String, down: String) { isUnicode ? ("▲", "▼") : ("^", "v") }
  /// A scrollbar's track and its thumb (see ``Scrollbar``).
  public var scrollbar: (track: String, thumb: String) { isUnicode ? ("│", "█") : ("|", "#") }
  /// A spinner's frames, in order: braille dots, or `|/-\\` in ASCII.
  public var spinnerFrames: [String] {
    isUnicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
  }

  /// `text` as this terminal can show it: unchanged in Unicode; in ASCII, punctuation and
  /// arrows spelled out and anything else outside ASCII replaced by `?`.
  public func text(_ text: String) -> String {
    guard !isUnicode, !text.allSatisfy(\.isASCII) else { return text }
    var result = ""
    for character in text.replacingOccurrences(of: "↑↓", with: "up/dn") {
      if character.isASCII {
        result.append(character)
      } else {
        result += Self.asciiSpellings[character] ?? "?"
      }
    }
    return result
  }

  private static let asciiSpellings: [Character: String] = [
    "…": "...", "—": "-", "–": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "·": "-",
    "↑": "up", "↓": "dn", "←": "<-", "→": "->", "×": "x", "🎉": ":)", "▲": "^", "▼": "v",
  ]
}
