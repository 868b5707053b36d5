import ComposableArchitecture
import Testing

@MainActor
@Suite struct ScopeTests {
  @Test func routesChildActionsToTheirChildOnly() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.left(.increment)) {
      $0.left.count = 1
      $0.log = ["left"]
    }
    await store.send(.right(.increment)) {
      $0.right.count = 1
      $0.log.append("right")
    }
  }

  @Test func embedsChildEffectActionsInTheParent() async {
    let store = TestStore(initialState: Pair.State()) {
      Pair()
    } withDependencies: {
      $0.numberClient.fetch = { 7 }
    }
    store.exhaustivity = .off
    await store.send(.right(.fetch))
    await store.receive(.right(.fetched(7))) {
      $0.right.fetched = 7
      $0.log = ["right", "right"]
    }
    #expect(store.state.left.fetched == nil)
  }
}
