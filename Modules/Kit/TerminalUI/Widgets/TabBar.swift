import ComposableArchitecture

/// A tab bar: the tabs' titles and which one is selected. Number keys pick a tab, Tab and `]`
/// the next one, Shift-Tab and `[` the previous one (both wrapping round), and a click picks
/// the title under it.
///
/// Which tab is selected is the app's to keep, in its own state (a GUI on the same features
/// would select tabs too), so the bar has no reducer: the view derives its state, and maps its
/// actions to the app's.
///
/// ```swift
/// var tabs: TabBar.State {
///   TabBar.State(titles: Tab.allCases.map(\.title), selection: state.selectedTab.rawValue)
/// }
/// var barRect: Rect { Rect(column: 1, row: 0, width: size.columns - 2, height: 1) }
/// ```
///
/// It draws the bar where it answers clicks, and sends the app's actions for its keys:
///
/// ```swift
/// TabBar.render(tabs, in: barRect, on: &canvas)
/// switch TabBar.action(for: key, state: tabs, in: barRect) {
/// case .select(let index): store.send(.tabSelected(Tab(rawValue: index)!))
/// case .selectNext: store.send(.nextTabSelected)
/// case .selectPrevious: store.send(.previousTabSelected)
/// case nil: break
/// }
/// ```
///
/// When the titles do not all fit, the other tabs show only their numbers (and their badges),
/// so that the selected tab's title always shows (cut short only when even that does not fit).
///
/// ```swift
/// // Work under way on the first tab, seen from the third at 40 columns:
/// let tabs = TabBar.State(titles: titles, selection: 2, badges: [0: "⠋"])
/// // " 1 ⠋   2   3 Settings   4   5"
/// ```
public enum TabBar {
  /// The tabs and the selected one.
  public struct State: Equatable, Sendable {
    /// The tabs' titles, in order; tab `n` (from 1) is picked by the key `n`, up to 9.
    public var titles: [String]
    /// The selected tab's position in ``titles``.
    public var selection: Int
    /// What shows after a tab's title, by the tab's position: a spinner while its work runs, a
    /// count of what is new. Unlike the title, it stays where the title gives way to the tab's
    /// number, so that it is seen from every tab.
    public var badges: [Int: String]

    /// Tabs titled `titles`, the one at `selection` selected, with `badges` beside some.
    ///
    /// ```swift
    /// let tabs = TabBar.State(titles: ["Inbox", "Archive"], selection: 1, badges: [0: "3 new"])
    /// ```
    public init(titles: [String], selection: Int = 0, badges: [Int: String] = [:]) {
      self.titles = titles
      self.selection = selection
      self.badges = badges
    }
  }

  /// What a key or a click on the bar asks of the app.
  public enum Action: Equatable, Sendable {
    /// Select the next tab, wrapping round to the first.
    case selectNext
    /// Select the previous tab, wrapping round to the last.
    case selectPrevious
    /// Select the tab at a position in the titles.
    case select(Int)
  }

  /// What each key does on a tab bar with these tabs: `1` to `9` (as many as there are tabs),
  /// Tab and `]`, Shift-Tab and `[`: keys of every screen (``KeyBinding/isOnEveryScreen``).
  public static func keyMap(for state: State) -> [KeyBinding<Action>] {
    let numbered = min(state.titles.count, 9)
    guard numbered > 0 else { return [] }
    let numbers = (0..<numbered).map { index in
      KeyBinding(
        [.character(Character("\(index + 1)"))],
        hint: index == 0 ? (numbered == 1 ? "1" : "1-\(numbered)") : nil, label: "tabs",
        help: "the \(state.titles[index]) tab", isOnEveryScreen: true,
        action: Action.select(index))
    }
    return numbers + [
      KeyBinding(
        [.tab, .character("]")], hint: nil, label: "next tab", isOnEveryScreen: true,
        action: .selectNext),
      KeyBinding(
        [.backTab, .character("[")], hint: nil, label: "previous tab", isOnEveryScreen: true,
        action: .selectPrevious),
    ]
  }

  /// What `key` does on the tab bar drawn in `rect`: a key of ``keyMap(for:)``, or a click on
  /// a title.
  ///
  /// ```swift
  /// let typed = TabBar.action(for: .character("2"), state: tabs, in: bar)  // .select(1)
  /// let clicked = TabBar.action(for: .click(column: 14, row: 0), state: tabs, in: bar)
  /// // .select(1)
  /// ```
  public static func action(for key: Key, state: State, in rect: Rect) -> Action? {
    if case .click(let column, let row) = key {
      guard rect.contains(column: column, row: row) else { return nil }
      return layout(state, width: rect.width)
        .first { $0.columns.contains(column - rect.column) }
        .map { .select($0.index) }
    }
    return keyMap(for: state).action(for: key)
  }

  /// The bar in words, for the accessible mode: the selected tab, its place, and its badge.
  ///
  /// ```swift
  /// let said = TabBar.describe(TabBar.State(titles: ["Inbox", "Archive"], selection: 1))
  /// // "Archive tab, 2 of 2"
  /// ```
  public static func describe(_ state: State) -> String {
    guard state.titles.indices.contains(state.selection) else { return "No tab" }
    return "\(state.titles[state.selection]) tab, \(state.selection + 1) of \(state.titles.count)"
  }

  /// Draws the titles on the first row of `rect`, the selected one reversed.
  public static func render(_ state: State, in rect: Rect, on canvas: inout Canvas) {
    guard rect.height > 0 else { return }
    for item in layout(state, width: rect.width) where item.columns.lowerBound < rect.width {
      let cell = Rect(
        column: rect.column + item.columns.lowerBound, row: rect.row,
        width: min(item.columns.count, rect.width - item.columns.lowerBound), height: 1)
      canvas.write(
        item.text, row: 0, in: cell, style: item.index == state.selection ? [.reverse, .bold] : [])
    }
  }

  /// A tab as drawn: its text and the columns of the bar it takes.
  struct Item: Equatable {
    let index: Int
    let text: String
    let columns: Range<Int>
  }

  /// Where each title goes on a bar `width` columns wide, one column between titles.
  static func layout(_ state: State, width: Int) -> [Item] {
    let badges = state.titles.indices.map { state.badges[$0].map { " \($0)" } ?? "" }
    let full = state.titles.indices.map { " \($0 + 1) \(state.titles[$0])\(badges[$0]) " }
    let gaps = max(0, full.count - 1)
    var texts = full
    if full.map(DisplayWidth.of).reduce(0, +) + gaps > width {
      texts = full.indices.map { $0 == state.selection ? full[$0] : " \($0 + 1)\(badges[$0]) " }
    }
    var widths = texts.map(DisplayWidth.of)
    let total = widths.reduce(0, +) + gaps
    if total > width, widths.indices.contains(state.selection) {
      // The selected title gives up what the numbers leave it; the canvas cuts it to that.
      let others = total - widths[state.selection]
      widths[state.selection] = max(1, width - others)
    }
    var column = 0
    return texts.indices.map { index in
      defer { column += widths[index] + 1 }
      return Item(index: index, text: texts[index], columns: column..<column + widths[index])
    }
  }
}
