import CNcursesw
import CTerminalShim
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Why the app cannot draw on this terminal.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  case notATerminal
  case noTerminalType
  case dumbTerminal
  case unknownTerminal(String)

  public var description: String {
    switch self {
    case .notATerminal:
      "primetime: standard input and output must be a terminal (try --headless --keys KEYS)"
    case .noTerminalType:
      "primetime: TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)"
    case .dumbTerminal:
      "primetime: TERM=dumb cannot draw screens (try TERM=xterm-256color, or --headless)"
    case .unknownTerminal(let name):
      "primetime: unknown terminal type TERM=\(name) (try TERM=xterm-256color)"
    }
  }
}

/// The real terminal: ncurses draws (wide characters, default colors or none, one `doupdate`
/// per frame); keys are read as raw bytes and parsed by ``KeyParser``, so that sequences
/// ncurses does not know are never misread as Esc plus letters. Reading never blocks the main
/// actor.
///
/// The terminal is restored by ``stop()``. Signals only write their number to a self-pipe that
/// ``keys()`` watches, so that what they ask is done here, never in the middle of a frame: on
/// SIGTERM, SIGHUP, SIGINT and SIGQUIT the terminal is restored and the process ends by the
/// signal; SIGTSTP suspends as Ctrl-Z does; SIGWINCH resizes. A crash restores the terminal in a
/// C handler (bytes and modes saved at startup, no ncurses), then hands the signal on.
@MainActor
public final class NcursesBackend: TerminalBackend {
  public let isUnicode: Bool
  private let screen: OpaquePointer
  private let colors: Bool
  private let signalPipe: (read: Int32, write: Int32)
  private var parser = KeyParser()
  private var stopped = false
  /// Set from giving the terminal to the shell until taking it back: ncurses' next refresh
  /// would take it back on its own, in raw mode, under the shell.
  private var suspended = false

  /// The signals that end the process, once the terminal is restored.
  private static let endingSignals: Set<Int32> = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  /// How long a lone Esc waits for the rest of a sequence before it counts as Esc.
  static let escapeTimeout: Int32 = 25

