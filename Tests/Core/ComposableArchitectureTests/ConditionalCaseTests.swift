import ComposableArchitecture
import Testing

// Compiled, not only expanded: an enum reducer whose `#if` holds only a case with no reducer.
@Reducer struct PlaceholderFeature {}

@Reducer enum ConditionalDestination {
  case other(PlaceholderFeature)

  #if !PRODUCTION_BUILD
    @ReducerCaseIgnored case debug
  #endif
}

/// The cases of an enum reducer under `#if` work like any other.
@MainActor
@Suite struct ConditionalCaseTests {
  @Test func aCaseWithNoReducerUnderACondition() {
    let store = Store(initialState: ConditionalDestination.State.debug) {
      ConditionalDestination.body
    }
    guard case .debug = store.case else {
      Issue.record("Expected the debug case")
      return
    }
    let other = Store(initialState: ConditionalDestination.State.other(.init())) {
      ConditionalDestination.body
    }
    guard case .other = other.case else {
      Issue.record("Expected the other case")
      return
    }
  }
}
