import ComposableArchitecture
import Testing

/// `store.scope(\.rows, action: \.rows)`, upstream's spelling without `state:`: a store per
/// row where a collection is asked for.
@MainActor
@Suite struct StoreCollectionScopeTests {
  @Test func aLoopOverTheScopeGetsAStorePerRow() {
    let store = Store(initialState: ScopeCacheTests.Screen.State()) { ScopeCacheTests.Screen() }
    store.send(.add(1))
    store.send(.add(2))
    var ids: [Int] = []
    for rowStore in store.scope(\.rows, action: \.rows) {
      ids.append(rowStore.state.id)
      rowStore.send(.increment)
    }
    #expect(ids == [1, 2])
    #expect(store.rows.map(\.count) == [1, 1])
    let rowStores = Array(store.scope(\.rows, action: \.rows))
    #expect(rowStores[0] === store.scope(state: \.rows, action: \.rows)[0])
  }
}

/// Perception's spelling of observation tracking, as upstream re-exports it.
@MainActor
@Suite struct PerceptionTrackingTests {
  @Test func perceptionTrackingIsObservationTracking() {
    let store = Store(initialState: Tally.State()) { Tally() }
    let changed = LockIsolated(false)
    let count = withPerceptionTracking {
      store.count
    } onChange: {
      changed.setValue(true)
    }
    #expect(count == 0)
    store.send(.increment)
    #expect(changed.value)
  }
}
