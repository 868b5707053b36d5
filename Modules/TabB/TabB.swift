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
public struct Activity: Reducer, Sendable {
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
  public struct State: Equatable, Sendable {
    /// The entries, oldest first.
    public var entries: [Entry]

    /// Creates the state.
    public init(entries: [Entry] = []) {
      self.entries = entries
    }
  }

  /// What the parent and the user can do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// Appends an entry with the current time.
    case record(String)
    /// Empties the feed.
    case clearButtonTapped
  }

  @Dependency(\.date.now) var now

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .record(let text):
      state.entries.append(Entry(date: now, text: text))
      if state.entries.count > Self.capacity {
        state.entries.removeFirst(state.entries.count - Self.capacity)
      }
      return .none
    case .clearButtonTapped:
      state.entries.removeAll()
      return .none
    }
  }
}
