import ComposableArchitecture
import Foundation

/// Tab 4, "Activity": a feed of timestamped entries ("Added 7 to favorites"), newest last, that
/// the parent feeds with ``Action/record(_:)``; the user can clear it.
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
    /// The index of the selected entry; `nil` follows the newest.
    public var selection: Int?
    /// What the last clear took away, until it is put back (`u`) or the feed is cleared again:
    /// a clear is one key, so it can be undone.
    public var cleared: [Entry]?

    /// Creates the state.
    public init(entries: [Entry] = [], selection: Int? = nil, cleared: [Entry]? = nil) {
      self.entries = entries
      self.selection = selection
      self.cleared = cleared
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
    /// Moves the selection by `offset` entries (from the newest when nothing is selected).
    case selectionMoved(by: Int)
    /// Selects the entry at `index` (clamped to the feed).
    case rowSelected(Int)
    /// Drops the selection: the feed follows the newest entry again.
    case selectionCleared
  }

  @Dependency(\.date.now) var now

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .record(let text):
      state.entries.append(Entry(date: now, text: text))
      if state.entries.count > Self.capacity {
        let dropped = state.entries.count - Self.capacity
        state.entries.removeFirst(dropped)
        // The selected entry keeps its place, or the selection goes with it.
        state.selection = state.selection.flatMap { $0 >= dropped ? $0 - dropped : nil }
      }
      return .none
    case .clearButtonTapped:
      guard !state.entries.isEmpty else { return .none }
      state.cleared = state.entries
      state.entries.removeAll()
      state.selection = nil
      return .none
    case .undoClearButtonTapped:
      guard let cleared = state.cleared else { return .none }
      state.cleared = nil
      state.entries = Array((cleared + state.entries).suffix(Self.capacity))
      return .none
    case .selectionMoved(let offset):
      guard !state.entries.isEmpty else { return .none }
      let current = state.selection ?? state.entries.count
      state.selection = max(0, min(state.entries.count - 1, current + offset))
      return .none
    case .rowSelected(let index):
      guard !state.entries.isEmpty else { return .none }
      state.selection = max(0, min(state.entries.count - 1, index))
      return .none
    case .selectionCleared:
      state.selection = nil
      return .none
    }
  }
}
