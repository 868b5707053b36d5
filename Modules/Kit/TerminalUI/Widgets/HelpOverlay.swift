import ComposableArchitecture

/// A help overlay: every key that works on the screen below it, drawn from the same bindings
/// that handle the keys, in a box scrolled by an offset that the app keeps in its terminal
/// state (``State``, `nil` while help is closed). Each line is a binding's keys, by
/// ``Key/displayName``, then its help: this screen's keys first, then those of every screen
/// under a heading, which `a` scrolls to. A key an earlier binding already claims is not listed
/// again (only the first binding ever answers it), nor is a binding left with no keys.
///
/// ```swift
/// let bindings = screenBindings + globalBindings
/// let offset = state.help?.offset ?? 0
/// HelpOverlay.render(bindings, offset: offset, in: content, on: &canvas)
///
/// // While it shows, its own keys scroll it:
/// let scroll = HelpOverlay.scrollKeyMap(for: bindings, offset: offset, in: content) {
///   Action.helpScrolled(to: $0)
/// }
/// ```
public enum HelpOverlay {
  /// What the overlay keeps while it shows: how far it is scrolled. An app keeps it as
  /// `HelpOverlay.State?` beside its screens, `nil` while help is closed: a terminal's, not a
  /// feature's, state.
  ///
  /// ```swift
  /// case .helpToggled:
  ///   state.help = state.help == nil ? HelpOverlay.State() : nil
  /// case .helpScrolled(let offset):
  ///   state.help?.offset = max(0, offset)
  /// ```
  public struct State: Equatable, Sendable {
    /// The first line shown.
    public var offset: Int

    public init(offset: Int = 0) {
      self.offset = offset
    }
  }

  /// The lines listed for `bindings`: keys, padded to a column, then help; this screen's
  /// keys first, then, under a heading line, the keys of every screen
  /// (``KeyBinding/isOnEveryScreen``).
  ///
  /// ```swift
  /// let up = KeyBinding([.up, .character("k")], hint: nil, label: "up", action: ())
  /// let lines = HelpOverlay.lines(for: [up])  // ["↑ k  up"]
  /// ```
  public static func lines<Action>(for bindings: [KeyBinding<Action>]) -> [String] {
    let (own, everyScreen) = entries(for: bindings) { $0.map(\.displayName).joined(separator: " ") }
    let all = own + everyScreen
    let keyWidth = min(16, all.map { DisplayWidth.of($0.keys) }.max() ?? 0)
    let line = { (entry: (keys: String, help: String)) in
      entry.keys + String(repeating: " ", count: max(1, keyWidth - DisplayWidth.of(entry.keys) + 2))
        + entry.help
    }
    guard !own.isEmpty, !everyScreen.isEmpty else { return all.map(line) }
    return own.map(line) + [everyScreenHeading] + everyScreen.map(line)
  }

  /// The line that heads the keys of every screen.
  static let everyScreenHeading = "On every screen:"

  /// Each binding's keys not claimed by an earlier one, named by `name`, with its help: this
  /// screen's, and every screen's.
  private static func entries<Action>(
    for bindings: [KeyBinding<Action>], name: ([Key]) -> String
  ) -> (own: [(keys: String, help: String)], everyScreen: [(keys: String, help: String)]) {
    var claimed: Set<Key> = []
    var own: [(keys: String, help: String)] = []
    var everyScreen: [(keys: String, help: String)] = []
    for binding in bindings {
      let keys = binding.keys.filter { claimed.insert($0).inserted }
      guard !keys.isEmpty else { continue }
      if binding.isOnEveryScreen {
        everyScreen.append((name(keys), binding.help))
      } else {
        own.append((name(keys), binding.help))
      }
    }
    return (own, everyScreen)
  }

  /// The keys in words, for the accessible mode: this screen's keys, named as a screen reader
  /// user says them (``Key/spokenName``), in the first sentence, then how to hear the keys
  /// of every screen (`a`) and to close help. Scrolled to the keys of every screen
  /// (`offset` at or past their heading, as `a` scrolls it), those keys instead.
  ///
  /// ```swift
  /// let said = HelpOverlay.describe([up])  // "Keys here: up arrow or k, up. Escape closes help."
  /// ```
  public static func describe<Action>(_ bindings: [KeyBinding<Action>], offset: Int = 0)
    -> String
  {
    let (own, everyScreen) = entries(for: bindings) {
      $0.map(\.spokenName).joined(separator: " or ")
    }
    let said = { (entries: [(keys: String, help: String)]) in
      entries.map { "\($0.keys), \($0.help)" }.joined(separator: "; ")
    }
    if own.isEmpty {
      return "No keys of its own here. Keys on every screen: \(said(everyScreen)). "
        + "Escape closes help."
    }
    if !everyScreen.isEmpty, offset >= own.count {
      return "Keys on every screen: \(said(everyScreen)). Escape closes help."
    }
    return "Keys here: \(said(own)). "
      + (everyScreen.isEmpty ? "" : "a, the keys of every screen. ") + "Escape closes help."
  }

