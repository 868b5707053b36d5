import ComposableArchitecture
import Testing

/// `@BindingState`, and binding actions that name it by its projected key path (`\.$name`), as
/// upstream's features written before `@ObservableState` do.
@MainActor
@Suite struct BindingStateTests {
  @Reducer
  struct Form {
    struct State: Equatable {
      @BindingState var name = ""
      @BindingState var count = 0
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(.set(\.$name, "Blob")):
          state.name += " Jr."
          return .none
        case .binding(\.$count):
          state.count *= 10
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @Test func bindingActionsOfTheSameStateAndValueAreEqual() {
    #expect(BindingAction<Form.State>.set(\.$count, 1) == .set(\.$count, 1))
    #expect(BindingAction<Form.State>.set(\.$count, 1) != .set(\.$count, 2))
    #expect(BindingAction<Form.State>.set(\.$count, 1) != .set(\.$name, "1"))
  }

  @Test func theBindingReducerSetsTheStateAndTheReducerMatchesItsKeyPath() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.$name, "Blob"))) { $0.name = "Blob Jr." }
    await store.send(.set(\.$name, "Blobby")) { $0.name = "Blobby" }
    await store.send(.binding(.set(\.$count, 4))) { $0.count = 40 }
  }

  @Test func aBindingActionIsACasePathToItsValue() {
    let action = Form.Action.binding(.set(\.$count, 42))
    #expect(action[case: \.binding.$count] == 42)
    #expect(action[case: \.binding.$name] == nil)
  }

  @Test func bindingStateDumpsAsItsValue() {
    var dump = ""
    customDump(Form.State(name: "Blob", count: 1), to: &dump)
    #expect(
      dump == """
        BindingStateTests.Form.State(
          _name: "Blob",
          _count: 1
        )
        """)
  }
}
