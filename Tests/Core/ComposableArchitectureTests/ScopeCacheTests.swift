import Testing

@testable import ComposableArchitecture

/// The stores a store keeps for its scopes: one per scope while its state is there, none once
/// it is gone.
@MainActor
@Suite struct ScopeCacheTests {
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Tally.State> = []
      @Presents var detail: Tally.State?
    }
    enum Action: Equatable {
      case add(Int)
      case remove(Int)
      case rows(IdentifiedActionOf<Tally>)
      case present
      case detail(PresentationAction<Tally.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add(let id):
          state.rows.append(Tally.State(id: id))
        case .remove(let id):
          state.rows.remove(id: id)
        case .present:
          state.detail = Tally.State()
        case .rows, .detail:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Tally() }
      .ifLet(\.$detail, action: \.detail) { Tally() }
    }
  }

  @Test func aChildPresentedAgainIsANewStore() throws {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.present)
    let first = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(store.scope(state: \.detail, action: \.detail) === first)
    first.send(.increment)
    store.send(.detail(.dismiss))
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
    #expect(store.cachedScopeCount == 0)

    store.send(.present)
    let second = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(second !== first)
    #expect(second.count == 0)
    // The first presentation's store stays dismissed: its last state, and no actions.
    first.send(.increment)
    #expect(first.count == 1)
    #expect(store.detail?.count == 0)
    second.send(.increment)
    #expect(store.detail?.count == 1)
  }

  @Test func aRemovedRowLeavesTheCacheAndItsChildrenWithIt() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.add(1))
    store.send(.add(2))
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(store.cachedScopeCount == 2)
    let row = rows[0]
    let single = store.scope(state: \.rows[id: 1], action: \.rows[id: 1])
    #expect(store.cachedScopeCount == 3)
    // A store scoped from the row, without optional state of its own, ends with the row.
    let whole = row.scope(state: \.self, action: \.self)
    #expect(row.cachedScopeCount == 1)

    store.send(.remove(1))
    #expect(store.cachedScopeCount == 1)
    #expect(row.cachedScopeCount == 0)
    #expect(store.scope(state: \.rows, action: \.rows).map(\.id) == [2])
    #expect(store.scope(state: \.rows, action: \.rows)[0] === rows[1])
    // The stores of the removed row keep its last state and send nothing.
    whole.send(.increment)
    single?.send(.increment)
    #expect(whole.count == 0)
    #expect(store.rows.map(\.count) == [0])
  }
}
