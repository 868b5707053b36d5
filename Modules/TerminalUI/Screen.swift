import AppFeature
import Counter
import FavoritePrimes
import Foundation
import NthPrimeRequest
import PrimeClient
import PrimeModal
import Primes
import TabA
import TabB
import TabC

/// The pure renderer: app state and terminal size in, a ``Grid`` out. Tested without a
/// terminal; backends only present what it returns.
///
/// ```swift
/// let grid = Screen.render(state, size: Size(columns: 80, rows: 24))
/// print(grid.text)
/// ```
public enum Screen {
  /// The smallest terminal the app draws itself in; below it, a "too small" notice.
  public static let minimumSize = Size(columns: 40, rows: 12)

  /// Options that depend on the terminal rather than the state.
  public struct Options: Equatable, Sendable {
    /// Whether the terminal shows UTF-8 (emoji, box drawing); ASCII otherwise.
    public var unicode: Bool
    /// The frame number, for the spinner.
    public var frame: Int

    public init(unicode: Bool = true, frame: Int = 0) {
      self.unicode = unicode
      self.frame = frame
    }
  }

  /// Draws `state` at `size`.
  public static func render(
    _ state: AppFeature.State, size: Size, options: Options = Options()
  ) -> Grid {
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
      return tooSmall(size)
    }
    var canvas = Canvas(grid: Grid(size: size), options: options)
    if let onboarding = state.onboarding {
      canvas.onboarding(onboarding)
    } else {
      canvas.tabBar(selected: state.selectedTab)
      canvas.rule(row: 1)
      switch state.selectedTab {
      case .counter: canvas.counter(state.counter, favorites: state.favoritePrimes)
      case .favorites: canvas.favorites(state.favoritePrimes)
      case .stopwatch: canvas.stopwatch(state.stopwatch)
      case .activity: canvas.activity(state.activity)
      case .log: canvas.log(state.log)
      }
      if state.isHelpPresented { canvas.help() }
    }
    canvas.hintBar(KeyMap.bindings(for: state))
    return canvas.grid
  }

  /// The "terminal too small" screen.
  static func tooSmall(_ size: Size) -> Grid {
    var grid = Grid(size: size)
    let lines = [
      "Terminal too small",
      "need \(minimumSize.columns)x\(minimumSize.rows)",
      "have \(size.columns)x\(size.rows)",
    ]
    for (index, line) in lines.enumerated() where index < size.rows {
      grid.write(line, row: index, column: 0, style: index == 0 ? .bold : [])
    }
    return grid
  }

  /// The tab titles' columns in the tab bar.
  static func tabTitleColumns() -> [(tab: Tab, columns: Range<Int>)] {
    var column = 1
    return Tab.allCases.map { tab in
      let width = DisplayWidth.of(title(tab))
      defer { column += width + 1 }
      return (tab, column..<(column + width))
    }
  }

  static func title(_ tab: Tab) -> String { " \(tab.rawValue) \(tab.title) " }

  /// The tab whose title is at `column` of the tab bar.
  public static func tab(atColumn column: Int) -> Tab? {
    tabTitleColumns().first { $0.columns.contains(column) }?.tab
  }
}

/// A grid being drawn on, with the drawing of each part of the screen.
struct Canvas {
  var grid: Grid
  let options: Screen.Options

  var size: Size { grid.size }
  var contentTop: Int { 2 }

  mutating func tabBar(selected: Tab) {
    for (tab, columns) in Screen.tabTitleColumns() {
      grid.write(
        Screen.title(tab), row: 0, column: columns.lowerBound,
        style: tab == selected ? [.reverse, .bold] : [])
    }
  }

  mutating func rule(row: Int) {
    grid.write(
      String(repeating: options.unicode ? "─" : "-", count: size.columns), row: row, column: 0,
      style: .dim)
  }

  mutating func line(_ text: String, _ row: Int, indent: Int = 2, style: Style = []) {
    grid.write(text, row: contentTop + row, column: indent, style: style)
  }

  var spinner: String {
    let frames =
      options.unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
    return frames[options.frame % frames.count]
  }

