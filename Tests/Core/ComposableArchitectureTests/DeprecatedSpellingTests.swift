import Clocks
import ComposableArchitecture
import Testing

/// Features written for TCA 1.0–1.3 name cases with case paths (`/Action.child`) instead of
/// case key paths. Those spellings still compile, with a warning, and behave the same.
@MainActor
@Suite struct DeprecatedSpellingTests {
  @available(*, deprecated, message: "Exercises the case-path spellings, kept for older code.")
  struct Parent: Reducer {
    struct State: Equatable {
      var child: Tally.State?
      @PresentationState var sheet: Tally.State?
      var rows: IdentifiedArrayOf<Tally.State> = []
      var path = StackState<Tally.State>()
      var pair = Pair.State()
    }
    enum Action: Equatable {
      case child(Tally.Action)
      case sheet(PresentationAction<Tally.Action>)
      case row(id: Int, action: Tally.Action)
      case path(StackAction<Tally.State, Tally.Action>)
      case pair(Pair.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.pair, action: /Action.pair) { Pair() }
      EmptyReducer()
        .ifLet(\.child, action: /Action.child) { Tally() }
        .ifLet(\.$sheet, action: /Action.sheet) { Tally() }
        .forEach(\.rows, action: /Action.row(id:action:)) { Tally() }
        .forEach(\.path, action: /Action.path) { Tally() }
    }
  }

  @available(*, deprecated, message: "Exercises the case-path spellings, kept for older code.")
  @Test func childrenIntegratedWithCasePathsRunTheirReducers() async {
    var path = StackState<Tally.State>()
    path.append(Tally.State())
    let store = TestStore(
      initialState: Parent.State(
        child: Tally.State(), sheet: Tally.State(), rows: [Tally.State(id: 1)], path: path)
    ) {
      Parent()
    }
    await store.send(.child(.increment)) { $0.child?.count = 1 }
    await store.send(.sheet(.presented(.increment))) { $0.sheet?.count = 1 }
    await store.send(.row(id: 1, action: .increment)) { $0.rows[id: 1]?.count = 1 }
    await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0]?.count = 1 }
    await store.send(.pair(.left(.increment))) { $0.pair.left.count = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
  }

  enum Mode: Equatable {
    case counting(Tally.State)
    case idle
  }

  @available(*, deprecated, message: "Exercises the case-path spellings, kept for older code.")
  @Test func enumStateScopedWithCasePaths() async {
    let store = TestStore(initialState: Mode.counting(Tally.State())) {
      Reduce<Mode, Tally.Action> { _, _ in .none }
        .ifCaseLet(/Mode.counting, action: /.self) { Tally() }
    }
    await store.send(.increment) { try (/Mode.counting).modify(&$0) { $0.count = 1 } }
  }

  @available(*, deprecated, message: "Exercises the case-path spellings, kept for older code.")
  @Test func receivingByCasePath() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.numberClient.fetch = { 3 }
    }
    await store.send(.fetch)
    await store.receive(/Tally.Action.fetched) { $0.fetched = 3 }
  }
}
