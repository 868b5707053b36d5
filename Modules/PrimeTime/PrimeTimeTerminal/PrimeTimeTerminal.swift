import AppFeature
import ComposableArchitecture
import Counter
import FavoritePrimes
import Feed
import NthPrimeRequest
import Primes
import TabB
import TabC
import TerminalUI

/// PrimeTime in a terminal: ``AppFeature`` composed with `Scope`, and beside it only what a
/// terminal keeps of its own. The count, the favorites, the feeds and the tour stay in the app's
/// state; this feature keeps the "Set count" field, the lists' selections and filters, and
/// whether the Log hides ticks. Each is kept for what is on screen: the tour's counter and
/// favorites while the tour runs, the app's after.
///
/// ```swift
/// let store = Store(initialState: PrimeTimeTerminal.State()) { PrimeTimeTerminal() }
/// let app = TerminalApp<AppView>(store: store, backend: try NcursesBackend(colors: true))
/// await app.launch(onboarding: false)
/// await app.run()
/// ```
@Reducer
public struct PrimeTimeTerminal: Sendable {
  /// The app's state, and what the terminal keeps beside it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Every feature's state: the app's, untouched.
    public var app: AppFeature.State
    /// The "Set count" field of the counter on screen, while it is open: its text is no count
    /// until submitted.
    public var countField: TextField.State?
    /// The favorites on screen's selected row and filter (``primeList`` lends it the primes).
    public var primeSelection: ListSelection
    /// The Activity feed's selected row, or following the newest, and its filter.
    public var activitySelection: ListSelection
    /// The Log's selected row of ``shownLogEntries``, or following the newest, and its filter.
    public var logSelection: ListSelection
    /// Whether the Log leaves timer ticks out of ``shownLogEntries``.
    public var hidesTicks: Bool
    /// Which button of an nth-prime answer's alert has the focus (an alert's own, by its id).
    public var answerBox = AlertBox<Never>.State()
    /// Which button of a failed nth-prime request's alert has the focus.
    public var failureBox = AlertBox<NthPrimeRequest.Outcome.Failure>.State()
    /// Help, while shown: how far it is scrolled.
    public var help: HelpOverlay.State?
    /// The selected Log entry's whole change, while it is shown over the Log: how far it is
    /// scrolled (``logChange`` lends it the change's lines).
    public var logChangePosition: ViewportPosition?
    /// The app's favorites as the list last followed them, which the listener for outside
    /// changes (``Action/task``) reads, so that it stays silent about a change an action made
    /// and its own pass followed: one reduction a key.
    let followedPrimes = FollowedPrimes()

