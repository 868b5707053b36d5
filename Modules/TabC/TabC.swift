import ComposableArchitecture
import Feed
import Foundation
import TerminalUI

/// Tab 5, "Log": the app's own action log with state diffs, fed by the parent through
/// ``Action/append(action:diff:isTick:)``; pause, clear, filter by action (the kit's
/// ``List``, following the newest until an entry is picked), hide a timer's ticks, select an
/// entry to read its diff.
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
    /// Whether the action is a timer's tick, which the log can hide: a running stopwatch
    /// logs one a second.
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
    public var feed: Feed<Entry>
    /// Whether logging is paused.
    public var isPaused: Bool
    /// The list's own part, beside the entries: the selected row of ``shownEntries``, or
    /// following the newest, and the filter.
    public var entrySelection: ListSelection
    /// Whether timer ticks are left out of ``shownEntries``.
    public var hidesTicks: Bool
    /// The id the next entry gets.
    public var nextID: Int

    /// Creates the state.
    public init(
      entries: [Entry] = [], isPaused: Bool = false,
      entrySelection: ListSelection = ListSelection(followsEnd: true), hidesTicks: Bool = false,
      cleared: [Entry]? = nil
    ) {
      self.feed = Feed(capacity: Log.capacity, entries: entries, cleared: cleared)
      self.isPaused = isPaused
      self.entrySelection = entrySelection
      self.hidesTicks = hidesTicks
      self.nextID = (entries.last?.id ?? 0) + 1
    }

    /// The entries the list shows: all of them, or those that are not ticks.
    public var shownEntries: [Entry] {
      hidesTicks ? feed.entries.filter { !$0.isTick } : feed.entries
    }

    /// The shown entries as the kit's list reads them, by action, with ``entrySelection``:
    /// what `Scope` hands the list.
    public var entryList: List<Entry>.State {
      get { List.State(rows: shownEntries, selection: entrySelection, text: { $0.action.string }) }
      set { entrySelection = newValue.selection }
    }

    /// The selected entry, whose diff the tab shows; `nil` while following the newest.
    public var selectedEntry: Entry? { entryList.selectedRow }
  }

  /// What the parent and the user can do.
  public enum Action: Equatable, Sendable {
    /// Logs an action and its diff, unless paused; `isTick`, a timer's tick.
    case append(action: Text, diff: Text, isTick: Bool = false)
    /// Pauses a running log, resumes a paused one.
    case pauseButtonTapped
    /// Empties the log.
    case clearButtonTapped
    /// Puts back what the last clear took away, before what came since.
    case undoClearButtonTapped
    /// Shows timer ticks again, or hides them.
    case hideTicksButtonTapped
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
      case .append(let action, let diff, let isTick):
        guard !state.isPaused else { return .none }
        let dropped = state.feed.append(
          Entry(id: state.nextID, date: now, action: action, diff: diff, isTick: isTick))
        state.nextID += 1
        // The selected entry keeps its selection, or the list follows the newest.
        state.entrySelection.firstRowsRemoved(
          state.hidesTicks ? dropped.count(where: { !$0.isTick }) : dropped.count)
        // A filter in force takes the new entry in if it matches (and is shown).
        if !(isTick && state.hidesTicks) {
          state.entrySelection.rowsAppended(
            1, to: state.hidesTicks ? state.shownEntries : state.feed.entries, text: \.action.string
          )
        }
        return .none

      case .pauseButtonTapped:
        state.isPaused.toggle()
        return .none

      case .clearButtonTapped:
        guard state.feed.clear() else { return .none }
        state.entrySelection.followsEnd = true
        state.entryList.rowsDidChange()
        return .none

      case .undoClearButtonTapped:
        let selected = state.selectedEntry?.id
        guard state.feed.undoClear() != nil else { return .none }
        state.reselect(selected)
        return .none

      case .hideTicksButtonTapped:
        let selected = state.selectedEntry?.id
        state.hidesTicks.toggle()
        state.reselect(selected)
        return .none

      case .entryList:
        return .none
      }
    }
  }
}

extension Log.State {
  /// After the shown entries changed all at once: selects the entry with `id` again, or the
  /// next one shown (ids grow with time), and runs a filter in force again.
  fileprivate mutating func reselect(_ id: Int?) {
    if let id {
      let shown = shownEntries
      entrySelection.row = shown.firstIndex { $0.id >= id } ?? max(shown.count - 1, 0)
    }
    entryList.rowsDidChange()
  }
}
