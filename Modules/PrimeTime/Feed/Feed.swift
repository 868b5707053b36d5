import ComposableArchitecture

/// A feed: entries in the order they came, newest last, at most a capacity of them (the oldest
/// go first), that the user can clear and put back. The Activity and Log tabs are each a feed
/// that their parent appends to; they scope this reducer for the clear and its undo.
/// What is selected among the entries is the front's.
///
/// ```swift
/// @ObservableState struct State { var feed = Feed<String>.State(capacity: 200) }
/// enum Action { case record(String), feed(Feed<String>.Action) }
///
/// var body: some ReducerOf<Self> {
///   Scope(state: \.feed, action: \.feed) { Feed() }
///   Reduce { state, action in
///     if case .record(let text) = action { state.feed.append(text) }
///     return .none
///   }
/// }
/// ```
public struct Feed<Entry: Equatable & Sendable>: Reducer, Sendable {
  /// The entries, and what the last clear took away.
  ///
  /// ```swift
  /// var feed = Feed<String>.State(capacity: 2)
  /// feed.append("Added 7")
  /// feed.clear()
  /// feed.undoClear()  // ["Added 7"] again
  /// ```
  public struct State: Equatable, Sendable {
    /// The most entries kept.
    public let capacity: Int
    /// The entries, oldest first.
    public var entries: [Entry]
    /// What the last clear took away, until it is put back or the feed is cleared again: a
    /// clear is one key, so it can be undone.
    public var cleared: [Entry]?
    /// How far the first entry has moved from where the feed began: up by each entry pushed out
    /// or cleared, down by each put back. A front that keeps a selection among the entries
    /// reads how many rows went or came before it from the change of this and of ``endOffset``,
    /// without comparing entries.
    ///
    /// ```swift
    /// let removed = new.offset - old.offset  // rows gone from the front
    /// let appended = new.endOffset - old.endOffset  // rows come at the end
    /// ```
    public private(set) var offset: Int

    /// Where the entry after the newest will be, counted as ``offset`` is.
    public var endOffset: Int { offset + entries.count }

    /// A feed holding `entries` (at most `capacity`, the newest) and, if given, what a clear
    /// took away.
    public init(capacity: Int, entries: [Entry] = [], cleared: [Entry]? = nil) {
      self.capacity = capacity
      self.entries = Array(entries.suffix(capacity))
      self.cleared = cleared
      self.offset = 0
    }

    /// Appends `entry`; returns the oldest entries it pushed out, if the feed was full.
    @discardableResult
    public mutating func append(_ entry: Entry) -> ArraySlice<Entry> {
      entries.append(entry)
      let overflow = entries.count - capacity
      guard overflow > 0 else { return [] }
      let dropped = entries.prefix(overflow)
      entries.removeFirst(overflow)
      offset += overflow
      return dropped
    }

    /// Empties the feed, keeping what it held for ``undoClear()``; returns `false` (and keeps
    /// the last clear's entries) when there was nothing to clear.
    @discardableResult
    public mutating func clear() -> Bool {
      guard !entries.isEmpty else { return false }
      cleared = entries
      offset += entries.count
      entries.removeAll()
      return true
    }

    /// Puts back what the last clear took away, before what came since (as many as fit, the
    /// newest); returns how many entries now stand before the ones that came since, or `nil`
    /// when there is nothing to put back.
    @discardableResult
    public mutating func undoClear() -> Int? {
      guard let cleared else { return nil }
      self.cleared = nil
      let since = entries.count
      entries = Array((cleared + entries).suffix(capacity))
      offset -= entries.count - since
      return entries.count - since
    }
  }

  /// What the user can do to a feed.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// Empties the feed; what it held can be put back.
    case clearButtonTapped
    /// Puts back what the last clear took away, before what came since.
    case undoClearButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .clearButtonTapped: state.clear()
    case .undoClearButtonTapped: state.undoClear()
    }
    return .none
  }
}