    /// Creates the state: the app's, and nothing selected, the feeds following their newest.
    public init(
      app: AppFeature.State = AppFeature.State(),
      countField: TextField.State? = nil,
      primeSelection: ListSelection = ListSelection(),
      activitySelection: ListSelection = ListSelection(followsEnd: true),
      logSelection: ListSelection = ListSelection(followsEnd: true),
      hidesTicks: Bool = false
    ) {
      self.app = app
      self.countField = countField
      self.primeSelection = primeSelection
      self.activitySelection = activitySelection
      self.logSelection = logSelection
      self.hidesTicks = hidesTicks
    }
  }

  /// The app's actions, and the terminal's own.
  public enum Action: Equatable, Sendable {
    case app(AppFeature.Action)
    /// Listens, for as long as it runs, for every change of the app's favorites, so the
    /// filter's matches follow changes made outside any action (another instance's save, a
    /// reload), which no reducer sees.
    ///
    /// ```swift
    /// app.sendForLifetime(.task)
    /// ```
    case task
    /// The app's favorites changed, whoever changed them: the filter searches them again.
    case primesChanged
    /// Opens the "Set count" field of the counter on screen.
    case setCountButtonTapped
    case countField(TextField.Action)
    /// A move of the favorites' selection or filter, from the kit's list.
    case primeList(List<Int>.Action)
    /// A move in the Activity feed; ``List/Action/follow`` follows the newest entry again.
    case activityList(List<Activity.Entry>.Action)
    /// A move in the Log; ``List/Action/follow`` follows the newest entry again.
    case logList(List<Log.Entry>.Action)
    /// Shows timer ticks in the Log again, or hides them.
    case hideTicksButtonTapped
    /// Shows the selected Log entry's whole change over the Log.
    case logChangeShown
    /// A scroll of the Log entry's change, from the kit's viewport.
    case logChange(Viewport<String>.Action)
    /// Closes the Log entry's change.
    case logChangeClosed
    /// Shows help, or closes it.
    case helpToggled
    /// Scrolls help so that line `offset` is the first shown.
    case helpScrolled(to: Int)
    /// A key on the alert of the nth-prime answer on screen, from the kit's `AlertBox`.
    case answerBox(AlertBox<Never>.Action)
    /// A key on the alert of the failed nth-prime request on screen.
    case failureBox(AlertBox<NthPrimeRequest.Outcome.Failure>.Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, action in
        // An undo puts a prime back where the app says: that row is selected.
        switch action {
        case .app(.favoritePrimes(.undoDeleteButtonTapped)),
          .app(.onboarding(.favoritePrimes(.undoDeleteButtonTapped))):
          if let row = state.favorites.undoRow { state.primeSelection.row = row }
        default:
          break
        }
        return .none
      }
      Scope(state: \.app, action: \.app) { AppFeature() }
      Scope(state: \.primeList, action: \.primeList) { List() }
      Scope(state: \.activityList, action: \.activityList) { List() }
      Scope(state: \.logList, action: \.logList) { List() }
      Scope(state: \.answerBox, action: \.answerBox) { AlertBox() }
      Scope(state: \.failureBox, action: \.failureBox) { AlertBox() }
      Reduce(terminal)
        .ifLet(\.countField, action: \.countField) { TextField() }
        .ifLet(\.logChange, action: \.logChange) { Viewport() }
    }
    // Around everything: the app's reducers make the changes, the selections follow them.
    // What they follow is read once before and once after each action.
    .onChange(of: { $0.followed }) { old, new in
      Reduce { state, _ in
        state.follow(from: old, to: new)
        return .none
      }
    }
  }

  /// The terminal's own actions.
  private func terminal(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      state.followedPrimes.note(state.app.favoritePrimes.primes)
      return .run {
        [primes = state.app.favoritePrimes.$primes, followedPrimes = state.followedPrimes] send in
        // Read on the main actor, after the pass of the action that made the change (if any)
        // has noted what it followed. The first value is the list as it is when the listener
        // starts: a change since this action (another instance's save) is heard too.
        for await value in Observations({ @MainActor in primes.wrappedValue })
        where !followedPrimes.isFollowed(value) {
          await send(.primesChanged)
        }
      }

    case .primesChanged:
      state.followedPrimes.note(state.app.favoritePrimes.primes)
      state.primeList.rowsDidChange()
      // Changed outside any action (another instance's save): a prime saved again there is no
      // deletion to put back here.
      state.app.favoritePrimes.forgetDeletionsSavedAgain()
      return .none

    case .setCountButtonTapped:
      state.countField = TextField.State(placeholder: "e.g. 1_000_000")
      return .none

    case .countField(.delegate(.submitted(let text))):
      switch Counter.count(from: text) {
      case .success(let count):
        state.countField = nil
        // The app takes the count in this same pass: no frame shows the field closed on the
        // old count.
        let entered = Counter.Action.countEntered(count)
        return state.reduceApp(state.isTouring ? .onboarding(.counter(entered)) : .counter(entered))
      case .failure(let error):
        state.countField?.message = error.description
        return .none
      }

    case .countField(.delegate(.cancelled)):
      state.countField = nil
      return .none

    case .hideTicksButtonTapped:
      let selected = state.selectedLogEntry?.id
      state.hidesTicks.toggle()
      // The same entry stays selected, or the next one shown (ids grow with time).
      if let selected {
        let shown = state.shownLogEntries
        state.logSelection.row = shown.firstIndex { $0.id >= selected } ?? max(shown.count - 1, 0)
      }
      state.logList.rowsDidChange()
      return .none

    case .logChangeShown:
      // From its first line; nothing to show while the Log follows its newest entry.
      state.logChangePosition = state.selectedLogEntry == nil ? nil : ViewportPosition()
      return .none

    case .logChangeClosed:
      state.logChangePosition = nil
      return .none

    case .helpToggled:
      state.help = state.help == nil ? HelpOverlay.State() : nil
      return .none

    case .helpScrolled(let offset):
      state.help?.offset = max(0, offset)
      return .none

    case .answerBox(.delegate(let answer)):
      return state.reduceRequestOnScreen(
        .outcome(answer.map(NthPrimeRequest.Outcome.Action.answer)))

    case .failureBox(.delegate(let answer)):
      return state.reduceRequestOnScreen(
        .outcome(answer.map(NthPrimeRequest.Outcome.Action.failure)))

    case .app, .countField, .primeList, .activityList, .logList, .logChange, .answerBox,
      .failureBox:
      return .none
    }
  }
}

