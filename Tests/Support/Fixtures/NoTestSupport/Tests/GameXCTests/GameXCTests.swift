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

  /// A non-exhaustive store that shows what it skipped: XCTest cannot expect an issue off Apple's
  /// platforms, so the skipped assertion is printed and this test passes.
  @MainActor
  func testSkippedAssertionsAreShownNotFailed() async {
    let store = TestStore(initialState: Game.State()) { Game() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.cellTapped)
  }
}
