import AppFeature
import ComposableArchitecture
import Foundation
import TerminalUI

/// The whole screen, composed from the features' views the way ``AppFeature``'s `body` composes
/// their reducers: the tab bar, the selected tab's view (or the tour), the help overlay, and a
/// key bar drawn from the same bindings that handle keys.
///
/// ```swift
/// let app = TerminalApp<AppView>(store: store, backend: try NcursesBackend(colors: true))
/// await app.launch(onboarding: false)
/// await app.run()
/// ```
public struct AppView: TerminalView {
  /// The smallest terminal the app draws itself in; below it, a "too small" notice.
  public static let minimumSize = Size(columns: 40, rows: 12)

  public typealias Command = TerminalCommand<AppFeature.Action>

  public let state: AppFeature.State
  public let environment: TerminalEnvironment
  var size: Size { environment.size }
  var glyphs: Glyphs { environment.glyphs }
  /// The zone the Activity and Log times are shown in.
  var timeZone: TimeZone { environment.timeZone }

  public init(state: AppFeature.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  /// Between the tab bar's rule and the key bar, one column in from each side.
  var content: Rect { Rect(column: 1, row: 2, width: size.columns - 2, height: size.rows - 3) }

  var isTooSmall: Bool {
    size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
  }

  // MARK: Drawing

  /// The screen for the state.
  public func render() -> Grid {
    var canvas = Canvas(size: size, glyphs: glyphs)
    guard !isTooSmall else {
      drawTooSmall(on: &canvas)
      return canvas.grid
    }
    if let onboarding = state.onboarding {
      let view = OnboardingView(state: onboarding, rect: content)
      canvas.write(
        " \(view.title) ", row: 0, column: 1, in: canvas.bounds, style: [.reverse, .bold])
      canvas.rule(row: 1, in: canvas.bounds)
      view.draw(on: &canvas)
    } else {
      drawTabBar(on: &canvas)
      canvas.rule(row: 1, in: canvas.bounds)
      switch state.selectedTab {
      case .counter: counterView.draw(on: &canvas)
      case .favorites: favoritesView.draw(on: &canvas)
      case .stopwatch: StopwatchView(state: state.stopwatch, rect: content).draw(on: &canvas)
      case .activity: activityView.draw(on: &canvas)
      case .log: logView.draw(on: &canvas)
      }
    }
    if let help = helpView { help.draw(on: &canvas) }
    drawKeyBar(on: &canvas)
    return canvas.grid
  }

  private func drawTooSmall(on canvas: inout Canvas) {
    let lines = [
      "Terminal too small",
      "need \(Self.minimumSize.columns)x\(Self.minimumSize.rows)",
      "have \(size.columns)x\(size.rows)",
    ]
    for (row, line) in lines.enumerated() {
      canvas.write(line, row: row, in: canvas.bounds, style: row == 0 ? .bold : [])
    }
  }

  /// Each tab's title and its columns; when the full titles do not fit, the other tabs show
  /// only their numbers, so the current tab's title always does.
  var tabTitles: [(tab: Tab, text: String, columns: Range<Int>)] {
    let full = Tab.allCases.map { " \($0.rawValue) \($0.title) " }
    let fits = full.map(DisplayWidth.of).reduce(0, +) + full.count <= size.columns - 1
    var column = 1
    return Tab.allCases.map { tab in
      let text =
        fits || tab == state.selectedTab ? " \(tab.rawValue) \(tab.title) " : " \(tab.rawValue) "
      let width = DisplayWidth.of(text)
      defer { column += width + 1 }
      return (tab, text, column..<column + width)
    }
  }

  private func drawTabBar(on canvas: inout Canvas) {
    for (tab, text, columns) in tabTitles {
      canvas.write(
        text, row: 0, column: columns.lowerBound, in: canvas.bounds,
        style: tab == state.selectedTab ? [.reverse, .bold] : [])
    }
  }

  /// The bottom row, cleared first: the context's keys from the left, as many as fit, and
  /// `? help  q quit` always at the right.
  private func drawKeyBar(on canvas: inout Canvas) {
    let bar = Rect(column: 0, row: size.rows - 1, width: size.columns, height: 1)
    canvas.clear(bar, style: .reverse)
    let fixed = "? help  q quit "
    let fixedColumn = size.columns - DisplayWidth.of(fixed)
    canvas.write(fixed, row: 0, column: fixedColumn, in: bar, style: .reverse)
    var column = 1
    var shown: Set<String> = ["?", "q"]
    for binding in contextBindings {
      guard let hint = binding.hint, shown.insert(hint).inserted else { continue }
      let item = glyphs.text("\(hint) \(binding.label)")
      guard column + DisplayWidth.of(item) + 2 <= fixedColumn else { break }
      column = canvas.write(item, row: 0, column: column, in: bar, style: .reverse) + 2
    }
  }

  // MARK: Views

  var counterView: CounterView {
    CounterView(
      state: state.counter, isLoadingFavorites: state.favoritePrimes.isLoading, rect: content)
  }
  var favoritesView: FavoritePrimesView {
    FavoritePrimesView(state: state.favoritePrimes, rect: content)
  }
  var activityView: ActivityView {
    ActivityView(state: state.activity, timeZone: timeZone, rect: content)
  }
  var logView: LogView { LogView(state: state.log, timeZone: timeZone, rect: content) }

  var helpView: HelpView<Command>? {
    state.help.map { HelpView(state: $0, bindings: screenBindings + globalBindings, rect: content) }
  }

  // MARK: Keys

  /// What `key` does here, if anything.
  public func command(for key: Key) -> Command? {
    guard !isTooSmall else {
      return globalBindings.filter { $0.action != .send(.helpButtonTapped) }.action(for: key)
    }
    switch key {
    case .click, .scrollUp, .scrollDown:
      return mouseCommand(for: key)
    default:
      return (contextBindings + globalBindings).action(for: key)
    }
  }

  /// Every binding in force, most specific first: what help lists.
  var bindings: [KeyBinding<Command>] { contextBindings + globalBindings }

  /// The help overlay's keys while it is shown; else the screen's.
  var contextBindings: [KeyBinding<Command>] {
    guard let help = helpView else { return screenBindings }
    return help.scrollBindings.map { $0.map { .send(.help(.presented($0))) } }
      + [KeyBinding([.escape], hint: "Esc", label: "close", action: .send(.help(.dismiss)))]
  }

  /// The keys of the tour or of the selected tab, and switching tabs when nothing covers it.
  var screenBindings: [KeyBinding<Command>] {
    if let onboarding = state.onboarding {
      return OnboardingView(state: onboarding, rect: content).bindings.map {
        $0.map { .send(.onboarding($0)) }
      }
    }
    let tab: [KeyBinding<AppFeature.Action>]
    var isPlain = true
    switch state.selectedTab {
    case .counter:
      tab = counterView.bindings.map { $0.map(AppFeature.Action.counter) }
      isPlain = counterView.isPlain
    case .favorites:
      tab = favoritesView.bindings.map { $0.map(AppFeature.Action.favoritePrimes) }
      isPlain = favoritesView.isPlain
    case .stopwatch:
      tab = StopwatchView(state: state.stopwatch, rect: content).bindings.map {
        $0.map(AppFeature.Action.stopwatch)
      }
    case .activity:
      tab = activityView.bindings.map { $0.map(AppFeature.Action.activity) }
    case .log:
      tab = logView.bindings.map { $0.map(AppFeature.Action.log) }
    }
    return (tab + (isPlain ? tabSwitching : [])).map { $0.map(Command.send) }
  }

  private var tabSwitching: [KeyBinding<AppFeature.Action>] {
    Tab.allCases.map { tab in
      KeyBinding(
        [.character(Character("\(tab.rawValue)"))], hint: tab == .counter ? "1-5" : nil,
        label: "tabs", help: "the \(tab.title) tab", action: .tabSelected(tab))
    } + [
      KeyBinding([.tab, .character("]")], hint: nil, label: "next tab", action: .nextTabSelected),
      KeyBinding(
        [.backTab, .character("[")], hint: nil, label: "previous tab", action: .previousTabSelected),
    ]
  }

  /// Keys that work everywhere.
  var globalBindings: [KeyBinding<Command>] {
    [
      KeyBinding(
        [.character("?")], hint: "?", label: "help", help: "show or close this help",
        action: .send(.helpButtonTapped)),
      KeyBinding([.character("q"), .control("c")], hint: "q", label: "quit", action: .quit),
      KeyBinding(
        [.control("l")], hint: nil, label: "redraw", help: "redraw the screen", action: .redraw),
      KeyBinding(
        [.control("z")], hint: nil, label: "suspend", help: "suspend (fg resumes)", action: .suspend
      ),
    ]
  }

  private func mouseCommand(for key: Key) -> Command? {
    guard state.help == nil else { return nil }
    if case .click(let column, 0) = key, state.onboarding == nil {
      return tabTitles.first { $0.columns.contains(column) }.map { .send(.tabSelected($0.tab)) }
    }
    if let onboarding = state.onboarding {
      return OnboardingView(state: onboarding, rect: content).action(for: key).map {
        .send(.onboarding($0))
      }
    }
    switch state.selectedTab {
    case .favorites: return favoritesView.action(for: key).map { .send(.favoritePrimes($0)) }
    case .activity: return activityView.action(for: key).map { .send(.activity($0)) }
    case .log: return logView.action(for: key).map { .send(.log($0)) }
    case .counter, .stopwatch: return nil
    }
  }
}