extension PrimeTimeTerminal.State {
  /// Runs the app's reducer on `action` now, in the pass of the terminal action that asked for
  /// it, so that no frame shows the terminal's half of a change without the app's.
  mutating func reduceApp(_ action: AppFeature.Action) -> Effect<PrimeTimeTerminal.Action> {
    AppFeature().reduce(into: &app, action: action).map(PrimeTimeTerminal.Action.app)
  }

  /// Runs `action` on the nth-prime request on screen: the Counter's or the Favorites' (the
  /// tour's while it runs); nothing where none shows.
  mutating func reduceRequestOnScreen(
    _ action: NthPrimeRequest.Action
  ) -> Effect<PrimeTimeTerminal.Action> {
    if let tour = app.onboarding {
      return reduceApp(
        tour.isShowingFavorites
          ? .onboarding(.favoritePrimes(.nthPrimeRequest(action)))
          : .onboarding(.counter(.nthPrimeRequest(action))))
    }
    switch app.selectedTab {
    case .counter: return reduceApp(.counter(.nthPrimeRequest(action)))
    case .favorites: return reduceApp(.favoritePrimes(.nthPrimeRequest(action)))
    case .stopwatch, .activity, .log: return .none
    }
  }

  /// Whether the tour is on screen.
  public var isTouring: Bool { app.onboarding != nil }

  /// The favorites on screen: the tour's while it runs, else the app's.
  public var favorites: FavoritePrimes.State {
    app.onboarding?.favoritePrimes ?? app.favoritePrimes
  }

  /// The favorites on screen's primes, read without copying the rest of their state.
  var primesOnScreen: [Int] { app.onboarding?.favoritePrimes.primes ?? app.favoritePrimes.primes }

  /// The favorites on screen as the kit's list sees them, grouped (`7,919`): lent, not copied
  /// into it, with the selection kept here.
  public var primeList: List<Int>.State {
    get { List.State(rows: primesOnScreen, selection: primeSelection, text: { grouped($0) }) }
    set { primeSelection = newValue.selection }
  }

  /// The selected prime: the first until the user picks one, the last when the list has
  /// shrunk below the selection (another holder or instance removed primes), `nil` when the
  /// list is empty or the filter matches none.
  public var selectedPrime: Int? { primeList.selectedRow }

  /// The Activity feed's entries as the kit's list reads them, by their text.
  public var activityList: List<Activity.Entry>.State {
    get { List.State(rows: app.activity.feed.entries, selection: activitySelection, text: \.text) }
    set { activitySelection = newValue.selection }
  }

  /// The Log's entries the list shows: all of them, or those that are not ticks.
  public var shownLogEntries: [Log.Entry] { Self.shown(app.log.feed.entries, hidesTicks) }

  /// Of the Log's `entries`, those the list shows: all, or those that are not ticks.
  static func shown(_ entries: [Log.Entry], _ hidesTicks: Bool) -> [Log.Entry] {
    hidesTicks ? entries.filter { !$0.isTick } : entries
  }

