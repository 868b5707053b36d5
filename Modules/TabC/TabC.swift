import ComposableArchitecture
import Foundation

/// Tab 5, "Log": the app's own action log with state diffs, fed by the parent through
/// ``Action/append(action:diff:)``; pause, clear, select an entry to read its diff.
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

    /// Creates an entry.
    public init(id: Int, date: Date, action: Text, diff: Text) {
      self.id = id
      self.date = date
      self.action = action
      self.diff = diff
    }
  }

  /// The log.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The entries, oldest first.
    public var entries: [Entry]
    /// Whether logging is paused.
    public var isPaused: Bool
    /// The id of the selected entry.
    public var selectedID: Int?
    /// The id the next entry gets.
    public var nextID: Int
    /// What the last clear took away, until it is put back (`u`) or the log is cleared again:
    /// a clear is one key, so it can be undone.
    public var cleared: [Entry]?

    /// Creates the state.
    public init(
      entries: [Entry] = [], isPaused: Bool = false, selectedID: Int? = nil,
      cleared: [Entry]? = nil
    ) {
      self.entries = entries
      self.isPaused = isPaused
      self.selectedID = selectedID
      self.nextID = (entries.last?.id ?? 0) + 1
      self.cleared = cleared
    }

    /// The selected entry.
    public var selectedEntry: Entry? {
      selectedID.flatMap { id in entries.first { $0.id == id } }
    }
  }

  /// What the parent and the user can do.
  public enum Action: Equatable, Sendable {
    /// Logs an action and its diff, unless paused.
    case append(action: Text, diff: Text)
    /// Pauses a running log, resumes a paused one.
    case pauseButtonTapped
    /// Empties the log.
    case clearButtonTapped
    /// Puts back what the last clear took away, before what came since.
    case undoClearButtonTapped
    /// Moves the selection by `offset` entries (from the newest when nothing is selected).
    case selectionMoved(by: Int)
    /// Selects the entry with `id`, if it is still in the log.
    case entrySelected(id: Int)
    /// Drops the selection: the log follows the newest entry again.
    case selectionCleared
  }

  @Dependency(\.date.now) var now

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .append(let action, let diff):
      guard !state.isPaused else { return .none }
      state.entries.append(Entry(id: state.nextID, date: now, action: action, diff: diff))
      state.nextID += 1
      if state.entries.count > Self.capacity {
        state.entries.removeFirst(state.entries.count - Self.capacity)
        if let selectedID = state.selectedID, selectedID < state.entries[0].id {
          state.selectedID = nil
        }
      }
      return .none

    case .pauseButtonTapped:
      state.isPaused.toggle()
      return .none

    case .clearButtonTapped:
      guard !state.entries.isEmpty else { return .none }
      state.cleared = state.entries
      state.entries.removeAll()
      state.selectedID = nil
      return .none

    case .undoClearButtonTapped:
      guard let cleared = state.cleared else { return .none }
      state.cleared = nil
      state.entries = Array((cleared + state.entries).suffix(Self.capacity))
      return .none

    case .selectionMoved(let offset):
      guard !state.entries.isEmpty else { return .none }
      let current =
        state.selectedID.flatMap { id in state.entries.firstIndex { $0.id == id } }
        ?? state.entries.count
      let index = max(0, min(state.entries.count - 1, current + offset))
      state.selectedID = state.entries[index].id
      return .none

    case .entrySelected(let id):
      guard state.entries.contains(where: { $0.id == id }) else { return .none }
      state.selectedID = id
      return .none

    case .selectionCleared:
      state.selectedID = nil
      return .none
    }
  }
}
