/// Whether ``NcursesBackend`` wraps each frame in a synchronized update (DEC private mode 2026:
/// `ESC [ ? 2026 h`, the frame, `ESC [ ? 2026 l`), so that the terminal shows the frame all at
/// once and never half of it.
///
/// Support is read from the terminal's terminfo entry (its extended `Sync` capability, whose
/// strings are then the brackets), or set by the user (`TERMINALUI_SYNC`), never asked of the
/// terminal: the answer to a query (DECRQM, `CSI ? 2026 $ p`) would arrive on standard input among the keys, after a
/// delay with no bound (an ssh link), or never (a terminal that does not know the query stays
/// silent, as tmux 3.3a does). Waiting for it delays the first frame, and a reply that comes
/// after the wait has ended, in two pieces more than ``KeyParser``'s Esc timeout apart, would
/// read as Esc followed by the keys `[?2026;2$y`, of which `2` switches tabs. A wrong guess
/// without a query costs little: without the brackets a frame is drawn as before.
///
/// ```swift
/// let sync = SynchronizedOutput(environment: ProcessInfo.processInfo.environment)
/// let backend = try NcursesBackend(colors: true, synchronizedOutput: sync)
/// ```
public enum SynchronizedOutput: Equatable, Sendable {
  /// Where the terminal's terminfo entry has `Sync`, the extended capability tmux also reads to
  /// synchronize its own drawing (ncurses 6.4's xterm-256color and tmux-256color have none).
  case terminfo
  /// Always: `Sync`'s brackets where the entry has it, else mode 2026's. A terminal that does not
  /// know the mode ignores it.
  case on
  /// Never.
  case off

  /// What the environment asks for: `TERMINALUI_SYNC=1` (``environmentVariable``) turns
  /// synchronized output on (a terminal that supports it under a terminfo entry that does not say
  /// so, as most do under `TERM=xterm-256color`), `TERMINALUI_SYNC=0` off; unset or any other
  /// value leaves it to terminfo.
  ///
  /// ```swift
  /// let on = SynchronizedOutput(environment: ["TERMINALUI_SYNC": "1"])  // .on
  /// let off = SynchronizedOutput(environment: ["TERMINALUI_SYNC": "0"])  // .off
  /// let unset = SynchronizedOutput(environment: [:])  // .terminfo
  /// ```
  public init(environment: [String: String]) {
    switch environment[Self.environmentVariable] {
    case "1": self = .on
    case "0": self = .off
    default: self = .terminfo
    }
  }

  /// The environment variable that turns synchronized output on (`1`) or off (`0`) for any app
  /// on the kit.
  public static let environmentVariable = "TERMINALUI_SYNC"

  /// The brackets of mode 2026, for a terminal whose entry has no `Sync`.
  static let mode2026 = (begin: "\u{1B}[?2026h", end: "\u{1B}[?2026l")
}
