/// What every app's screen has around its own: a title row and its rule, the content, the key
/// bar at the foot; below the view's smallest size, ``TooSmallNotice`` instead of all of it; the
/// terminal's own keys, Ctrl-L (redraw) and Ctrl-Z (suspend), wherever the app is; clicks and
/// the wheel given to the app apart from keys; and help over the content, scrolled by its keys.
/// A root view keeps only what is its own.
///
/// ```swift
/// var shell: AppShell { AppShell(size: environment.size, minimumSize: Self.minimumSize) }
///
/// public func render() -> Grid {
///   shell.render(glyphs: environment.glyphs) { canvas in
///     canvas.write("Notes", row: 0, in: shell.titleRect, style: .bold)
///   }
/// }
///
/// public func command(for key: Key) -> TerminalCommand<Action>? {
///   shell.command(for: key, mouse: { _ in nil }) { layers.command(for: $0) }
/// }
/// ```
public struct AppShell: Sendable {
  /// The terminal's size.
  public let size: Size
  /// The smallest size the app draws itself in (``TerminalView/minimumSize``).
  public let minimumSize: Size

  public init(size: Size, minimumSize: Size) {
    self.size = size
    self.minimumSize = minimumSize
  }

  /// Whether the terminal is smaller than the app draws itself in.
  public var isTooSmall: Bool { !TooSmallNotice.fits(size, minimum: minimumSize) }

  private var rows: [Rect] { Rect(size: size).rows(.fixed(1), .fixed(1), .fill(), .fixed(1)) }

  /// The first row, one column in from each side: a tab bar, a breadcrumb, a title.
  public var titleRect: Rect { rows[0].inset(horizontally: 1) }
  /// Between the title's rule and the key bar, edge to edge.
  public var contentRows: Rect { rows[2] }
  /// Between the title's rule and the key bar, one column in from each side: where the app's
  /// screens and help are drawn.
  public var content: Rect { rows[2].inset(horizontally: 1) }
  /// The last row.
  public var keyBarRect: Rect { rows[3] }

  /// The frame: ``TooSmallNotice`` when the terminal is too small; else the title's rule and
  /// what `draw` draws.
  public func render(glyphs: Glyphs, _ draw: (inout Canvas) -> Void) -> Grid {
    var canvas = Canvas(size: size, glyphs: glyphs)
    guard !isTooSmall else {
      TooSmallNotice.render(minimum: minimumSize, on: &canvas)
      return canvas.grid
    }
    canvas.rule(row: 1, in: canvas.bounds)
    draw(&canvas)
    return canvas.grid
  }

  /// The screen in words: what ``TooSmallNotice`` says when the terminal is too small, else
  /// `lines`.
  public func describe(_ lines: () -> [String]) -> [String] {
    isTooSmall ? [TooSmallNotice.describe(minimum: minimumSize, size: size)] : lines()
  }

  /// What `key` does: the terminal's own keys first, wherever the app is; when the terminal is
  /// too small, only `q` and Ctrl-C (quit); a click or a wheel turn as `mouse` says; any other
  /// key as `keys` says.
  public func command<Action>(
    for key: Key, mouse: (Key) -> TerminalCommand<Action>?,
    keys: (Key) -> TerminalCommand<Action>?
  ) -> TerminalCommand<Action>? {
    let terminal: [KeyBinding<TerminalCommand<Action>>] = Self.terminalBindings()
    if let command = terminal.action(for: key) { return command }
    guard !isTooSmall else {
      return key == .character("q") || key == .control("c") ? .quit : nil
    }
    switch key {
    case .click, .scrollUp, .scrollDown: return mouse(key)
    default: return keys(key)
    }
  }

  /// Redrawing (Ctrl-L) and suspending (Ctrl-Z): the terminal's own keys, which help lists
  /// and the key bar leaves out.
  public static func terminalBindings<Action>() -> [KeyBinding<TerminalCommand<Action>>] {
    [
      KeyBinding(
        [.control("l")], hint: nil, label: "redraw", help: "redraw the screen",
        isOnEveryScreen: true, action: .redraw),
      KeyBinding(
        [.control("z")], hint: nil, label: "suspend", help: "suspend (fg resumes)",
        isOnEveryScreen: true, action: .suspend),
    ]
  }

  /// Puts help on top of `layers`: its scroll keys over the lines of `listing` (what help lists,
  /// see ``HelpOverlay``), which send `scrolled` with the new offset, and the app's `closing`
  /// keys; Esc and `q` send `close`.
  public func pushHelp<Action>(
    onto layers: inout Layers<Action>, listing: [KeyBinding<TerminalCommand<Action>>],
    offset: Int, scrolled: (Int) -> Action, closing: [KeyBinding<Action>], close: Action
  ) {
    layers.push(
      HelpOverlay.scrollKeyMap(for: listing, offset: offset, in: content, scrolled: scrolled)
        + closing,
      close: close, name: "help")
  }
}
