import ComposableArchitecture
import Feed
import Foundation

/// Tab 4, "Activity": a feed of timestamped entries ("Added 7 to favorites"), newest last, that
/// the parent feeds with ``Action/record(_:)``; the user can clear it and undo the clear.
/// Which entry is selected, and a filter, are the front's.
///
/// Times come from `@Dependency(\.date)`.
///
/// ```swift
/// // In the parent's reducer, in the pass that made the change:
/// _ = Activity().reduce(into: &state.activity, action: .record("Added 7 to favorites"))
/// ```
@Reducer
public struct Activity: Sendable {
  /// The most entries kept; older ones are dropped.
  public static let capacity = 200

  /// One line of the feed.
  public struct Entry: Equatable, Sendable {
    /// When it happened.
    public var date: Date
    /// What happened.
    public var text: String

    /// Creates an entry.
    public init(date: Date, text: String) {
      self.date = date
      self.text = text
    }
  }

  /// The feed.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The entries, at most ``Activity/capacity``, and what a clear took away (`u` puts it
    /// back).
    public var feed: Feed<Entry>.State

    /// Creates the state.
    public init(entries: [Entry] = [], cleared: [Entry]? = nil) {
      self.feed = Feed.State(capacity: Activity.capacity, entries: entries, cleared: cleared)
    }
  }

  /// What the parent and the user can do.
  public enum Action: Equatable, Sendable {
    /// Appends an entry with the current time.
    case record(String)
    /// Clears the feed, or puts back what a clear took away.
    case feed(Feed<Entry>.Action)
  }

  @Dependency(\.date.now) var now

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.feed, action: \.feed) { Feed() }
    Reduce { state, action in
      if case .record(let text) = action {
        state.feed.append(Entry(date: now, text: text))
      }
      return .none
    }
  }
}
