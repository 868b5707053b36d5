import ComposableArchitecture
import Game
import XCTest

final class GameXCTests: XCTestCase {
  /// Wrong on purpose: the cell becomes X. This test must fail.
  @MainActor
  func testWrongAssertionFails() async {
    let store = TestStore(initialState: Game.State()) { Game() }
    await store.send(.cellTapped) {
      $0.cell = .o
    }
  }
}
