import CTerminalShim
import Foundation

/// The accessible terminal: no screen drawn, no alternate screen, no cursor addressing, no
/// colour. What the app says (``TerminalView/describe()``, through ``Narration``) is appended
/// to the terminal as plain lines, which a screen reader reads in order and a braille display
/// follows. Keys are read raw, as ``NcursesBackend`` reads them, so every key does what it does
/// on the screen.
///
/// ```swift
/// let backend = try LineBackend()
/// defer { backend.stop() }
/// let app = TerminalApp<CounterView>(store: store, backend: backend)
/// await app.run()
/// ```
///
/// ``stop()`` puts the terminal's modes back. SIGTERM, SIGHUP, SIGINT and SIGQUIT put them
/// back and end the process by the signal; SIGTSTP and Ctrl-Z stop the job as a shell's
/// Ctrl-Z does.
@MainActor
public final class LineBackend: TerminalBackend {
  public var size: Size {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard terminalui_terminal_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0
    else { return Size(columns: 80, rows: 24) }
    return Size(columns: Int(columns), rows: Int(rows))
  }
  public let isUnicode: Bool
  public var speaks: Bool { true }
  private let input = TerminalInput()
  private var modes = termios()
  private var stopped = false

  /// Takes the terminal's keys. Throws, without touching it, without a terminal on standard
  /// input and output.
  public init() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    isUnicode = localeIsUTF8()
    terminalui_install_signal_handlers(input.signalPipe.write)
    tcgetattr(STDIN_FILENO, &modes)
    takeKeys()
  }

  /// Keys one at a time, unechoed, Ctrl-C and Ctrl-Z as keys; output as it was, so that a
  /// line ends where the terminal expects.
  private func takeKeys() {
    var raw = modes
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
  }

  /// Puts the terminal's modes back; an ending signal that came meanwhile then ends the
  /// process by it.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    terminalui_remove_signal_handlers()
    input.endIfSignaled()
  }

  /// Nothing is drawn: what changed is said instead (``speak(_:)``).
  public func present(_ grid: Grid) {}

  /// Appends `line` to the terminal, with only printable text and a newline.
  public func speak(_ line: String) {
    guard !stopped else { return }
    FileHandle.standardOutput.write(Data((Self.printable(line) + "\n").utf8))
  }

  /// `line` without its control characters, C0 or C1 (0x9B is a CSI to some terminals), so
  /// that a name read from a file cannot move the cursor or change the colours.
  nonisolated static func printable(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
  }

  public func keys() async -> [Key] {
    await input.keys(stop: stop, suspend: suspend, resize: {})
  }

  public func invalidate() {}

  /// Gives the terminal its modes back and stops the job; takes the keys again once continued.
  public func suspend() {
    guard !stopped else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    terminalui_stop_job()
    takeKeys()
  }
}
