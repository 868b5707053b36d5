import ComposableArchitecture
import XCTest

/// A test store turns the main serial executor on and puts back what it found, even while an
/// older test store lives on (one a test left alive, say). XCTest, not Swift Testing: the
/// setting is the process's, and Swift Testing's tests run at once.
@MainActor
final class MainSerialExecutorTests: XCTestCase {
  func testAStoreRestoresTheSettingItFoundWhileAnOlderStoreLives() async {
    let wasOn = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = wasOn }
    var older: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)

    uncheckedUseMainSerialExecutor = false
    var store: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)

    uncheckedUseMainSerialExecutor = true
    older = nil
    XCTAssertEqual(uncheckedUseMainSerialExecutor, wasOn)
    _ = (store, older)
  }

  func testStoresReleasedOutOfOrderLeaveTheSettingAsItWasBeforeThem() async {
    let wasOn = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = wasOn }
    uncheckedUseMainSerialExecutor = false
    var first: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    var second: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    first = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    second = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = (first, second)
  }

  /// The state is made with the executor on: the tasks a shared key starts from the state's
  /// initializer (a file's first read) run in order with the effects, however busy the machine.
  func testTheInitialStateIsMadeWithTheExecutorOn() async {
    let wasOn = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = wasOn }
    uncheckedUseMainSerialExecutor = false
    var isOn = false
    let store = TestStore(
      initialState: {
        isOn = uncheckedUseMainSerialExecutor
        return 0
      }()
    ) { EmptyReducer<Int, Void>() }
    XCTAssertTrue(isOn)
    _ = store
  }
}