  /// Draws the overlay: a box centred in `rect`, 64 columns wide or as its widest line needs
  /// (as far as `rect` goes), titled with the
  /// lines shown (`Help 1–8 of 20`), scrolled so that line `offset` is the first (as far as
  /// the lines go), with a scrollbar on its right side when they do not all show.
  public static func render<Action>(
    _ bindings: [KeyBinding<Action>], offset: Int, in rect: Rect, on canvas: inout Canvas,
    title: String = "Help"
  ) {
    let layout = Layout(lines: lines(for: bindings), offset: offset, rect: rect)
    let count = layout.lines.count
    let shown =
      count == 0 ? "" : " \(layout.offset + 1)–\(layout.offset + layout.visible) of \(count)"
    let inner = canvas.box(layout.box, title: title + shown)
    guard count > 0 else { return }
    let list = ListLayout(
      count: count, selection: min(count - 1, layout.offset + layout.page - 1),
      height: inner.height)
    // The scrollbar on the box's right side, between its corners.
    let side = Rect(
      column: layout.box.column + layout.box.width - 1, row: inner.row, width: 1,
      height: inner.height)
    canvas.list(layout.lines, layout: list, selection: nil, in: inner, scrollbarIn: side)
  }

  /// The overlay's own keys: ↑ and `k`, ↓ and `j` a line, PgUp and PgDn a page, Home and `g`
  /// the top, End and `G` the bottom; each sends `scrolled` with the offset to scroll to.
  public static func scrollKeyMap<Action, Scroll>(
    for bindings: [KeyBinding<Action>], offset: Int, in rect: Rect,
    scrolled: (Int) -> Scroll
  ) -> [KeyBinding<Scroll>] {
    let layout = Layout(lines: lines(for: bindings), offset: offset, rect: rect)
    let offset = layout.offset
    let last = layout.maxOffset
    return [
      KeyBinding(
        [.up, .character("k")], hint: "↑↓", label: "scroll", help: "scroll up",
        action: scrolled(max(0, offset - 1))),
      KeyBinding(
        [.down, .character("j")], hint: nil, label: "scroll", help: "scroll down",
        action: scrolled(min(last, offset + 1))),
      KeyBinding(
        [.pageUp], hint: nil, label: "page up", action: scrolled(max(0, offset - layout.page))),
      KeyBinding(
        [.pageDown], hint: nil, label: "page down",
        action: scrolled(min(last, offset + layout.page))),
      KeyBinding([.home, .character("g")], hint: nil, label: "top", action: scrolled(0)),
      KeyBinding([.end, .character("G")], hint: nil, label: "bottom", action: scrolled(last)),
    ] + everyScreen(in: layout.lines, scrolled: scrolled)
  }

  /// `a`, scrolling to the keys of every screen, where help lists them apart.
  private static func everyScreen<Scroll>(in lines: [String], scrolled: (Int) -> Scroll)
    -> [KeyBinding<Scroll>]
  {
    guard let heading = lines.firstIndex(of: everyScreenHeading) else { return [] }
    return [
      KeyBinding(
        [.character("a")], hint: nil, label: "every screen", help: "the keys of every screen",
        action: scrolled(heading))
    ]
  }

  /// What `key` does to the overlay: a key of ``scrollKeyMap(for:offset:in:scrolled:)``, or
  /// the mouse wheel over it (three lines a notch).
  ///
  /// ```swift
  /// let scroll = HelpOverlay.action(for: .pageDown, bindings: bindings, offset: 0, in: content) {
  ///   Help.Action.scrolled(to: $0)
  /// }
  /// ```
  public static func action<Action, Scroll>(
    for key: Key, bindings: [KeyBinding<Action>], offset: Int, in rect: Rect,
    scrolled: (Int) -> Scroll
  ) -> Scroll? {
    let layout = Layout(lines: lines(for: bindings), offset: offset, rect: rect)
    switch key {
    case .scrollUp(let column, let row) where layout.box.contains(column: column, row: row):
      return scrolled(max(0, layout.offset - 3))
    case .scrollDown(let column, let row) where layout.box.contains(column: column, row: row):
      return scrolled(min(layout.maxOffset, layout.offset + 3))
    default:
      return scrollKeyMap(for: bindings, offset: offset, in: rect, scrolled: scrolled)
        .action(for: key)
    }
  }

  /// The box, how many lines it shows, and the offset it can scroll to.
  struct Layout {
    let lines: [String]
    let box: Rect
    /// Lines a page holds.
    let page: Int
    let maxOffset: Int
    /// The offset asked for, within what the lines allow.
    let offset: Int

    init(lines: [String], offset: Int, rect: Rect) {
      self.lines = lines
      // As wide as its widest line needs (with the borders and their margins; the scrollbar
      // is drawn on the right border), 64 columns at least, and no wider than the screen: a
      // wide screen shows a long help line whole.
      let widest = lines.lazy.map(DisplayWidth.of).max() ?? 0
      self.box = rect.centered(width: min(rect.width, max(64, widest + 4)), height: lines.count + 2)
      self.page = max(1, box.height - 2)
      self.maxOffset = max(0, lines.count - page)
      self.offset = min(max(0, offset), maxOffset)
    }

    /// How many lines show.
    var visible: Int { min(lines.count - offset, page) }
  }
}
