import ComposableArchitecture
import Feed
import Foundation
import TerminalUI

/// Tab 4, "Activity": a feed of timestamped entries ("Added 7 to favorites"), newest last, that
/// the parent feeds with ``Action/record(_:)``; the user can filter it (the kit's ``List``,
/// following the newest until a row is picked) and clear it.
///
/// Times come from `@Dependency(\.date)`.
///
/// ```swift
/// return .send(.activity(.record("Added 7 to favorites")))
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
    public var feed: Feed<Entry>
    /// The list's own part, beside the entries: the selected row, or following the newest,
    /// and the filter.
    public var entrySelection: ListSelection

    /// Creates the state.
    public init(
      entries: [Entry] = [], entrySelection: ListSelection = ListSelection(followsEnd: true),
      cleared: [Entry]? = nil
    ) {
      self.feed = Feed(capacity: Activity.capacity, entries: entries, cleared: cleared)
      self.entrySelection = entrySelection
    }

    /// The entries as the kit's list reads them, by their text, with ``entrySelection``: what
    /// `Scope` hands the list.
    public var entryList: List<Entry>.State {
      get { List.State(rows: feed.entries, selection: entrySelection, text: \.text) }
      set { entrySelection = newValue.selection }
    }
  }

  /// What the parent and the user can do.
  public enum Action: Equatable, Sendable {
    /// Appends an entry with the current time.
    case record(String)
    /// Empties the feed.
    case clearButtonTapped
    /// Puts back what the last clear took away, before what came since.
    case undoClearButtonTapped
    /// A move of the selection or the filter, from the kit's list; ``List/Action/follow``
    /// follows the newest entry again.
    case entryList(List<Entry>.Action)
  }

  @Dependency(\.date.now) var now

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.entryList, action: \.entryList) { List() }
    Reduce { state, action in
      switch action {
      case .record(let text):
        let dropped = state.feed.append(Entry(date: now, text: text))
        // The selected entry keeps its selection, or the list follows the newest; a filter in
        // force takes the new entry in if it matches.
        state.entrySelection.firstRowsRemoved(dropped.count)
        state.entrySelection.rowsAppended(1, to: state.feed.entries, text: \.text)
        return .none
      case .clearButtonTapped:
        guard state.feed.clear() else { return .none }
        state.entrySelection.followsEnd = true
        state.entryList.rowsDidChange()
        return .none
      case .undoClearButtonTapped:
        guard let putBack = state.feed.undoClear() else { return .none }
        // The entries come back before the selected one, which keeps its selection.
        if !state.entrySelection.followsEnd { state.entrySelection.row += putBack }
        state.entryList.rowsDidChange()
        return .none
      case .entryList:
        return .none
      }
    }
  }
}
