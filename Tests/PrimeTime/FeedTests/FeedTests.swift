import Feed
import Testing

/// A feed keeps the newest entries up to its capacity, and a clear can be undone.
@Suite struct FeedTests {
  @Test func appendingPastTheCapacityDropsTheOldestAndSaysWhich() {
    var feed = Feed<Int>.State(capacity: 3, entries: [1, 2, 3])
    let dropped = feed.append(4)
    #expect(dropped == [1])
    #expect(feed.entries == [2, 3, 4])
    #expect(Feed<Int>.State(capacity: 2, entries: [1, 2, 3]).entries == [2, 3])
    var roomy = Feed<Int>.State(capacity: 3)
    let none = roomy.append(1)
    #expect(none.isEmpty)
  }

  @Test func aClearIsUndoneBeforeWhatCameSinceAsManyAsFit() {
    var feed = Feed<Int>.State(capacity: 4, entries: [1, 2, 3])
    let didClear = feed.clear()
    #expect(didClear)
    #expect(feed.entries.isEmpty)
    #expect(feed.cleared == [1, 2, 3])
    feed.append(4)
    feed.append(5)
    // Two came since: of the three cleared, the newest two fit before them.
    let putBack = feed.undoClear()
    #expect(putBack == 2)
    #expect(feed.entries == [2, 3, 4, 5])
    #expect(feed.cleared == nil)
    let again = feed.undoClear()
    #expect(again == nil)
  }

  @Test func clearingNothingKeepsTheLastClearToUndo() {
    var feed = Feed<Int>.State(capacity: 4, entries: [1])
    feed.clear()
    let didClear = feed.clear()
    #expect(!didClear)
    #expect(feed.cleared == [1])
  }

  /// A front keeps its selection among the entries by how far the first one moved, and how
  /// many came at the end: read from two numbers, not by comparing entries.
  @Test func theOffsetsSayWhatWentFromTheFrontAndWhatCameAtTheEnd() {
    var feed = Feed<Int>.State(capacity: 3, entries: [1, 2])
    #expect((feed.offset, feed.endOffset) == (0, 2))
    feed.append(3)
    #expect((feed.offset, feed.endOffset) == (0, 3))
    feed.append(4)
    // 1 went from the front, 4 came at the end.
    #expect((feed.offset, feed.endOffset) == (1, 4))
    feed.clear()
    #expect((feed.offset, feed.endOffset) == (4, 4))
    feed.append(5)
    feed.undoClear()
    // Two of the three cleared fit back before 5: the front moved back by two.
    #expect(feed.entries == [3, 4, 5])
    #expect((feed.offset, feed.endOffset) == (2, 5))
  }
}
