import Clocks
import ComposableArchitecture
import Testing

@MainActor
@Suite struct SmokeTests {
  @Test func counting() async {
    let store = TestStore(initialState: Pair.State()) {
      Pair()
    } withDependencies: {
      $0.numberClient.fetch = { 7 }
    }
    await store.send(.left(.increment)) { $0.left.count = 1 }
    await store.send(.right(.fetch))
    await store.receive(\.right.fetched, 7) { $0.right.fetched = 7 }
  }
}
