import CNcursesw
import CTerminalShim
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Why the app cannot draw on this terminal. Its description names no app: the app says it
/// under its own name.
///
/// ```swift
/// do { backend = try NcursesBackend(colors: true, theme: .dark) } catch {
///   FileHandle.standardError.write(Data("myapp: \(error)\n".utf8))
/// }
/// ```
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  case notATerminal
  case noTerminalType
  case dumbTerminal
  case unknownTerminal(String)

  public var description: String {
    switch self {
    case .notATerminal:
      "standard input and output must be a terminal (try --headless --keys KEYS)"
    case .noTerminalType:
      "TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)"
    case .dumbTerminal:
      "TERM=dumb cannot draw screens (try TERM=xterm-256color, or --headless)"
    case .unknownTerminal(let name):
      "this machine knows neither TERM=\(name) nor \(NcursesBackend.fallbackType) (install "
        + "ncurses' terminal descriptions, e.g. ncurses-base, or set TERMINFO)"
    }
  }
}

/// The real terminal: ncurses draws (wide characters, a ``Theme``'s colours at the depth the
/// terminal has, one `doupdate` per frame); keys are read as raw bytes and parsed by
/// ``KeyParser``, so that sequences ncurses does not know are never misread as Esc plus
/// letters. Reading never blocks the main actor.
///
/// A frame rewrites only the rows that differ from the last one presented, and ncurses writes
/// only the cells of those that changed; a frame like the last writes nothing. A cluster whose
/// width terminals disagree on (``DisplayWidth/isUncertain(_:)``: tmux draws 👩‍🔬 in two
/// columns, ncurses counts four) is given to ncurses as blanks of the ``Grid``'s width, then
/// written by position after the frame, the cursor saved and restored around it: whatever the
/// terminal makes of the cluster, the cells after it stay where the grid has them. Struck text
/// (``Style/strikethrough``, which ncurses has no attribute for) is written over the frame so
/// too, where the terminal's entry has `smxx`. Where the
/// terminal supports it (see ``SynchronizedOutput``) each frame is one synchronized update, so
/// the terminal never shows half of it.
///
/// The terminal is restored by ``stop()``. Signals only write their number to a self-pipe that
/// ``keys()`` watches, so that what they ask is done here, never in the middle of a frame: on
/// SIGTERM, SIGHUP, SIGINT and SIGQUIT the terminal is restored and the process ends by the
/// signal; SIGTSTP suspends as Ctrl-Z does; SIGWINCH resizes. A crash restores the terminal in a
/// C handler (bytes and modes saved at startup, no ncurses), then hands the signal on.
@MainActor
public final class NcursesBackend: TerminalBackend {
  public let isUnicode: Bool
  /// The terminal type drawn for where `TERM` names one this machine has no description of
  /// (a newer terminal's, over SSH): ``fallbackType``; `nil` when `TERM`'s own is used.
  public let drawnAs: String?
  /// What a terminal unknown here is drawn as: nearly every terminal made since speaks it.
  public nonisolated static let fallbackType = "xterm-256color"
  private let screen: OpaquePointer
  /// How many colours the terminal shows, as its entry says; `.none` with colours off.
  public let colorDepth: ColorDepth
  private let theme: Theme
  /// Each style drawn so far, as ncurses' attributes and colour pair, and whether it is struck
  /// through (which ncurses has no attribute for: the overlay draws it).
  private var drawnStyles: [Style: (attributes: UInt32, pair: Int32, isStruck: Bool)] = [:]
  /// The colour pairs made so far, by foreground and background (-1: the terminal's own).
  private var colorPairs: [[Int32]: Int32] = [:]
  /// Whether uncertain clusters are written by position (the terminal can save its cursor).
  private let placesUncertainClusters: Bool
  /// Whether struck text is drawn struck: the terminal can save its cursor and strike (`smxx`).
  private let strikes: Bool
  /// Whether a struck style was ever drawn: until one is, no row is searched for strikes.
  private var hasStruck = false
  private let input = TerminalInput()
  /// What ncurses' standard screen holds: the last grid presented. `nil` when it is to be drawn
  /// whole (at first, after a resize, a suspension or ``invalidate()``).
  private var shown: Grid?
  /// The bytes that begin and end a synchronized update, or `nil` where frames are not
  /// synchronized.
  private let syncBrackets: (begin: String, end: String)?
  private var stopped = false
  /// Set from giving the terminal to the shell until taking it back: ncurses' next refresh
  /// would take it back on its own, in raw mode, under the shell.
  private var suspended = false