  mutating func counter(_ state: Counter.State, favorites: FavoritePrimes.State, top: Int = 1) {
    line("Count: \(state.count)", top, style: .bold)
    line("+ / -   change the count", top + 2)
    line("p       Is this prime?", top + 3)
    if let n = state.nthPrimeRequest.pending {
      line(
        "\(spinner) Asking for the \(ordinal(n)) prime… \(state.nthPrimeRequest.elapsedSeconds)s (Esc cancels)",
        top + 4, style: .accent)
    } else if PrimeClient.supportedRange.contains(state.count) {
      line("n       What is the \(ordinal(state.count)) prime?", top + 4)
    }
    let favoritesLine =
      favorites.isLoading && favorites.primes.isEmpty
      ? "Loading favorites…"
      : state.favoritePrimes.isEmpty
        ? "none yet" : state.favoritePrimes.map(String.init).joined(separator: ", ")
    line("Favorite primes: \(favoritesLine)", top + 6, style: .dim)
    if let modal = state.primeModal { primeModal(modal) }
    outcome(state.nthPrimeRequest)
  }

  mutating func outcome(_ state: NthPrimeRequest.State) {
    guard let outcome = state.outcome else { return }
    box(title: outcome.title, lines: [outcome.message, "", "Enter: OK"])
  }

