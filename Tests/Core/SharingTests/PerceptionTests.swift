import PerceptionCore
import Sharing
import Testing

/// Code written for upstream tracks a shared value with Perception's names, imported from
/// `PerceptionCore` alone: here they are Observation's, and a change through any reference is
/// heard.
@MainActor
struct PerceptionTests {
  @Test func aSharedValueReadUnderPerceptionTrackingReportsItsChange() async {
    @Shared(.inMemory("perceived")) var count = 0
    await confirmation { changed in
      withPerceptionTracking {
        _ = count
      } onChange: {
        changed()
      }
      $count.withLock { $0 += 1 }
    }
  }
}
