// The doc comment examples of Modules/Core/Sharing/Testing/SharedChangeTracking.swift, compiled; never run.
import CustomDump
import Dependencies
import Sharing

private enum SharedChangeTrackingDocExamples {
  struct State: Equatable {
    @Shared var count: Int
  }

  static func tracking(state: State, expected: State, actual: State) {
    let tracker = _SharedChangeTracker(scope: .dependencies)
    let before = tracker.values()
    withDependencies {
      tracker.track(&$0)
    } operation: {
      state.$count.withLock { $0 += 1 }
    }
    let after = tracker.values()
    let isAsExpected = tracker.isEqual(expected, in: before, to: actual, in: after)
    _ = isAsExpected
  }

  static func change(oldState: State, newState: State) {
    let change = _SharedChange.current
    let text = { change.withValues { diff(oldState, newState) } }
    _ = text
  }
}
