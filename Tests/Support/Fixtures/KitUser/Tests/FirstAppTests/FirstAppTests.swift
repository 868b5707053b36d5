import FirstApp
import TerminalUITesting
import Testing

@MainActor
@Test func incrementing() async {
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
    Count: 1
    + more  - less  q quit
    """
  }
}

@MainActor
@Test func headless() async throws {
  let store = Store(initialState: Counter.State()) { Counter() }
  let backend = InMemoryBackend(size: Size(columns: 40, rows: 12), keys: try Key.parse("+++"))
  let app = TerminalApp<CounterView>(store: store, backend: backend, isScripted: true)
  await app.run()
  await app.settle()
  print(app.screen?.text ?? "")
  #expect(app.screen?.text.hasPrefix("Count: 3") == true)
}
