import IssueReporting
import Testing

@_spi(SharedChangeTracking) @testable import Sharing

/// Upstream's SPI for tracking and asserting shared changes by hand, as its own tests drive it.
struct SharedChangeTrackerTests {
  @Test func anAssertionComparesWhatItExpectsWithWhatHappened() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker()
    tracker.track { $count.withLock { $0 += 1 } }
    tracker.assert {
      #expect($count != $count)
      $count.withLock { $0 = 1 }
      #expect($count == $count)
    }
    // The assertion's write went to what was expected, not to the value.
    #expect(count == 1)
  }

  @Test func aChangeNoAssertionExpectedIsReportedWhenTheTrackerGoes() {
    let optional = Shared<Int?>(value: 1)
    let unwrapped = Shared(optional)!
    withKnownIssue {
      do {
        let tracker = SharedChangeTracker()
        tracker.track { unwrapped.withLock { $0 += 1 } }
      }
    } matching: {
      $0.description.hasSuffix(
        "Tracked unasserted changes to 'Shared<Int?>(value: Optional(2))': Optional(1) → Optional(2)"
      )
    }
  }

  @Test func aChangeMadeOutsideTrackIsNotTracked() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker()
    $count.withLock { $0 += 1 }
    tracker.assert { #expect($count == $count) }
  }

  @Test func aTrackerMayKeepQuiet() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $count.withLock { $0 += 1 } }
  }
}
