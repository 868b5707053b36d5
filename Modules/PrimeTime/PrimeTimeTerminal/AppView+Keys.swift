import AppFeature
import TerminalUI

/// Keys: the screen's key maps in the kit's `Layers`, as Checklists keeps its own, and the
/// bindings the key bar and help list.
extension AppView {
  /// What `key` does here, if anything.
  public func command(for key: Key) -> Command? {
    shell.command(for: key, mouse: mouseCommand(for:)) { layers.command(for: $0) }
  }

  /// The screen's key maps, top down: the selected tab (or the tour) at the base, with switching
  /// tabs and help; over it what covers it (a field being typed, the prime modal, an answer);
  /// help on top. `q` closes the layer on top and quits at the base, as in less, tig and vim;
  /// Ctrl-C always quits.
  var layers: Layers<PrimeTimeTerminal.Action> { layers(over: screenLayers) }

  /// `screen`, the screen's layers, with help on top while it is shown.
  func layers(over screen: Layers<PrimeTimeTerminal.Action>) -> Layers<PrimeTimeTerminal.Action> {
    var layers = screen
    if let help = state.help {
      shell.pushHelp(
        onto: &layers, listing: helpBindings(below: screen), offset: help.offset,
        scrolled: { .helpScrolled(to: $0) }, closing: Self.help, close: .helpToggled)
    }
    return layers
  }

  /// Everything but help.
  var screenLayers: Layers<PrimeTimeTerminal.Action> {
    if let onboarding = app.onboarding {
      return onboardingView(onboarding).layers(help: Self.help)
    }
    let tabs = tabSwitching
    var layers: Layers<PrimeTimeTerminal.Action>
    switch app.selectedTab {
    case .counter:
      let view = counterView
      layers = Layers(base: view.baseBindings + tabs + Self.help)
      view.push(onto: &layers, help: Self.help, passing: tabs)
    case .favorites:
      let view = favoritesView
      layers = Layers(base: view.baseBindings + tabs + Self.help)
      view.push(onto: &layers, help: Self.help, passing: tabs)
    case .stopwatch:
      let stopwatch = StopwatchView(state: app.stopwatch, rect: content).bindings.map {
        $0.map { PrimeTimeTerminal.Action.app(.stopwatch($0)) }
      }
      layers = Layers(base: stopwatch + tabs + Self.help)
    case .activity:
      let view = activityView
      layers = Layers(base: view.baseBindings + tabs + Self.help)
      view.push(onto: &layers)
    case .log:
      let view = logView
      layers = Layers(base: view.baseBindings + tabs + Self.help)
      view.push(onto: &layers)
    }
    return layers
  }

  /// `?` shows help, and closes it: on every layer but a field's, which types it.
  static let help = [
    KeyBinding(
      [.character("?")], label: "help", help: "show or close this help", isOnEveryScreen: true,
      action: PrimeTimeTerminal.Action.helpToggled)
  ]

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

  /// Every binding in force, most specific first, and the terminal's own: what the key bar
  /// shows.
  var bindings: [KeyBinding<Command>] { bindings(over: screenLayers) }

  func bindings(over screen: Layers<PrimeTimeTerminal.Action>) -> [KeyBinding<Command>] {
    layers(over: screen).bindings + AppShell.terminalBindings()
  }

  /// What help lists: the keys in force under it, and the terminal's own.
  var helpBindings: [KeyBinding<Command>] { helpBindings(below: screenLayers) }

  func helpBindings(below screen: Layers<PrimeTimeTerminal.Action>) -> [KeyBinding<Command>] {
    screen.bindings + AppShell.terminalBindings()
  }
}