  mutating func primeModal(_ state: PrimeModal.State) {
    let verdict =
      state.isPrime
      ? "\(state.count) is prime \(options.unicode ? "🎉" : ":)")"
      : "\(state.count) is not prime :("
    var lines = [verdict, ""]
    if state.isFavorite {
      lines.append("r: remove from favorite primes")
    } else if state.isPrime {
      lines.append("s: save to favorite primes")
    }
    lines.append("Esc: close")
    box(title: "Is this prime?", lines: lines)
  }

  mutating func favorites(_ state: FavoritePrimes.State, top: Int = 1) {
    var row = top
    var errors = [state.saveError].compactMap { $0 }
    if case .failed(let message) = state.loadStatus { errors.insert(message, at: 0) }
    for message in errors {
      row = paragraph("Error: \(message)", row, style: .error)
    }
    if let notice = state.notice { row = paragraph(notice, row, style: .accent) }
    if state.isLoading {
      line("Loading favorites…", row, style: .dim)
      row += 1
    } else if state.primes.isEmpty {
      line("No favorite primes yet. Save one from the Counter tab (1, then p, then s).", row)
    }
    let available = size.rows - contentTop - 2 - row
    let selection = state.selection ?? 0
    let first = max(0, min(selection - available + 1, state.primes.count - available))
    for (offset, prime) in state.primes.enumerated().dropFirst(first).prefix(max(0, available)) {
      let selected = offset == state.selection
      line("\(selected ? ">" : " ") \(prime)", row, style: selected ? .reverse : [])
      row += 1
    }
    if let n = state.nthPrimeRequest.pending {
      line(
        "\(spinner) Asking for the \(ordinal(n)) prime… \(state.nthPrimeRequest.elapsedSeconds)s (Esc cancels)",
        row + 1, style: .accent)
    }
    outcome(state.nthPrimeRequest)
  }

  mutating func stopwatch(_ state: Stopwatch.State) {
    line("Stopwatch", 1, style: .bold)
    line(state.formattedElapsed, 3, indent: 4, style: .bold)
    line(
      state.isRunning ? "running" : "stopped", 5, indent: 4, style: state.isRunning ? .accent : .dim
    )
  }

  mutating func activity(_ state: Activity.State) {
    line("Activity", 1, style: .bold)
    guard !state.entries.isEmpty else {
      line("Nothing yet: save or delete a favorite prime.", 3, style: .dim)
      return
    }
    let available = size.rows - contentTop - 5
    for (index, entry) in state.entries.suffix(available).enumerated() {
      line("\(Self.time(entry.date))  \(entry.text)", 3 + index)
    }
  }

  mutating func log(_ state: Log.State) {
    line("Log\(state.isPaused ? " (paused)" : "")  \(state.entries.count) actions", 1, style: .bold)
    let listHeight =
      state.selectedEntry == nil ? size.rows - contentTop - 5 : (size.rows - contentTop - 5) / 2
    let selectedIndex = state.selectedID.flatMap { id in state.entries.firstIndex { $0.id == id } }
    let end = min(
      state.entries.count, max(listHeight, (selectedIndex ?? state.entries.count - 1) + 1))
    let start = max(0, end - listHeight)
    for (row, entry) in state.entries[start..<end].enumerated() {
      let selected = entry.id == state.selectedID
      line("\(Self.time(entry.date)) \(entry.action)", 3 + row, style: selected ? .reverse : [])
    }
    if let entry = state.selectedEntry {
      var row = 3 + listHeight + 1
      for diffLine in entry.diff.split(separator: "\n", omittingEmptySubsequences: false) {
        guard contentTop + row < size.rows - 1 else { break }
        line(
          String(diffLine), row,
          style: diffLine.hasPrefix("+") ? .accent : diffLine.hasPrefix("-") ? .error : .dim)
        row += 1
      }
    }
  }

  mutating func onboarding(_ state: Onboarding.State) {
    grid.write(" PrimeTime tour ", row: 0, column: 1, style: [.reverse, .bold])
    grid.write(
      "step \(state.step.rawValue + 1) of \(Onboarding.Step.allCases.count)", row: 0, column: 19,
      style: .dim)
    rule(row: 1)
    let after = paragraph(state.instruction, 0, style: [.bold, .accent])
    if state.isShowingFavorites {
      favorites(state.favoritePrimes, top: after + 1)
    } else {
      counter(state.counter, favorites: state.favoritePrimes, top: after + 1)
    }
  }

  mutating func help() {
    box(
      title: "Help",
      lines: [
        "1-5 / Tab / [ ]  switch tabs (or click a title)",
        "Counter    +/- count, p is prime?, n nth prime",
        "Favorites  ↑↓ select, d delete, n nth prime, l reload",
        "Stopwatch  space start/stop, r reset",
        "Activity   c clear",
        "Log        space pause, c clear, ↑↓ select",
        "Esc closes an overlay or cancels a request",
        "q or Ctrl-C quits",
      ].map { options.unicode ? $0 : $0.replacingOccurrences(of: "↑↓", with: "up/down") })
  }

  mutating func hintBar(_ bindings: [KeyMap.Binding]) {
    let row = size.rows - 1
    grid.fill(row: row, style: .reverse)
    var column = 1
    for binding in bindings {
      guard var hint = binding.hint else { continue }
      if !options.unicode { hint = hint.replacingOccurrences(of: "↑↓", with: "up/dn") }
      let text = "\(hint) \(binding.label)"
      guard column + DisplayWidth.of(text) < size.columns else { break }
      column = grid.write(text, row: row, column: column, style: .reverse) + 2
    }
  }

  /// Writes `text` wrapped to the content width from `row`; returns the row after it.
  mutating func paragraph(_ text: String, _ row: Int, style: Style = []) -> Int {
    var row = row
    for wrapped in Self.wrap(text, width: size.columns - 4) {
      line(wrapped, row, style: style)
      row += 1
    }
    return row
  }

  /// A centered, bordered box over the content.
  mutating func box(title: String, lines: [String]) {
    let inner = min(
      size.columns - 6, max(DisplayWidth.of(title) + 2, lines.map(DisplayWidth.of).max() ?? 0))
    let wrapped = lines.flatMap { $0.isEmpty ? [""] : Self.wrap($0, width: inner) }
    let height = wrapped.count + 2
    let width = inner + 4
    let top = max(contentTop, (size.rows - height) / 2)
    let left = (size.columns - width) / 2
    let (h, v, corners) =
      options.unicode ? ("─", "│", ["┌", "┐", "└", "┘"]) : ("-", "|", ["+", "+", "+", "+"])
    let titled = " \(title) "
    grid.write(
      corners[0] + titled + String(repeating: h, count: max(0, width - 2 - DisplayWidth.of(titled)))
        + corners[1], row: top, column: left, style: .bold)
    for (index, text) in wrapped.enumerated() {
      let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(text)))
      grid.write("\(v) \(text)\(padding) \(v)", row: top + 1 + index, column: left)
    }
    grid.write(
      corners[2] + String(repeating: h, count: width - 2) + corners[3], row: top + height - 1,
      column: left, style: .bold)
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    guard DisplayWidth.of(text) > width else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if DisplayWidth.of(candidate) > width, !current.isEmpty {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.isEmpty ? [""] : lines
  }

  static func time(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970) % 86_400
    return String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
  }
}
