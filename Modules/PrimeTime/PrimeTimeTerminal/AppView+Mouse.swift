import AppFeature
import TerminalUI

extension AppView {
  /// What a click or a wheel turn does: a tab title selects its tab, and the screen under it
  /// takes the rest.
  func mouseCommand(for key: Key) -> Command? {
    guard state.help == nil else { return nil }
    if case .click(_, 0) = key, app.onboarding == nil {
      return TabBar.action(for: key, state: tabBar, in: tabBarRect).map {
        .send(.app(Self.action(forTabBar: $0)))
      }
    }
    if let onboarding = app.onboarding {
      return onboardingView(onboarding).action(for: key).map(Command.send)
    }
    switch app.selectedTab {
    case .favorites: return favoritesView.action(for: key).map(Command.send)
    case .activity: return activityView.action(for: key).map(Command.send)
    case .log: return logView.action(for: key).map(Command.send)
    case .counter, .stopwatch: return nil
    }
  }
}