  /// Takes over the terminal. Throws, without touching it, when there is no usable terminal.
  public init(colors: Bool) throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
      throw .noTerminalType
    }
    guard term != "dumb" else { throw .dumbTerminal }
    isUnicode = localeIsUTF8()
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    signalPipe = (fds[0], fds[1])
    // Before newterm: ncurses then leaves these signals to us (it only takes unhandled ones).
    ptime_install_signal_handlers(fds[1])
    guard let screen = newterm(nil, fdopen(STDOUT_FILENO, "w"), fdopen(STDIN_FILENO, "r")) else {
      // No loop will read the pipe: a SIGTERM must end the process again.
      ptime_remove_signal_handlers()
      throw .unknownTerminal(term)
    }
    self.screen = screen
    ptime_prepare_crash_reset()
    raw()
    noecho()
    curs_set(0)
    self.colors = colors && has_colors()
    if self.colors {
      start_color()
      use_default_colors()
      init_pair(1, Int16(COLOR_CYAN), -1)
      init_pair(2, Int16(COLOR_RED), -1)
    }
    Self.setMouseReporting(true)
  }

  /// Gives the terminal back as it was. A terminal without an alternate screen (vt100, the
  /// Linux console) keeps whatever is drawn, so the screen is cleared first. A SIGTERM, SIGHUP,
  /// SIGINT or SIGQUIT that came since ``keys()`` last looked (while the app saved on its way
  /// out) then ends the process, by that signal.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    leave()
    delscreen(screen)
    ptime_remove_signal_handlers()
    if let ending = drainSignals().first(where: Self.endingSignals.contains) {
      ptime_end_by_signal(ending)
    }
  }

  private func leave() {
    Self.setMouseReporting(false)
    clearWithoutAlternateScreen()
    endwin()
  }

  /// On a terminal without an alternate screen (vt100, the Linux console) what is drawn stays
  /// when the app gives the terminal back, so it is cleared first.
  private func clearWithoutAlternateScreen() {
    guard ptime_has_alternate_screen() == 0 else { return }
    werase(ptime_stdscr())
    wrefresh(ptime_stdscr())
  }

  public var size: Size {
    Size(columns: Int(ptime_cols()), rows: Int(ptime_lines()))
  }

  public func present(_ grid: Grid) {
    guard !suspended, !stopped else { return }
    werase(ptime_stdscr())
    for (row, cells) in grid.rows.enumerated() {
      var column = 0
      while column < cells.count {
        let style = cells[column].style
        var text = ""
        let start = column
        while column < cells.count, cells[column].style == style {
          if let character = cells[column].character { text.append(character) }
          column += 1
        }
        attrset(attributes(style))
        mvaddstr(Int32(row), Int32(start), text)
      }
    }
    attrset(0)
    wnoutrefresh(ptime_stdscr())
    doupdate()
  }

  public func invalidate() {
    guard !stopped else { return }
    clearok(ptime_curscr(), true)
  }

  /// Gives the terminal back and stops the whole job, as a shell's Ctrl-Z does (see
  /// `ptime_stop_job`); returns once the job is continued (`fg`), with the terminal taken back
  /// and the next frame to be drawn whole. Nothing of the app runs meanwhile: the process is
  /// stopped.
  public func suspend() {
    guard !stopped else { return }
    suspended = true
    leave()
    ptime_stop_job()
    takeBack()
    suspended = false
  }

  /// After a suspension: ncurses takes the terminal back on the next refresh, at the size it
  /// has now; all of it is redrawn, and the mouse reported again.
  private func takeBack() {
    Self.setMouseReporting(true)
    refresh()
    followResize()
  }

  /// Makes ncurses' screen the terminal's size. The terminal reflowed or cut what it showed, so
  /// ncurses' idea of the screen is stale: the next frame is drawn whole.
  private func followResize() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if ptime_terminal_size(STDOUT_FILENO, &rows, &columns) == 0 { resize_term(rows, columns) }
    invalidate()
  }

  /// Waits for keys; does what a signal asked meanwhile: a suspension or a resize comes back as
  /// ``Key/resize``, so that the app draws a whole frame, and an ending signal ends the process
  /// once the terminal is restored.
  public func keys() async -> [Key] {
    while true {
      var keys: [Key] = []
      let signals = drainSignals()
      if let ending = signals.first(where: Self.endingSignals.contains) {
        stop()
        ptime_end_by_signal(ending)
      }
      if signals.contains(SIGTSTP) {
        suspend()
        keys.append(.resize)
      } else if signals.contains(SIGWINCH) {
        followResize()
        keys.append(.resize)
      }
      switch readAvailable() {
      case .ended: return keys
      case .bytes(let bytes): keys += parser.feed(bytes)
      case .none: break
      }
      if parser.isAwaitingMore {
        if await Self.waitForInput(
          stdin: STDIN_FILENO, signals: signalPipe.read, timeout: Self.escapeTimeout)
        {
          if keys.isEmpty { continue }
        } else {
          keys += parser.flush()
        }
      }
      if !keys.isEmpty { return keys }
      _ = await Self.waitForInput(stdin: STDIN_FILENO, signals: signalPipe.read, timeout: -1)
    }
  }

  private enum Input { case none, bytes([UInt8]), ended }

  /// The bytes waiting on standard input, without blocking.
  private func readAvailable() -> Input {
    var bytes: [UInt8] = []
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while poll(&descriptor, 1, 0) > 0 {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count <= 0 { return bytes.isEmpty ? .ended : .bytes(bytes) }
      bytes += buffer[0..<count]
    }
    return bytes.isEmpty ? .none : .bytes(bytes)
  }

  /// The signals that came since the last call (each once, however often it came).
  private func drainSignals() -> Set<Int32> {
    var drained = [UInt8](repeating: 0, count: 64)
    var signals: Set<Int32> = []
    while true {
      let count = read(signalPipe.read, &drained, drained.count)
      guard count > 0 else { return signals }
      for byte in drained[0..<count] { signals.insert(Int32(byte)) }
    }
  }

  /// Waits on a thread of its own, neither the main actor nor one of the few threads that run
  /// every task (an endless wait there would leave the tasks one thread short), until a key or
  /// a signal arrives, or `timeout` milliseconds pass (-1: no limit). Returns whether something
  /// arrived.
  private static func waitForInput(stdin: Int32, signals: Int32, timeout: Int32) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Thread.detachNewThread {
        var fds = [
          pollfd(fd: stdin, events: Int16(POLLIN), revents: 0),
          pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
        ]
        continuation.resume(returning: poll(&fds, 2, timeout) > 0)
      }
    }
  }

  /// Asks the terminal to report mouse clicks and the wheel (SGR encoding), or to stop.
  private static func setMouseReporting(_ on: Bool) {
    let sequence = on ? "\u{1B}[?1000h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1000l"
    fflush(nil)
    _ = sequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }

  private func attributes(_ style: Style) -> Int32 {
    var attributes: Int32 = 0
    if style.contains(.bold) { attributes |= ptime_a_bold() }
    if style.contains(.reverse) { attributes |= ptime_a_reverse() }
    if style.contains(.dim) { attributes |= ptime_a_dim() }
    if colors && style.contains(.accent) { attributes |= ptime_color_pair(1) }
    if colors && style.contains(.error) { attributes |= ptime_color_pair(2) }
    return attributes
  }
}
