import ComposableArchitecture
import Game
import Testing

@MainActor
struct GameSwiftTests {
  /// Wrong on purpose: the cell becomes X. This test must fail.
  @Test func wrongAssertionFails() async {
    let store = TestStore(initialState: Game.State()) { Game() }
    await store.send(.cellTapped) {
      $0.cell = .o
    }
  }
}
