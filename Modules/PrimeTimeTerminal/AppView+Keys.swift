import AppFeature
import TerminalUI

/// Keys: what each does where the app is, and the bindings the key bar and help list.
extension AppView {
  /// What `key` does here, if anything.
  public func command(for key: Key) -> Command? {
    if key == .control("c") { return .quit }
    if isTakingText, let typed = typing(key) { return .send(typed) }
    guard !isTooSmall else {
      return globalBindings.filter { $0.action != .send(.app(.helpButtonTapped)) }.action(for: key)
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
    guard let help = app.help else { return screenBindings }
    return HelpOverlay.scrollKeyMap(for: helpBindings, offset: help.offset, in: content) {
      Command.send(.app(.help(.presented(.scrolled(to: $0)))))
    }
      + [KeyBinding([.escape], hint: "Esc", label: "close", action: .send(.app(.help(.dismiss))))]
  }

  /// The keys of the tour or of the selected tab, and switching tabs when nothing covers it.
  var screenBindings: [KeyBinding<Command>] {
    if let onboarding = app.onboarding {
      return OnboardingView(terminal: state, app: app, state: onboarding, rect: content).bindings
        .map {
          $0.map(Command.send)
        }
    }
    let tab: [KeyBinding<PrimeTimeTerminal.Action>]
    var isPlain = true
    switch app.selectedTab {
    case .counter:
      tab = counterView.bindings
      // An answer does not hold the user on its tab; the modal and the field do.
      isPlain = app.counter.primeModal == nil && state.countField == nil
    case .favorites:
      tab = favoritesView.bindings
      isPlain = !state.primeSelection.isFiltering
    case .stopwatch:
      tab = StopwatchView(state: app.stopwatch, rect: content).bindings.map {
        $0.map { .app(.stopwatch($0)) }
      }
    case .activity:
      tab = activityView.bindings
      isPlain = !state.activitySelection.isFiltering
    case .log:
      tab = logView.bindings
      isPlain = !state.logSelection.isFiltering
    }
    return (tab + (isPlain ? tabSwitching : [])).map { $0.map(Command.send) }
  }

  /// The kit's tab bar keys (`1`-`5`, Tab and `]`, Shift-Tab and `[`), as the app's actions.
  var tabSwitching: [KeyBinding<PrimeTimeTerminal.Action>] {
    TabBar.keyMap(for: tabBar).map { $0.map { .app(Self.action(forTabBar: $0)) } }
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
  func typing(_ key: Key) -> PrimeTimeTerminal.Action? {
    guard app.help == nil, !isTooSmall else { return nil }
    if let onboarding = app.onboarding {
      let view = OnboardingView(terminal: state, app: app, state: onboarding, rect: content)
      return onboarding.isShowingFavorites ? view.favorites.typing(key) : view.counter.typing(key)
    }
    switch app.selectedTab {
    case .counter: return counterView.typing(key)
    case .favorites: return favoritesView.typing(key)
    case .activity: return activityView.typing(key)
    case .log: return logView.typing(key)
    case .stopwatch: return nil
    }
  }

  /// What closes the overlay on top (help, the prime modal, an answer), as Esc does, or `nil`
  /// when nothing covers the screen.
  var closeOverlay: Command? {
    if app.help != nil { return .send(.app(.help(.dismiss))) }
    // A field typing text keeps `q`.
    if isTakingText { return nil }
    let isCovered: Bool
    if let onboarding = app.onboarding {
      let view = OnboardingView(terminal: state, app: app, state: onboarding, rect: content)
      isCovered =
        onboarding.isShowingFavorites ? !view.favorites.isPlain : !view.counter.isPlain
    } else {
      switch app.selectedTab {
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
    if isTakingText {
      return [KeyBinding([.control("c")], hint: "Ctrl-C", label: "quit", action: .quit)]
        + terminalBindings
    }
    return [
      KeyBinding(
        [.character("?")], hint: "?", label: "help", help: "show or close this help",
        action: .send(.app(.helpButtonTapped))),
      closeOverlay.map {
        KeyBinding(
          [.character("q")], hint: "q", label: "close", help: "close it, as Esc does", action: $0)
      } ?? KeyBinding([.character("q")], hint: "q", label: "quit", action: .quit),
      KeyBinding(
        [.control("c")], hint: nil, label: "quit", help: "quit, wherever you are", action: .quit),
    ] + terminalBindings
  }

  /// Redrawing (Ctrl-L) and suspending (Ctrl-Z): the terminal's own keys, wherever the app is.
  var terminalBindings: [KeyBinding<Command>] {
    [
      KeyBinding(
        [.control("l")], hint: nil, label: "redraw", help: "redraw the screen", action: .redraw),
      KeyBinding(
        [.control("z")], hint: nil, label: "suspend", help: "suspend (fg resumes)", action: .suspend
      ),
    ]
  }
}
