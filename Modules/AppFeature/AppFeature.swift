import ComposableArchitecture
import Counter
import FavoritePrimes
import FileClient
import PrimeClient
import PrimeModal
import TabA
import TabB
import TabC

/// The whole app: every feature composed with `Scope`, the tabs, the help overlay, the
/// onboarding tour, favorites shared between features, and the action log.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// store.send(.task(startOnboarding: false))
/// ```
public struct AppFeature: Reducer, Sendable {
  /// Every child's state plus what the app itself shows.
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var selectedTab: Tab
    /// Whether the help overlay is shown.
    public var isHelpPresented: Bool
    /// Tab 1.
    public var counter: Counter.State
    /// Tab 2.
    public var favoritePrimes: FavoritePrimes.State
    /// Tab 3.
    public var timer: Stopwatch.State
    /// Tab 4.
    public var activity: Activity.State
    /// Tab 5.
    public var log: Log.State
    /// The onboarding tour, while it runs.
    public var onboarding: Onboarding.State?

    /// Creates the state.
    public init(
      selectedTab: Tab = .counter,
      isHelpPresented: Bool = false,
      counter: Counter.State = .init(),
      favoritePrimes: FavoritePrimes.State = .init(),
      timer: Stopwatch.State = .init(),
      activity: Activity.State = .init(),
      log: Log.State = .init(),
      onboarding: Onboarding.State? = nil
    ) {
      self.selectedTab = selectedTab
      self.isHelpPresented = isHelpPresented
      self.counter = counter
      self.favoritePrimes = favoritePrimes
      self.timer = timer
      self.activity = activity
      self.log = log
      self.onboarding = onboarding
    }
  }

  /// One case per child, plus the app's own actions.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// The app launched: start the tour (when asked for, or when there is no favorites file
    /// yet) or load the real favorites.
    case task(startOnboarding: Bool)
    /// Feeds the Log tab from the action log for as long as its task runs (the app's lifetime).
    case logTask
    case launchChecked(hasFavoritesFile: Bool)
    case tabSelected(Tab)
    case nextTabSelected
    case previousTabSelected
    /// Shows or hides the help overlay.
    case helpToggled
    case counter(Counter.Action)
    case favoritePrimes(FavoritePrimes.Action)
    case timer(Stopwatch.Action)
    case activity(Activity.Action)
    case log(Log.Action)
    case onboarding(Onboarding.Action)
  }

  @Dependency(\.actionLog) var actionLog
  @Dependency(\.fileClient) var fileClient

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
      Scope(state: \.timer, action: \.timer) { Stopwatch() }
      Scope(state: \.activity, action: \.activity) { Activity() }
      Scope(state: \.log, action: \.log) { Log() }
      Reduce(navigation)
      SharedFavorites()
    }
    .ifLet(\.onboarding, action: \.onboarding) { Onboarding() }
    ._printChanges(actionLog.printer())
  }

  private func navigation(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .logTask:
      return .run { send in
        for await entry in actionLog.entries() {
          await send(.log(.append(action: entry.action, diff: entry.diff)))
        }
      }

    case .task(let startOnboarding):
      guard !startOnboarding else {
        state.onboarding = Onboarding.State()
        return .none
      }
      return .run { send in
        // An unreadable file is still a file: only a missing one means a first launch.
        let exists: Bool
        do {
          exists = try await fileClient.load(FavoritePrimes.fileName) != nil
        } catch {
          exists = true
        }
        await send(.launchChecked(hasFavoritesFile: exists))
      }

    case .launchChecked(let hasFavoritesFile):
      guard hasFavoritesFile else {
        state.onboarding = Onboarding.State()
        return .none
      }
      return .send(.favoritePrimes(.load))

    case .tabSelected(let tab):
      state.selectedTab = tab
      return .none

    case .nextTabSelected:
      state.selectedTab = state.selectedTab.next
      return .none

    case .previousTabSelected:
      state.selectedTab = state.selectedTab.previous
      return .none

    case .helpToggled:
      state.isHelpPresented.toggle()
      return .none

    case .onboarding(.skipTapped), .onboarding(.finishTapped):
      state.onboarding = nil
      return .send(.favoritePrimes(.load))

    case .counter, .favoritePrimes, .timer, .activity, .log, .onboarding:
      return .none
    }
  }
}

/// The app's tabs, in order.
public enum Tab: Int, CaseIterable, Equatable, Sendable {
  case counter = 1
  case favorites
  case timer
  case activity
  case log

  /// The tab's title in the tab bar.
  public var title: String {
    switch self {
    case .counter: "Counter"
    case .favorites: "Favorites"
    case .timer: "Timer"
    case .activity: "Activity"
    case .log: "Log"
    }
  }

  /// The tab after this one, wrapping around.
  public var next: Tab { Tab(rawValue: rawValue % Self.allCases.count + 1)! }

  /// The tab before this one, wrapping around.
  public var previous: Tab {
    Tab(rawValue: (rawValue + Self.allCases.count - 2) % Self.allCases.count + 1)!
  }
}