  /// Whether the terminal reports the mouse to the app; without, it keeps the mouse for
  /// itself (selecting and copying text).
  private let reportsMouse: Bool

  /// Takes over the terminal. Throws, without touching it, when there is no usable terminal.
  /// With `colors: false` only the theme's attributes are drawn (`NO_COLOR`, `--no-color`);
  /// with `mouse: false` the terminal keeps the mouse (a `--no-mouse` option: select and copy).
  ///
  /// ```swift
  /// let backend = try NcursesBackend(
  ///   colors: true, theme: .light,
  ///   synchronizedOutput: SynchronizedOutput(environment: environment))
  /// defer { backend.stop() }
  /// ```
  public init(
    colors: Bool, theme: Theme = .dark, synchronizedOutput: SynchronizedOutput = .terminfo,
    mouse: Bool = true
  ) throws(TerminalError) {
    self.theme = theme
    reportsMouse = mouse
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
      throw .noTerminalType
    }
    guard term != "dumb" else { throw .dumbTerminal }
    isUnicode = terminalShowsUnicode(term: term)
    // Before newterm: ncurses then leaves these signals to us (it only takes unhandled ones).
    terminalui_install_signal_handlers(input.signalPipe.write)
    let (output, keyboard) = (fdopen(STDOUT_FILENO, "w"), fdopen(STDIN_FILENO, "r"))
    if let screen = newterm(term, output, keyboard) {
      (self.screen, drawnAs) = (screen, nil)
    } else if let screen = newterm(Self.fallbackType, output, keyboard) {
      (self.screen, drawnAs) = (screen, Self.fallbackType)
    } else {
      // No loop will read the pipe: a SIGTERM must end the process again.
      terminalui_remove_signal_handlers()
      throw .unknownTerminal(term)
    }
    syncBrackets = Self.syncBrackets(synchronizedOutput)
    if let end = syncBrackets?.end {
      terminalui_prepare_crash_reset(end)
    } else {
      terminalui_prepare_crash_reset(nil)
    }
    raw()
    noecho()
    curs_set(0)
    // The cursor is hidden: moving it back to where the last write left stdscr's after every
    // frame would only cost bytes.
    leaveok(terminalui_stdscr(), true)
    // Keys are read here, not by ncurses: its check for typed-ahead keys would only write out
    // what a frame has so far whenever one is waiting, splitting the frame in two writes.
    typeahead(-1)
    if colors && has_colors() {
      start_color()
      use_default_colors()
      colorDepth = ColorDepth(colors: Int(terminalui_colors()))
    } else {
      colorDepth = .none
    }
    placesUncertainClusters = terminalui_overlay_supported() != 0
    strikes = placesUncertainClusters && terminalui_has_strikethrough() != 0
    Self.setReporting(on: true, mouse: reportsMouse)
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
    terminalui_remove_signal_handlers()
    input.endIfSignaled()
  }

  private func leave() {
    Self.setReporting(on: false, mouse: reportsMouse)
    clearWithoutAlternateScreen()
    endwin()
  }

  /// On a terminal without an alternate screen (vt100, the Linux console) what is drawn stays
  /// when the app gives the terminal back, so it is cleared first.
  private func clearWithoutAlternateScreen() {
    guard terminalui_has_alternate_screen() == 0 else { return }
    werase(terminalui_stdscr())
    wnoutrefresh(terminalui_stdscr())
    synchronized { doupdate() }
  }

  /// Whether frames are sent as synchronized updates (see ``SynchronizedOutput``).
  public var synchronizesOutput: Bool { syncBrackets != nil }

  public var size: Size {
    Size(columns: Int(terminalui_cols()), rows: Int(terminalui_lines()))
  }

  /// Shows `grid`: rewrites the rows that differ from the last grid presented into ncurses'
  /// standard screen, and ncurses sends the terminal only the cells that changed, as one
  /// synchronized update where the terminal has them. Writes nothing when `grid` is the grid
  /// shown.
  public func present(_ grid: Grid) {
    guard !suspended, !stopped else { return }
    let rows = grid.changedRows(from: shown)
    guard !rows.isEmpty else { return }
    // Drawn whole: the screen may be larger than the grid, or hold what a resize left.
    if shown?.size != grid.size { werase(terminalui_stdscr()) }
    let previous = shown?.size == grid.size ? shown : nil
    var overlay: [RowDrawing.Piece] = []
    for row in rows {
      // Until a struck style has been drawn, no row shown had a strike to look for.
      let drawing = RowDrawing(
        grid.rows[row], row: row, was: hasStruck ? previous?.rows[row] : nil,
        placesUncertainClusters: placesUncertainClusters,
        isStruck: { self.drawnStyle($0).isStruck })
      if drawing.isRedrawnWhole { wredrawln(terminalui_stdscr(), Int32(row), 1) }
      for run in drawing.runs {
        let drawn = drawnStyle(run.style)
        _ = terminalui_attr_set(drawn.attributes, drawn.pair)
        mvaddstr(Int32(row), Int32(run.column), run.text)
      }
      overlay += drawing.overlay
    }
    _ = terminalui_attr_set(0, 0)
    shown = grid
    wnoutrefresh(terminalui_stdscr())
    synchronized {
      doupdate()
      if !overlay.isEmpty { writeOverlay(overlay) }
    }
  }

  /// Writes each piece at its row and column, after ncurses' frame: an uncertain cluster, where
  /// ncurses was given blanks, or a struck run, over what ncurses wrote. The cursor is saved
  /// first and restored last, and the attributes set back to normal, so that ncurses' idea of
  /// the terminal stays true.
  private func writeOverlay(_ pieces: [RowDrawing.Piece]) {
    terminalui_overlay_begin()
    for piece in pieces {
      let drawn = drawnStyle(piece.style)
      terminalui_overlay_text(
        Int32(piece.row), Int32(piece.column), drawn.attributes, drawn.pair,
        drawn.isStruck ? 1 : 0, piece.text)
    }
    var length = 0
    guard let bytes = terminalui_overlay_end(&length) else { return }
    Self.writeToTerminal(UnsafeRawBufferPointer(start: bytes, count: length))
  }

  public func invalidate() {
    guard !stopped else { return }
    clearok(terminalui_curscr(), true)
    shown = nil
  }

  /// Sends what `update` writes (a `doupdate`) as one synchronized update, where the terminal
  /// has them.
  ///
  /// The brackets are written straight to the terminal's descriptor, the one ncurses writes to.
  /// ncurses gathers what it writes in a buffer of its own and empties it before `doupdate`
  /// returns: the beginning, written before `doupdate`, goes out before any byte of the frame
  /// (and before whatever an earlier call left in the buffer), and the end, written after it,
  /// follows the frame's last byte. `putp` would not do: it writes through `putchar` into
  /// stdio's buffer, which ncurses never flushes (the brackets came out at exit, after every
  /// frame).
  private func synchronized(_ update: () -> Void) {
    guard let syncBrackets else { return update() }
    Self.writeToTerminal(syncBrackets.begin)
    update()
    Self.writeToTerminal(syncBrackets.end)
  }

  /// Writes all of `text` to standard output, as ncurses does: again after a signal, and after
  /// waiting when the terminal is not ready for more.
  private static func writeToTerminal(_ text: String) {
    Array(text.utf8).withUnsafeBytes { writeToTerminal($0) }
  }

  private static func writeToTerminal(_ bytes: UnsafeRawBufferPointer) {
    var written = 0
    while written < bytes.count {
      let count = write(STDOUT_FILENO, bytes.baseAddress! + written, bytes.count - written)
      if count > 0 {
        written += count
      } else if errno == EAGAIN {
        var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, -1)
      } else if errno != EINTR {
        return
      }
    }
  }

  /// The brackets of a synchronized update on this terminal, as `mode` asks for them.
  private static func syncBrackets(_ mode: SynchronizedOutput) -> (begin: String, end: String)? {
    var begin = [CChar](repeating: 0, count: 64)
    var end = [CChar](repeating: 0, count: 64)
    func text(_ bytes: [CChar]) -> String {
      String(decoding: bytes.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }
    let terminfo =
      terminalui_sync_brackets(&begin, &end, begin.count) == 0
      ? (begin: text(begin), end: text(end)) : nil
    switch mode {
    case .off: return nil
    case .terminfo: return terminfo
    case .on: return terminfo ?? SynchronizedOutput.mode2026
    }
  }

  /// Gives the terminal back and stops the whole job, as a shell's Ctrl-Z does (see
  /// `terminalui_stop_job`); returns once the job is continued (`fg`), with the terminal taken back
  /// and the next frame to be drawn whole. Nothing of the app runs meanwhile: the process is
  /// stopped.
  public func suspend() {
    guard !stopped else { return }
    suspended = true
    leave()
    terminalui_stop_job()
    takeBack()
    suspended = false
  }

  /// After a suspension: ncurses takes the terminal back on the next refresh, at the size it
  /// has now; all of it is redrawn, and the mouse reported again.
  private func takeBack() {
    Self.setReporting(on: true, mouse: reportsMouse)
    wnoutrefresh(terminalui_stdscr())
    synchronized { doupdate() }
    followResize()
  }

  /// Makes ncurses' screen the terminal's size. The terminal reflowed or cut what it showed, so
  /// ncurses' idea of the screen is stale: the next frame is drawn whole.
  private func followResize() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if terminalui_terminal_size(STDOUT_FILENO, &rows, &columns) == 0 { resize_term(rows, columns) }
    invalidate()
  }

  /// Waits for keys; does what a signal asked meanwhile: a suspension or a resize comes back as
  /// ``Key/resize``, so that the app draws a whole frame, and an ending signal ends the process
  /// once the terminal is restored.
  public func keys() async -> [Key] {
    await input.keys(stop: stop, suspend: suspend, resize: followResize)
  }

  /// Asks the terminal to bracket pastes (so that a paste is one ``Key/paste(_:)``, not the
  /// keys its text names) and, with `mouse`, to report clicks and the wheel (SGR encoding); or
  /// to stop.
  private static func setReporting(on: Bool, mouse: Bool) {
    let paste = on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
    let clicks = on ? "\u{1B}[?1000h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1000l"
    let sequence = mouse ? paste + clicks : paste
    fflush(nil)
    _ = sequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }

  /// How `style` is drawn here: the theme's appearance of it, as ncurses' attributes and a
  /// colour pair at the terminal's depth (0, the terminal's own colours, once pairs run out).
  private func drawnStyle(_ style: Style) -> (attributes: UInt32, pair: Int32, isStruck: Bool) {
    if let drawn = drawnStyles[style] { return drawn }
    let appearance = theme.appearance(of: style)
    var attributes: Int32 = 0
    let named: [(Style, Int32)] = [
      (.bold, terminalui_a_bold()), (.reverse, terminalui_a_reverse()), (.dim, terminalui_a_dim()),
      (.italic, terminalui_a_italic()), (.underline, terminalui_a_underline()),
    ]
    for (attribute, bits) in named where appearance.attributes.contains(attribute) {
      attributes |= bits
    }
    let colors = [
      appearance.foreground?.number(at: colorDepth) ?? -1,
      appearance.background?.number(at: colorDepth) ?? -1,
    ]
    var pair: Int32 = 0
    if colors != [-1, -1] {
      if let made = colorPairs[colors] {
        pair = made
      } else if colorPairs.count + 1 < terminalui_color_pairs() {
        pair = Int32(colorPairs.count + 1)
        init_extended_pair(pair, colors[0], colors[1])
        colorPairs[colors] = pair
      }
    }
    let isStruck = strikes && appearance.attributes.contains(.strikethrough)
    hasStruck = hasStruck || isStruck
    let drawn = (UInt32(bitPattern: attributes), pair, isStruck)
    drawnStyles[style] = drawn
    return drawn
  }
}

