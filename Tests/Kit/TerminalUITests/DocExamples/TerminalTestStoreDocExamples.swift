// The doc comment examples of Modules/Kit/TerminalUITesting/TerminalTestStore.swift, compiled; never run.
import Clocks
import ComposableArchitecture
import TerminalUI
import TerminalUITesting

private enum TerminalTestStoreDocExamples {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct CounterView: TerminalView {
    let state: Counter.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Counter.Action>? {
      key == .character("+") ? .send(.incrementButtonTapped) : nil
    }
  }

  @MainActor
  static func incrementing() async {
    let store = TerminalTestStore<CounterView>(
      initialState: Counter.State(),
      environment: TerminalEnvironment(size: Size(columns: 20, rows: 2))
    ) {
      Counter()
    }
    await store.press("+") {
      $0.count = 1
    } frame: {
      """
      Count: 1
      """
    }
    await store.press("x")  // a key that does nothing here: no change, no frame to assert
  }

  @Reducer
  struct Picker {
    @ObservableState
    struct State: Equatable {
      var selection = 0
    }

    enum Action {
      case moved(by: Int)
      case clicked(row: Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .moved(let offset): state.selection += offset
      case .clicked(let row): state.selection = row
      }
      return .none
    }
  }

  struct PickerView: TerminalView {
    let state: Picker.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("▸ \(state.selection + 1)", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Picker.Action>? {
      switch key {
      case .down: .send(.moved(by: 1))
      case .click(_, let row): .send(.clicked(row: row - 2))
      default: nil
      }
    }
  }

  @MainActor
  static func press(store: TerminalTestStore<PickerView>) async {
    await store.press("<down>") {
      $0.selection = 1
    } frame: {
      """
      ▸ 2
      """
    }
  }

  @MainActor
  static func pressKey(store: TerminalTestStore<PickerView>) async {
    await store.press(.click(column: 3, row: 2)) {
      $0.selection = 0
    } frame: {
      "…"
    }
  }

  @Reducer
  struct Ticker {
    @ObservableState
    struct State: Equatable {
      var seconds = 0
    }

    enum Action: Equatable {
      case task
      case tick
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .task:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }

  struct TickerView: TerminalView {
    let state: Ticker.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("\(state.seconds)s", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Ticker.Action>? { nil }
  }

  @MainActor
  static func send(store: TerminalTestStore<TickerView>, clock: TestClock<Duration>) async {
    let task = await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 1
    } frame: {
      "…"
    }
    await task.cancel()
  }

  @MainActor
  static func receiveAction(store: TerminalTestStore<TickerView>) async {
    await store.receive(.tick) {
      $0.seconds = 1
    } frame: {
      "…"
    }
  }

  @MainActor
  static func resize(store: TerminalTestStore<TickerView>) {
    store.environment.size = Size(columns: 40, rows: 12)
    store.assertFrame { "…" }
  }

  @Reducer
  struct Entry {
    @ObservableState
    struct State: Equatable {
      var field = TextField.State()
    }

    enum Action {
      case field(TextField.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.field, action: \.field) { TextField() }
    }
  }

  struct EntryView: TerminalView {
    let state: Entry.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write(state.field.text, row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Entry.Action>? {
      TextField.action(for: key).map { .send(.field($0)) }
    }
  }

  @MainActor
  static func type(store: TerminalTestStore<EntryView>) async {
    await store.type("milk") {
      $0.field.text = "milk"
    } frame: {
      "…"
    }
  }

  @Reducer
  struct Request {
    @ObservableState
    struct State: Equatable {
      var answer: Int?
    }

    enum Action {
      case response(Result<Int, any Error>)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .response(.success(let answer)) = action { state.answer = answer }
      return .none
    }
  }

  struct RequestView: TerminalView {
    let state: Request.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write(state.answer.map(String.init) ?? "", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Request.Action>? { nil }
  }

  @MainActor
  static func receiveCase(store: TerminalTestStore<RequestView>) async {
    await store.receive(\.response.success) {
      $0.answer = 7919
    } frame: {
      "…"
    }
  }

  @Reducer
  struct Rows {
    @ObservableState
    struct State: Equatable {
      var selection = ListSelection()
    }

    enum Action {
      case down
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.selection.row += 1
      return .none
    }
  }

  struct RowsView: TerminalView {
    let state: Rows.State
    let environment: TerminalEnvironment

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.clear(
        Rect(column: 0, row: state.selection.row, width: 40, height: 1), style: .reverse)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Rows.Action>? {
      key == .down ? .send(.down) : nil
    }
  }

  @MainActor
  static func assertStyle(store: TerminalTestStore<RowsView>) async {
    await store.press("<down>") {
      $0.selection.row = 1
    } frame: {
      "…"
    }
    store.assertStyle(.reverse) {
      """

      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      """
    }
  }
}
