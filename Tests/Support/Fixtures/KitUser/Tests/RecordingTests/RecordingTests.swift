import FirstApp
import TerminalUITesting
import Testing

/// A frame left empty: the first run fails and writes the frame drawn into this file, the next
/// run passes. `Tools/check-failing-tests` runs it twice and puts the file back.
@MainActor
@Test func aFrameRecordsItself() async {
  let store = TerminalTestStore<CounterView>(
    initialState: Counter.State(),
    environment: TerminalEnvironment(size: Size(columns: 24, rows: 2))
  ) {
    Counter()
  }
  await store.press("+") {
    $0.count = 1
  } frame: {
    ""
  }
}
