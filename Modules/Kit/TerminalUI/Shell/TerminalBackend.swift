import Foundation

/// Where the app's screens go and its keys come from: a real terminal (``NcursesBackend``) or
/// memory (``InMemoryBackend``), so the same event loop runs in both.
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The terminal's current size.
  var size: Size { get }
  /// Whether the terminal shows UTF-8; ASCII glyphs are drawn otherwise.
  var isUnicode: Bool { get }
  /// Shows `grid`.
  func present(_ grid: Grid)
  /// Waits for the next keys; an empty array means input has ended.
  func keys() async -> [Key]
  /// Forgets what the screen shows, so the next ``present(_:)`` draws every cell again.
  func invalidate()
  /// Gives the terminal back to the shell and stops the job until it is continued (`fg`);
  /// returns then, with the terminal taken back and the next ``present(_:)`` to draw every cell.
  func suspend()
  /// Whether the app is heard rather than seen (the accessible mode): it then says what
  /// changed (``speak(_:)``) instead of presenting frames.
  var speaks: Bool { get }
  /// Says `line`: appends it to the terminal, for a screen reader to read.
  func speak(_ line: String)
}

extension TerminalBackend {
  public var speaks: Bool { false }
  public func speak(_ line: String) {}
}

/// A backend in memory: scripted keys in, presented grids kept; for tests and `--headless`.
///
/// ```swift
/// let backend = InMemoryBackend(size: Size(columns: 80, rows: 24), keys: try Key.parse("2"))
/// ```
@MainActor
public final class InMemoryBackend: TerminalBackend {
  public var size: Size
  public let isUnicode: Bool
  /// Every grid presented, oldest first.
  public private(set) var presented: [Grid] = []
  /// How many times the screen was invalidated and the app suspended.
  public private(set) var invalidations = 0
  public private(set) var suspensions = 0
  private var pending: [Key]
  /// Whether the app is heard: what it says is kept in ``spoken`` instead of frames.
  public let speaks: Bool
  /// Every line said, oldest first.
  public private(set) var spoken: [String] = []

  public init(size: Size, keys: [Key], isUnicode: Bool = true, speaks: Bool = false) {
    self.size = size
    self.pending = keys
    self.isUnicode = isUnicode
    self.speaks = speaks
  }

  public func speak(_ line: String) {
    spoken.append(line)
  }

  public func present(_ grid: Grid) {
    presented.append(grid)
  }

  /// Adds `keys` to those still to come: a headless script's keys after a `<wait …>`.
  ///
  /// ```swift
  /// backend.feed(try Key.parse("q"))
  /// ```
  public func feed(_ keys: [Key]) {
    pending += keys
  }

  /// One key at a time, so that each key sees the state the previous one left.
  public func keys() async -> [Key] {
    guard !pending.isEmpty else { return [] }
    return [pending.removeFirst()]
  }

  public func invalidate() { invalidations += 1 }
  /// Counts the suspension; the job is continued at once.
  public func suspend() {
    suspensions += 1
  }
}

/// Whether the C library's locale (from `LANG`, `LC_ALL`, `LC_CTYPE`) encodes text as UTF-8.
///
/// ```swift
/// let isUTF8 = localeIsUTF8()  // false under LANG=C
/// ```
public func localeIsUTF8() -> Bool {
  setlocale(LC_ALL, "")
  return String(cString: nl_langinfo(Int32(CODESET))) == "UTF-8"
}

/// Whether the kit's Unicode glyphs (lines, the braille spinner, emoji) can be shown: the
/// locale is UTF-8 and the terminal is not the Linux console (`TERM=linux`), whose font has
/// neither braille nor emoji. What decides between Unicode and ASCII glyphs, in a terminal or
/// headless, so that both draw the same screen.
///
/// ```swift
/// let glyphs = Glyphs(isUnicode: terminalShowsUnicode())
/// ```
public func terminalShowsUnicode(
  term: String? = ProcessInfo.processInfo.environment["TERM"], isUTF8: Bool = localeIsUTF8()
) -> Bool {
  isUTF8 && term != "linux"
}
