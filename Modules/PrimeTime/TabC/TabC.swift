import ComposableArchitecture
import Feed
import Foundation

/// Tab 5, "Log": the app's own action log with state diffs, fed by the parent through
/// ``Action/append(action:diff:isTick:)``; pause, clear and undo the clear. Each entry says
/// whether it is a timer's tick, so a front can hide them; which entry is selected (to read its
/// diff), a filter and hiding ticks are the front's.
///
/// While paused, appended entries are dropped. Times come from `@Dependency(\.date)`.
///
/// ```swift
/// return .send(.log(.append(action: "counter(.incrementButtonTapped)", diff: diff)))
/// ```
@Reducer
public struct Log: Sendable {
  /// The most entries kept; older ones are dropped.
  public static let capacity = 500

  /// One logged action.
  public struct Entry: Equatable, Sendable, Identifiable {
    /// A number that grows with each entry.
    public var id: Int
    /// When it was logged.
    public var date: Date
    /// The action, in one line.
    public var action: Text
    /// The state diff the action made, or "(No state changes)".
    public var diff: Text
    /// Whether the action is a timer's tick, which a front can hide: a running stopwatch logs
    /// one a second.
    public var isTick: Bool

    /// Creates an entry.
    public init(id: Int, date: Date, action: Text, diff: Text, isTick: Bool = false) {
      self.id = id
      self.date = date
      self.action = action
      self.diff = diff
      self.isTick = isTick
    }
  }

  /// The log.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The entries, at most ``Log/capacity``, and what a clear took away (`u` puts it back).
    public var feed: Feed<Entry>.State
    /// Whether logging is paused.
    public var isPaused: Bool
    /// The id the next entry gets.
    public var nextID: Int

    /// Creates the state.
    public init(
      entries: [Entry] = [], isPaused: Bool = false, cleared: [Entry]? = nil
    ) {
      self.feed = Feed.State(capacity: Log.capacity, entries: entries, cleared: cleared)
      self.isPaused = isPaused
      self.nextID = (entries.last?.id ?? 0) + 1
    }
  }

  /// What the parent and the user can do.
  public enum Action: Equatable, Sendable {
    /// Logs an action and its diff, unless paused; `isTick`, a timer's tick.
    case append(action: Text, diff: Text, isTick: Bool = false)
    /// Clears the log, or puts back what a clear took away.
    case feed(Feed<Entry>.Action)
    /// Pauses a running log, resumes a paused one.
    case pauseButtonTapped
  }

  @Dependency(\.date.now) var now

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.feed, action: \.feed) { Feed() }
    Reduce { state, action in
      switch action {
      case .append(let action, let diff, let isTick):
        guard !state.isPaused else { return .none }
        state.feed.append(
          Entry(id: state.nextID, date: now, action: action, diff: diff, isTick: isTick))
        state.nextID += 1
      case .pauseButtonTapped:
        state.isPaused.toggle()
      case .feed:
        break
      }
      return .none
    }
  }
}
