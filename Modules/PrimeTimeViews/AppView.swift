import AppFeature
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import Foundation
import NthPrimeRequest
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
  /// The smallest terminal the app draws itself in; below it, the kit's `TooSmallNotice`.
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

  /// The screen's rows: the tab bar, its rule, the content, the key bar.
  var screenRows: (tabBar: Rect, content: Rect, keyBar: Rect) {
    let rows = Rect(size: size).rows(.fixed(1), .fixed(1), .fill(), .fixed(1))
    return (rows[0], rows[2], rows[3])
  }

  /// Between the tab bar's rule and the key bar, one column in from each side.
  var content: Rect { screenRows.content.inset(horizontally: 1) }

  var isTooSmall: Bool { !TooSmallNotice.fits(size, minimum: Self.minimumSize) }

  // MARK: Drawing

  /// The screen for the state.
  public func render() -> Grid {
    var canvas = Canvas(size: size, glyphs: glyphs)
    guard !isTooSmall else {
      TooSmallNotice.render(minimum: Self.minimumSize, on: &canvas)
      return canvas.grid
    }
    if let onboarding = state.onboarding {
      let view = OnboardingView(state: onboarding, rect: content)
      canvas.write(
        " \(view.title) ", row: 0, column: 1, in: canvas.bounds, style: [.reverse, .bold])
      // How to leave the tour, always in sight: the key bar may have no room for it.
      if screenBindings.action(for: .escape) == .send(.onboarding(.skipTapped)) {
        let skip = "Esc skip"
        canvas.write(
          skip, row: 0, column: size.columns - DisplayWidth.of(skip) - 1, in: canvas.bounds,
          style: .dim)
      }
      canvas.rule(row: 1, in: canvas.bounds)
      view.draw(on: &canvas)
    } else {
      TabBar.render(tabBar, in: tabBarRect, on: &canvas)
      canvas.rule(row: 1, in: canvas.bounds)
      switch state.selectedTab {
      case .counter: counterView.draw(on: &canvas)
      case .favorites: favoritesView.draw(on: &canvas)
      case .stopwatch: StopwatchView(state: state.stopwatch, rect: content).draw(on: &canvas)
      case .activity: activityView.draw(on: &canvas)
      case .log: logView.draw(on: &canvas)
      }
      // A failed save is seen where it happened, whatever tab shows: the Favorites tab says
      // it in full.
      // An answer that came on another tab is announced on this one.
      if let notice = saveFailure.map({ ($0, Style([.error, .bold])) })
        ?? elsewhereAnswer.map({ ($0, Style([.accent, .bold])) })
      {
        let row = screenRows.content.rows(.fill(), .fixed(1))[1]
        canvas.clear(row)
        canvas.write(notice.0, row: 0, column: 1, in: row, style: notice.1)
      }
    }
    if let help = state.help {
      HelpOverlay.render(helpBindings, offset: help.offset, in: content, on: &canvas)
    }
    drawKeyBar(on: &canvas)
    return canvas.grid
  }

  /// The tab bar's titles, in `Tab` order, the selected one, and a spinner beside the title
  /// of a tab whose request is under way: seen on every tab, even where titles give way to
  /// numbers.
  var tabBar: TabBar.State {
    var badges: [Int: String] = [:]
    for (index, tab) in Tab.allCases.enumerated() {
      let request: NthPrimeRequest.State? =
        switch tab {
        case .counter: state.counter.nthPrimeRequest
        case .favorites: state.favoritePrimes.nthPrimeRequest
        case .stopwatch, .activity, .log: nil
        }
      guard let request, request.isInFlight else { continue }
      badges[index] = Spinner.frame(tick: request.ticks, glyphs: glyphs)
    }
    return TabBar.State(
      titles: Tab.allCases.map(\.title),
      selection: Tab.allCases.firstIndex(of: state.selectedTab) ?? 0, badges: badges)
  }

  /// The first row, one column in from each side.
  var tabBarRect: Rect { screenRows.tabBar.inset(horizontally: 1) }

  /// The bottom row: the context's keys from the left, as many as fit, and the global keys
  /// (`? help  q quit`, or `q close` over an overlay) always at the right.
  private func drawKeyBar(on canvas: inout Canvas) {
    // Where `q close` shows at the right, the overlay's own `Esc close` would say it twice.
    let close = closeOverlay
    let context = contextBindings.filter { close == nil || $0.hint != "Esc" || $0.action != close }
    KeyBar.render(
      context, fixed: globalBindings,
      in: screenRows.keyBar, on: &canvas)
  }

  /// The answer to a request made on another tab than the one showing, and where it is: it
  /// does not hold the user on its own tab.
  var elsewhereAnswer: String? {
    let requests: [(Tab, NthPrimeRequest.State)] = [
      (.counter, state.counter.nthPrimeRequest), (.favorites, state.favoritePrimes.nthPrimeRequest),
    ]
    for (tab, request) in requests where tab != state.selectedTab {
      switch request.outcome {
      case .answer(let alert)?:
        return "\(String(state: alert.title)) (\(tab.rawValue) shows it)"
      case .failure?:
        return "The \(tab.title) tab's request failed (\(tab.rawValue) shows why)"
      case nil:
        continue
      }
    }
    return nil
  }

  /// The favorites' save failure, in a line, while the last save failed.
  var saveFailure: String? {
    guard state.selectedTab != .favorites else { return nil }
    guard let error = state.favoritePrimes.$primes.saveError else { return nil }
    if case FavoritePrimesFileError.saveFailed(let reason)? = error as? FavoritePrimesFileError {
      return "Not saved: \(reason)"
    }
    return "Not saved: \(error)"
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

  /// What help lists: the keys of the screen under it, then the app's own.
  var helpBindings: [KeyBinding<Command>] { screenBindings + globalBindings }

  // MARK: Keys

  /// What `key` does here, if anything.
  public func command(for key: Key) -> Command? {
    if key == .control("c") { return .quit }
    if let typed = typing(key) { return .send(typed) }
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
    guard let help = state.help else { return screenBindings }
    return HelpOverlay.scrollKeyMap(for: helpBindings, offset: help.offset, in: content) {
      Command.send(.help(.presented(.scrolled(to: $0))))
    }
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
      // An answer does not hold the user on its tab; the modal and the field do.
      isPlain = state.counter.primeModal == nil && state.counter.countField == nil
    case .favorites:
      tab = favoritesView.bindings.map { $0.map(AppFeature.Action.favoritePrimes) }
      isPlain = !state.favoritePrimes.primeSelection.isFiltering
    case .stopwatch:
      tab = StopwatchView(state: state.stopwatch, rect: content).bindings.map {
        $0.map(AppFeature.Action.stopwatch)
      }
    case .activity:
      tab = activityView.bindings.map { $0.map(AppFeature.Action.activity) }
      isPlain = !state.activity.entrySelection.isFiltering
    case .log:
      tab = logView.bindings.map { $0.map(AppFeature.Action.log) }
      isPlain = !state.log.entrySelection.isFiltering
    }
    return (tab + (isPlain ? tabSwitching : [])).map { $0.map(Command.send) }
  }

  /// The kit's tab bar keys (`1`-`5`, Tab and `]`, Shift-Tab and `[`), as the app's actions.
  private var tabSwitching: [KeyBinding<AppFeature.Action>] {
    TabBar.keyMap(for: tabBar).map { $0.map(Self.action(forTabBar:)) }
  }

  static func action(forTabBar action: TabBar.Action) -> AppFeature.Action {
    switch action {
    case .select(let index): .tabSelected(Tab.allCases[index])
    case .selectNext: .nextTabSelected
    case .selectPrevious: .previousTabSelected
    }
  }

  /// What `key` types into the text field that has the keys, if one has: the counter's "Set
  /// count", on its tab or in the tour, or a list's filter.
  func typing(_ key: Key) -> AppFeature.Action? {
    guard state.help == nil, !isTooSmall else { return nil }
    if let onboarding = state.onboarding {
      let view = OnboardingView(state: onboarding, rect: content)
      return onboarding.isShowingFavorites
        ? view.favorites.typing(key).map { .onboarding(.favoritePrimes($0)) }
        : view.counter.typing(key).map { .onboarding(.counter($0)) }
    }
    switch state.selectedTab {
    case .counter: return counterView.typing(key).map(AppFeature.Action.counter)
    case .favorites: return favoritesView.typing(key).map(AppFeature.Action.favoritePrimes)
    case .activity: return activityView.typing(key).map(AppFeature.Action.activity)
    case .log: return logView.typing(key).map(AppFeature.Action.log)
    case .stopwatch: return nil
    }
  }

  /// What closes the overlay on top (help, the prime modal, an answer), as Esc does, or `nil`
  /// when nothing covers the screen.
  var closeOverlay: Command? {
    if state.help != nil { return .send(.help(.dismiss)) }
    // A field typing text keeps `q`.
    if typing(.character("q")) != nil { return nil }
    let isCovered: Bool
    if let onboarding = state.onboarding {
      let view = OnboardingView(state: onboarding, rect: content)
      isCovered =
        onboarding.isShowingFavorites ? !view.favorites.isPlain : !view.counter.isPlain
    } else {
      switch state.selectedTab {
      case .counter: isCovered = !counterView.isPlain
      case .favorites: isCovered = !favoritesView.isPlain
      case .stopwatch, .activity, .log: isCovered = false
      }
    }
    return isCovered ? screenBindings.action(for: .escape) : nil
  }

  /// Keys that work everywhere: `q` closes the overlay on top, and quits at the base (as in
  /// less, tig and vim); Ctrl-C always quits. While a field takes text, `?` and `q` are typed,
  /// so the key bar names Ctrl-C.
  var globalBindings: [KeyBinding<Command>] {
    if typing(.character("q")) != nil {
      return [KeyBinding([.control("c")], hint: "Ctrl-C", label: "quit", action: .quit)]
        + terminalBindings
    }
    return [
      KeyBinding(
        [.character("?")], hint: "?", label: "help", help: "show or close this help",
        action: .send(.helpButtonTapped)),
      closeOverlay.map {
        KeyBinding(
          [.character("q")], hint: "q", label: "close", help: "close it, as Esc does", action: $0)
      } ?? KeyBinding([.character("q")], hint: "q", label: "quit", action: .quit),
      KeyBinding(
        [.control("c")], hint: nil, label: "quit", help: "quit, wherever you are", action: .quit),
    ] + terminalBindings
  }

  /// Redrawing (Ctrl-L) and suspending (Ctrl-Z): the terminal's own keys, wherever the app is.
  private var terminalBindings: [KeyBinding<Command>] {
    [
      KeyBinding(
        [.control("l")], hint: nil, label: "redraw", help: "redraw the screen", action: .redraw),
      KeyBinding(
        [.control("z")], hint: nil, label: "suspend", help: "suspend (fg resumes)", action: .suspend
      ),
    ]
  }

  private func mouseCommand(for key: Key) -> Command? {
    guard state.help == nil else { return nil }
    if case .click(_, 0) = key, state.onboarding == nil {
      return TabBar.action(for: key, state: tabBar, in: tabBarRect).map {
        .send(Self.action(forTabBar: $0))
      }
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
