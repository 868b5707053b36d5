import AppFeature
import TerminalUI

extension AppView {
  /// What a click or a wheel turn does: a tab title selects its tab, and the screen under it
  /// takes the rest.
  func mouseCommand(for key: Key) -> Command? {
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
