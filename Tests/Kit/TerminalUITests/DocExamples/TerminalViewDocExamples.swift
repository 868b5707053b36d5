// The doc comment examples of Modules/Kit/TerminalUI/Shell/TerminalView.swift, compiled; never run.
// `Style.expiring` is declared with the examples of Style.swift.
import ComposableArchitecture
import TerminalUI

private enum TerminalViewDocExamples {
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

    init(state: Counter.State, environment: TerminalEnvironment) {
      self.state = state
      self.environment = environment
    }

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Counter.Action>? {
      switch key {
      case .character("+"): .send(.incrementButtonTapped)
      case .character("q"), .control("c"): .quit
      default: nil
      }
    }
  }

  @Reducer
  struct AppFeature {
    @ObservableState
    struct State: Equatable {
      var counter = Counter.State()
      var list = List<String>.State(rows: [])
      var status = StatusLine.State()
      var search: TextField.State?
      var notes: [String] = []
    }

    enum Action {
      case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  struct AppView: TerminalView {
    let state: AppFeature.State
    let environment: TerminalEnvironment

    public static let minimumSize = Size(columns: 40, rows: 12)

    public static let themes = Theme.all.map {
      $0.adding([.expiring: Appearance(foreground: .rgb(0xFF, 0x87, 0x00))])
    }

    var counterView: CounterView {
      CounterView(state: state.counter, environment: environment)
    }

    func render() -> Grid {
      counterView.render()
    }

    func describe() -> [String] {
      ["Pantry"] + List.describe(state.list) + [StatusLine.describe(state.status)].compactMap { $0 }
    }

    func command(for key: Key) -> TerminalCommand<AppFeature.Action>? {
      counterView.command(for: key)?.map(AppFeature.Action.counter)
    }

    var layers: Layers<AppFeature.Action> { Layers(base: []) }

    func nothingHere(for key: Key) -> String { layers.nothingHere(for: key) }

    func describeCursor() -> String? { state.search.map(TextField.describeCursor) }

    static func savedOnQuit(_ state: State) -> String? { "\(state.notes.count) notes saved" }
  }

  static func heardSize() {
    let heard = AppView.heardSize(Size(columns: 30, rows: 8))  // 40x12, for a minimum of 40x12
    _ = heard
  }

  @MainActor
  static func terminalEnvironment(store: StoreOf<AppFeature>) {
    let environment = TerminalEnvironment(size: Size(columns: 80, rows: 24))
    let grid = AppView(state: store.state, environment: environment).render()
    _ = grid
  }
}
