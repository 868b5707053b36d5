import FirstApp
import TerminalUITesting
import Testing
import XCTest

/// A frame assertion that is wrong on purpose: `Tools/check-failing-tests` requires that this
/// test fails, with the frame's diff in the output.
@MainActor
@Test func aWrongFrameFails() async {
  await pressPlusAndExpectAWrongFrame()
}

/// The same wrong frame under XCTest: it must fail there too, with the diff.
final class WrongFrameXCTests: XCTestCase {
  @MainActor
  func testAWrongFrameFails() async {
    await pressPlusAndExpectAWrongFrame()
  }
}

/// Presses `+` on a counter at 0 and asserts a frame that says 2.
@MainActor
func pressPlusAndExpectAWrongFrame() async {
  let store = TerminalTestStore<CounterView>(
    initialState: Counter.State(),
    environment: TerminalEnvironment(size: Size(columns: 24, rows: 2))
  ) {
    Counter()
  }
  await store.press("+") {
    $0.count = 1
  } frame: {
    """
    Count: 2
    + more  - less  q quit
    """
  }
}
