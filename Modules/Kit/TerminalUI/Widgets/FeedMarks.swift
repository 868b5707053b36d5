/// Where a feed's entries begin and end, and how many of them a list shows: what a ``List``
/// over a capped feed (a log that lets its oldest entries go, an activity list that can be
/// cleared and the clear undone) needs to keep its selection on its row as the feed changes,
/// in the same pass (``ListSelection/follow(_:to:entries:rows:isShown:text:)``).
///
/// A feed counts its entries from its start: `offset` is the number of the first it still
/// holds (how many went from the front), `endOffset` the number after its last (how many ever
/// came). Both only grow, except when a clear is undone and the entries come back.
///
/// ```swift
/// // A feed of 100 entries, 20 of them let go, all shown.
/// let marks = FeedMarks(offset: 20, endOffset: 100, shown: 80)
/// ```
public struct FeedMarks: Equatable, Sendable {
  /// The number of the first entry the feed holds: how many went from its front.
  public var offset: Int
  /// The number after its last entry: how many ever came.
  public var endOffset: Int
  /// How many of its entries the list shows.
  public var shown: Int

  public init(offset: Int, endOffset: Int, shown: Int) {
    self.offset = offset
    self.endOffset = endOffset
    self.shown = shown
  }

  /// Whether entries went or came between these marks and `other`.
  ///
  /// ```swift
  /// let moved = old.hasMoved(to: new)
  /// ```
  public func hasMoved(to other: Self) -> Bool {
    offset != other.offset || endOffset != other.endOffset
  }
}

extension ListSelection {
  /// Follows a feed's change from `old` to `new` (its `entries` now), of which `isShown` keeps
  /// (all when `nil`) the list's `rows`: rows gone from the front keep the selected one
  /// selected (or the list follows the newest), new ones are taken in by a filter in force, a
  /// clear follows the newest, and rows put back come before the selected one. Reads only the
  /// entries that came, unless a clear was undone or a filter is in force. Called in the pass
  /// that changed the feed, so the selection is never a pass behind its rows.
  ///
  /// ```swift
  /// if old.hasMoved(to: new) {
  ///   entrySelection.follow(
  ///     old, to: new, entries: entries, rows: { entries }, isShown: nil, text: \.text)
  /// }
  /// ```
  public mutating func follow<Entry: Equatable & Sendable>(
    _ old: FeedMarks, to new: FeedMarks, entries: [Entry], rows: () -> [Entry],
    isShown: ((Entry) -> Bool)?, text: @escaping @Sendable (Entry) -> String
  ) {
    func shown(_ entries: ArraySlice<Entry>) -> Int {
      isShown.map { entries.count(where: $0) } ?? entries.count
    }
    let removed = new.offset - old.offset
    let isClear = entries.isEmpty && removed > 0 && new.endOffset == old.endOffset
    if removed < 0 || isClear {
      if isClear {
        followsEnd = true
      } else if !followsEnd {
        let putBack = shown(entries.prefix(-removed))
        row += putBack
        // The rows on screen stay there; with a filter in force, the layout keeps the
        // selection in view from where it was.
        if matches == nil { top += putBack }
      }
      var list = List.State(rows: rows(), selection: self, text: text)
      list.rowsDidChange()
      self = list.selection
      return
    }
    let appended = shown(entries.suffix(max(0, new.endOffset - old.endOffset)))
    // The rows shown before, and the ones that came, less the rows shown now: those that went.
    firstRowsRemoved(old.shown + appended - new.shown)
    if appended > 0, matches != nil { rowsAppended(appended, to: rows(), text: text) }
  }
}