  /// The shown Log entries as the kit's list reads them, by action.
  public var logList: List<Log.Entry>.State {
    get {
      List.State(rows: shownLogEntries, selection: logSelection, text: { $0.action.string })
    }
    set { logSelection = newValue.selection }
  }

  /// The selected Log entry, whose diff the tab shows; `nil` while following the newest.
  public var selectedLogEntry: Log.Entry? { logList.selectedRow }

  /// The selected Log entry's whole change as the kit's viewport shows it, a line of the diff
  /// a line, while it is shown: lent, with its position kept here.
  public var logChange: Viewport<String>.State? {
    get {
      guard let position = logChangePosition, let entry = selectedLogEntry else { return nil }
      return Viewport.State(
        lines: entry.diff.string.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init),
        position: position, style: LogView.style(ofDiffLine:), text: { $0 })
    }
    set { logChangePosition = newValue?.position }
  }
}

/// A note the reducer leaves for its own listener (see ``PrimeTimeTerminal/Action/task``): the
/// favorites the list last followed. Not part of the state's value: every copy of a state holds
/// the same note, and two states are equal whatever it says.
struct FollowedPrimes: Equatable, Sendable {
  private let primes = LockIsolated<[Int]?>(nil)

  func note(_ primes: [Int]) { self.primes.setValue(primes) }

  /// Whether `primes` is what the list last followed (an action's change, followed in its pass).
  func isFollowed(_ primes: [Int]) -> Bool { self.primes.value == primes }

  static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// What of the app the terminal's own state follows: the favorites on screen, and where each
/// feed's entries begin and end. It holds no feed's entries: an action that appends to a feed
/// then appends in place, and does not copy the feed because this copy still holds it.
struct FollowedState: Equatable {
  var isTouring: Bool
  var primes: [Int]
  var activity: FeedMarks
  var log: FeedMarks
}

extension FeedMarks {
  /// The marks of `feed` now, with how many of its entries a list shows (all when `isShown`
  /// is `nil`).
  init<Entry>(_ feed: Feed<Entry>.State, isShown: ((Entry) -> Bool)?) {
    self.init(
      offset: feed.offset, endOffset: feed.endOffset,
      shown: isShown.map { feed.entries.count(where: $0) } ?? feed.entries.count)
  }
}

extension PrimeTimeTerminal.State {
  /// What the selections follow, read from one copy of the app's state.
  var followed: FollowedState {
    let app = self.app
    return FollowedState(
      isTouring: app.onboarding != nil,
      primes: app.onboarding?.favoritePrimes.primes ?? app.favoritePrimes.primes,
      activity: FeedMarks(app.activity.feed, isShown: nil),
      log: FeedMarks(app.log.feed, isShown: isLogShown))
  }

  /// Which Log entries the list shows: those that are not ticks while they are hidden; `nil`
  /// for all.
  var isLogShown: ((Log.Entry) -> Bool)? { hidesTicks ? { !$0.isTick } : nil }

  /// Brings the field and the selections along with what an action changed in the app.
  mutating func follow(from old: FollowedState, to new: FollowedState) {
    if old.isTouring != new.isTouring {
      // The tour's counter and favorites replace the app's on screen, or the other way.
      countField = nil
      primeSelection = ListSelection()
    }
    if old.primes != new.primes {
      primeList.rowsDidChange()
      followedPrimes.note(app.favoritePrimes.primes)
    }
    if old.activity.hasMoved(to: new.activity) {
      let entries = app.activity.feed.entries
      activitySelection.follow(
        old.activity, to: new.activity, entries: entries, rows: { entries }, isShown: nil,
        text: \.text)
    }
    // Hiding ticks changes what is shown, not the feed: `.hideTicksButtonTapped` reselects.
    if old.log.hasMoved(to: new.log) {
      let entries = app.log.feed.entries
      let hidesTicks = hidesTicks
      logSelection.follow(
        old.log, to: new.log, entries: entries, rows: { Self.shown(entries, hidesTicks) },
        isShown: isLogShown, text: \.action.string)
      // The entry whose change was shown went (a clear, or let go at the front): it closes.
      if selectedLogEntry == nil { logChangePosition = nil }
    }
  }
}
