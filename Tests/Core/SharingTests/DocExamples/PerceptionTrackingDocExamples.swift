// The doc comment examples of Modules/Core/PerceptionCore/PerceptionTracking.swift, compiled; never run.
import PerceptionCore

private enum PerceptionTrackingDocExamples {
  @Observable
  final class Store {
    var count = 0
  }

  static func tracking(store: Store) {
    withPerceptionTracking {
      _ = store.count
    } onChange: {
      print("count will change")
    }
  }
}