/// How the backend draws one row of a grid: the runs of one style it gives ncurses, and the
/// pieces it writes itself after ncurses' frame. A cluster terminals measure differently
/// (``DisplayWidth/isUncertain(_:)``) is blanks in its run and a piece of its own; a struck run
/// (ncurses has no attribute for it) is ncurses' text and a piece over it, split at such
/// clusters. A row that had a strike is redrawn whole (``isRedrawnWhole``), so that no strike
/// outlives its cell where ncurses sees the same character and attributes.
struct RowDrawing {
  /// Text written by position after ncurses' frame.
  struct Piece: Equatable {
    var row: Int
    var column: Int
    var text: String
    var style: Style
  }

  /// The row's cells in runs of one style: what ncurses is given, from `column`.
  private(set) var runs: [(column: Int, text: String, style: Style)] = []
  private(set) var overlay: [Piece] = []
  /// Whether ncurses is to write the whole row again: the row had a strike.
  let isRedrawnWhole: Bool

  /// The drawing of `cells`, row `row`, where `was` was shown (`nil`: nothing known);
  /// `isStruck` says whether a style is drawn struck through on this terminal.
  init(
    _ cells: [Cell], row: Int, was: [Cell]?, placesUncertainClusters: Bool,
    isStruck: (Style) -> Bool
  ) {
    isRedrawnWhole = was.map { Self.hasStrike($0, isStruck: isStruck) } ?? false
    var column = 0
    while column < cells.count {
      let style = cells[column].style
      let struckRun = isStruck(style)
      var text = ""
      let start = column
      // What the overlay writes of a struck run: its text between uncertain clusters.
      var struck = (column: start, text: "")
      while column < cells.count, cells[column].style == style {
        let cell = cells[column]
        if let character = cell.character {
          if placesUncertainClusters, DisplayWidth.isUncertain(character) {
            if !struck.text.isEmpty {
              overlay.append(Piece(row, struck.column, struck.text, style))
            }
            struck = (column + cell.width, "")
            overlay.append(Piece(row, column, String(character), style))
            text.append(String(repeating: " ", count: cell.width))
          } else {
            text.append(character)
            if struckRun { struck.text.append(character) }
          }
        }
        column += 1
      }
      if !struck.text.isEmpty { overlay.append(Piece(row, struck.column, struck.text, style)) }
      runs.append((start, text, style))
    }
  }

  /// Whether a cell of `cells` is struck: a style asked once a run.
  private static func hasStrike(_ cells: [Cell], isStruck: (Style) -> Bool) -> Bool {
    var last: Style?
    for cell in cells where cell.style != last {
      if isStruck(cell.style) { return true }
      last = cell.style
    }
    return false
  }
}

extension RowDrawing.Piece {
  init(_ row: Int, _ column: Int, _ text: String, _ style: Style) {
    self.init(row: row, column: column, text: text, style: style)
  }
}
