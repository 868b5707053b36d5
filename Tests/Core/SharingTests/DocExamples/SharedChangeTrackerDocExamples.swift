// The doc comment examples of Modules/Core/Sharing/Testing/SharedChangeTracker.swift, compiled; never run.
@_spi(SharedChangeTracking) import Sharing
import Testing

private enum SharedChangeTrackerDocExamples {
  static func trackAndAssert() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker()
    tracker.track { $count.withLock { $0 += 1 } }
    tracker.assert {
      $count.withLock { $0 = 1 }
      #expect($count == $count)
    }
  }
}
