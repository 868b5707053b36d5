import ComposableArchitecture
import Testing

/// `@Reducer` writes out its `Action`'s cases so that `Scope`, `ifLet` and `forEach` find child
/// actions with a `switch`: every kind of case must still reach exactly its child.
@MainActor
struct ActionCasesTests {
  @Reducer
  struct Adder {
    enum Action { case add(Int) }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      guard case .add(let amount) = action else { return .none }
      state += amount
      return .none
    }
  }

  @Reducer
  struct Hub {
    struct State: Equatable {
      var first = 0
      var second = 0
      var optional: Int?
      var pair = 0
      var child: Int?
      var taps = 0
    }
    enum Action {
      case first(Adder.Action)
      case second(value: Adder.Action)
      case optional(Int?)
      case pair(Int, Int)
      case child(Adder.Action)
      case tap
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: \.first) { Adder() }
      Scope(state: \.second, action: \.second) { Adder() }
      Scope(state: \.optional, action: \.optional) {
        Reduce<Int?, Int?> { state, value in
          state = value
          return .none
        }
      }
      Scope(state: \.pair, action: \.pair) {
        Reduce<Int, (Int, Int)> { state, values in
          state = values.0 * values.1
          return .none
        }
      }
      Reduce { state, action in
        if case .tap = action { state.taps += 1 }
        return .none
      }
      .ifLet(\.child, action: \.child) { Adder() }
    }
  }

  @Test func everyKindOfCaseReachesOnlyItsChild() async {
    #expect(Hub._$actionCases != nil)
    let store = TestStore(initialState: Hub.State(optional: 5, child: 0)) { Hub() }
    await store.send(.first(.add(1))) { $0.first = 1 }
    await store.send(.second(value: .add(2))) { $0.second = 2 }
    await store.send(.optional(nil)) { $0.optional = nil }
    await store.send(.optional(3)) { $0.optional = 3 }
    await store.send(.pair(3, 4)) { $0.pair = 12 }
    await store.send(.child(.add(7))) { $0.child = 7 }
    await store.send(.tap) { $0.taps = 1 }
  }

  /// A reducer run outside a body it was built for still finds its actions (through the case
  /// key path): the table is an optimisation, never a requirement.
  @Test func operatorsBuiltOutsideABodyUseTheCaseKeyPath() async {
    let store = TestStore(initialState: Hub.State()) {
      Scope<Hub.State, Hub.Action, Adder>(state: \.first, action: \.first) { Adder() }
    }
    await store.send(.first(.add(4))) { $0.first = 4 }
    await store.send(.tap)
  }
}
