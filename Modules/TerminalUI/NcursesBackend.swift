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

/// The real terminal, through ncurses: wide-character output, default colors (or none), one
/// `doupdate` per frame, and keys read without blocking the main actor.
///
/// The terminal is restored by ``stop()``, and also on SIGTERM, SIGHUP and crashes by a C
/// signal handler that then hands the signal on.
@MainActor
public final class NcursesBackend: TerminalBackend {
  /// Whether the terminal shows UTF-8.
  public let isUnicode: Bool
  private let screen: OpaquePointer
  private let colors: Bool
  private let resizePipe: (read: Int32, write: Int32)
  private var stopped = false

  /// Takes over the terminal. Throws, without touching it, when there is no usable terminal.
  public init(colors: Bool) throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
      throw .noTerminalType
    }
    guard term != "dumb" else { throw .dumbTerminal }
    setlocale(LC_ALL, "")
    isUnicode = String(cString: nl_langinfo(Int32(CODESET))) == "UTF-8"
    // Before newterm: ncurses then leaves these signals to us (it only takes unhandled ones),
    // and the process still ends by the signal, with the terminal restored first.
    ptime_install_restore_handlers()
    guard let screen = newterm(nil, fdopen(STDOUT_FILENO, "w"), fdopen(STDIN_FILENO, "r")) else {
      throw .unknownTerminal(term)
    }
    self.screen = screen
    raw()
    noecho()
    keypad(ptime_stdscr(), true)
    nodelay(ptime_stdscr(), true)
    set_escdelay(25)
    curs_set(0)
    mousemask(ptime_click_mask(), nil)
    mouseinterval(0)
    self.colors = colors && has_colors()
    if self.colors {
      start_color()
      use_default_colors()
      init_pair(1, Int16(COLOR_CYAN), -1)
      init_pair(2, Int16(COLOR_RED), -1)
    }
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    resizePipe = (fds[0], fds[1])
    ptime_watch_resize(fds[1])
  }

  /// Gives the terminal back as it was.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    endwin()
    delscreen(screen)
  }

  public var size: Size {
    Size(columns: Int(ptime_cols()), rows: Int(ptime_lines()))
  }

  public func present(_ grid: Grid) {
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

  public func keys() async -> [Key] {
    while true {
      var keys: [Key] = []
      var character: wint_t = 0
      while true {
        let result = wget_wch(ptime_stdscr(), &character)
        if result == ERR { break }
        if let key = key(result: result, character: character) { keys.append(key) }
      }
      var drained = [UInt8](repeating: 0, count: 64)
      while read(resizePipe.read, &drained, drained.count) > 0 { keys.append(.resize) }
      if !keys.isEmpty { return keys }
      await Self.waitForInput(stdin: STDIN_FILENO, resize: resizePipe.read)
    }
  }

  /// Waits on a dispatch thread, not the main actor, until a key or a resize arrives.
  private static func waitForInput(stdin: Int32, resize: Int32) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        var fds = [
          pollfd(fd: stdin, events: Int16(POLLIN), revents: 0),
          pollfd(fd: resize, events: Int16(POLLIN), revents: 0),
        ]
        _ = poll(&fds, 2, -1)
        continuation.resume()
      }
    }
  }

  private func key(result: Int32, character: wint_t) -> Key? {
    if result == KEY_CODE_YES {
      switch Int32(character) {
      case KEY_UP: return .up
      case KEY_DOWN: return .down
      case KEY_LEFT: return .left
      case KEY_RIGHT: return .right
      case KEY_BTAB: return .backTab
      case KEY_ENTER: return .enter
      case KEY_BACKSPACE: return .backspace
      case KEY_RESIZE: return .resize
      case KEY_MOUSE:
        var event = MEVENT()
        guard getmouse(&event) == OK, ptime_is_click(&event) != 0 else { return nil }
        return .click(column: Int(event.x), row: Int(event.y))
      default: return nil
      }
    }
    switch character {
    case 3: return .controlC
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    default:
      guard let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
      return .character(Character(scalar))
    }
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
