import ComposableArchitecture
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
    /// The entries, oldest first.
    public var entries: [Entry]
    /// The list's own part, beside the entries: the selected row, or following the newest,
    /// and the filter.
    public var entrySelection: ListSelection
    /// What the last clear took away, until it is put back (`u`) or the feed is cleared again:
    /// a clear is one key, so it can be undone.
    public var cleared: [Entry]?

    /// Creates the state.
    public init(
      entries: [Entry] = [], entrySelection: ListSelection = ListSelection(followsEnd: true),
      cleared: [Entry]? = nil
    ) {
      self.entries = entries
      self.entrySelection = entrySelection
      self.cleared = cleared
    }

    /// The entries as the kit's list reads them, by their text, with ``entrySelection``: what
    /// `Scope` hands the list.
    public var entryList: List<Entry>.State {
      get { List.State(rows: entries, selection: entrySelection, text: \.text) }
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
        state.entries.append(Entry(date: now, text: text))
        if state.entries.count > Self.capacity {
          let dropped = state.entries.count - Self.capacity
          state.entries.removeFirst(dropped)
          // The selected entry keeps its selection, or the list follows the newest.
          state.entrySelection.firstRowsRemoved(dropped)
        }
        // A filter in force takes the new entry in if it matches.
        state.entrySelection.rowsAppended(1, to: state.entries, text: \.text)
        return .none
      case .clearButtonTapped:
        guard !state.entries.isEmpty else { return .none }
        state.cleared = state.entries
        state.entries.removeAll()
        state.entrySelection.followsEnd = true
        state.entryList.rowsDidChange()
        return .none
      case .undoClearButtonTapped:
        guard let cleared = state.cleared else { return .none }
        state.cleared = nil
        let count = state.entries.count
        state.entries = Array((cleared + state.entries).suffix(Self.capacity))
        // The entries come back before the selected one, which keeps its selection.
        if !state.entrySelection.followsEnd {
          state.entrySelection.row += state.entries.count - count
        }
        state.entryList.rowsDidChange()
        return .none
      case .entryList:
        return .none
      }
    }
  }
}
