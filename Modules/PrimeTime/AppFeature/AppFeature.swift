import ComposableArchitecture
import Counter
import FavoritePrimes
import FavoritePrimesStorage
import FileClient
import TabA
import TabB
import TabC

/// The whole app: every feature composed with `Scope`, the tabs, the onboarding tour and the
/// action log. (Help is the terminal's: `PrimeTimeTerminal` keeps the kit's `HelpOverlay`.)
///
/// The favorite primes are one shared list (`@Shared(.favoritePrimes)`) that the Counter, its
/// prime modal and the Favorites tab hold; its key saves every change, and each change the user
/// makes is recorded in the Activity tab.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// store.send(.task(startOnboarding: false))
/// ```
@Reducer
public struct AppFeature: Sendable {
  /// Every child's state plus what the app itself shows.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var selectedTab: Tab
    /// Tab 1.
    public var counter: Counter.State
    /// Tab 2: the favorite primes and the selection.
    public var favoritePrimes: FavoritePrimes.State
    /// Tab 3.
    public var stopwatch: Stopwatch.State
    /// Tab 4.
    public var activity: Activity.State
    /// Tab 5.
    public var log: Log.State
    /// The onboarding tour, while it runs.
    public var onboarding: Onboarding.State?
    /// That the tour was finished or skipped: once it is, the tour does not offer itself
    /// again.
    @Shared(.tourRecord) public var tourRecord

    /// Creates the state.
    public init(
      selectedTab: Tab = .counter,
      counter: Counter.State? = nil,
      favoritePrimes: FavoritePrimes.State = .init(),
      stopwatch: Stopwatch.State = .init(),
      activity: Activity.State = .init(),
      log: Log.State = .init(),
      onboarding: Onboarding.State? = nil
    ) {
      self.selectedTab = selectedTab
      // The counter holds the same shared list as the Favorites tab.
      self.counter = counter ?? Counter.State(favoritePrimes: favoritePrimes.$primes)
      self.favoritePrimes = favoritePrimes
      self.stopwatch = stopwatch
      self.activity = activity
      self.log = log
      self.onboarding = onboarding
    }

    /// Whether something is under way that will change the screen or a file when it
    /// finishes: the favorites being read, an nth-prime request (in the app or the tour).
    public var isBusy: Bool {
      let requests =
        [counter.nthPrimeRequest, favoritePrimes.nthPrimeRequest]
        + (onboarding.map { [$0.counter.nthPrimeRequest, $0.favoritePrimes.nthPrimeRequest] } ?? [])
      return favoritePrimes.isLoading || requests.contains(where: \.isInFlight)
    }
  }

  /// One case per child, plus the app's own actions.
  public enum Action: Equatable, Sendable {
    /// The app launched: start the tour when asked for, or on a first launch.
    case task(startOnboarding: Bool)
    /// Whether this is a first launch: no favorites file, and no tour finished or skipped.
    case launchChecked(isFirstLaunch: Bool)
    case tabSelected(Tab)
    case nextTabSelected
    case previousTabSelected
    case counter(Counter.Action)
    case favoritePrimes(FavoritePrimes.Action)
    case stopwatch(Stopwatch.Action)
    case activity(Activity.Action)
    case log(Log.Action)
    case onboarding(Onboarding.Action)
  }

  @Dependency(\.actionLog) var actionLog
  @Dependency(\.fileClient) var fileClient
  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
      Scope(state: \.stopwatch, action: \.stopwatch) { Stopwatch() }
      Scope(state: \.activity, action: \.activity) { Activity() }
      Scope(state: \.log, action: \.log) { Log() }
      Reduce(launch)
      Reduce(tabs)
    }
    .onChange(of: \.favoritePrimes.primes) { old, new in
      Reduce { state, _ in
        // Recorded in the pass that changed the favorites, as the Activity feature records:
        // a line sent as an action would be another pass, and another entry in the Log.
        for line in Self.activity(from: old, to: new) {
          _ = Activity().reduce(into: &state.activity, action: .record(line))
        }
        state.favoritePrimes.forgetDeletionsSavedAgain()
        return .none
      }
    }
    .ifLet(\.onboarding, action: \.onboarding) { Onboarding() }
    .recordingActions(in: actionLog)
  }

  /// Launching: the first-launch check and the tour.
  private func launch(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task(let startOnboarding):
      guard !startOnboarding else {
        state.onboarding = Onboarding.State()
        return .none
      }
      guard state.tourRecord == nil else {
        return .send(.launchChecked(isFirstLaunch: false))
      }
      return .run { send in
        // Bounded as a load is: a data folder that does not answer is not a first launch, and
        // the favorites' own load then says that it does not answer.
        let checked = await withDeadline(FavoritePrimesKey.loadTimeout, clock: clock) {
          await isFirstLaunch()
        }
        await send(.launchChecked(isFirstLaunch: checked ?? false))
      }

    case .launchChecked(let isFirstLaunch):
      if isFirstLaunch { state.onboarding = Onboarding.State() }
      return .none

    case .onboarding(.skipTapped), .onboarding(.finishTapped):
      let finished = state.onboarding?.step == .done
      state.onboarding = nil
      // Remembered so the tour does not start again; if it cannot be written, the tour simply
      // offers itself again next time.
      state.$tourRecord.withLock { $0 = Onboarding.Record(finished: finished) }
      return .none

    default:
      return .none
    }
  }

  /// Whether, with no record of the tour in the app's storage, neither the favorites nor an
  /// older PrimeTime's record exist: an unreadable file is still a file, so only missing ones
  /// mean a first launch.
  private func isFirstLaunch() async -> Bool {
    for name in [FavoritePrimesKey.fileName, Onboarding.Record.legacyFileName] {
      do {
        if try await fileClient.contents(of: name) != nil { return false }
      } catch {
        return false
      }
    }
    return true
  }

  /// Switching tabs.
  private func tabs(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tabSelected(let tab):
      state.selectedTab = tab
    case .nextTabSelected:
      state.selectedTab = state.selectedTab.next
    case .previousTabSelected:
      state.selectedTab = state.selectedTab.previous
    default:
      break
    }
    return .none
  }

  /// The Activity tab's lines for a change the user made to the favorites.
  static func activity(from old: [Int], to new: [Int]) -> [String] {
    FavoritePrimesKey.Edit.between(old, new).map {
      switch $0 {
      case .added(let prime): "Added \(prime) to favorites"
      case .removed(let prime): "Removed \(prime) from favorites"
      }
    }
  }
}

/// The app's tabs, in order.
public enum Tab: Int, CaseIterable, Equatable, Sendable {
  case counter = 1
  case favorites
  case stopwatch
  case activity
  case log

  /// The tab's title in the tab bar.
  public var title: String {
    switch self {
    case .counter: "Counter"
    case .favorites: "Favorites"
    case .stopwatch: "Stopwatch"
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
