import Clocks
import ComposableArchitecture
import Testing

@MainActor
@Suite struct IfLetForEachTests {
  struct Host: Reducer {
    struct State: Equatable {
      var child: Tally.State?
      var rows: IdentifiedArrayOf<Tally.State> = []
    }

    @CasePathable
    enum Action: Equatable {
      case child(Tally.Action)
      case rows(IdentifiedActionOf<Tally>)
      case present
      case dismiss
      case removeRow(Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present:
          state.child = Tally.State()
        case .dismiss:
          state.child = nil
        case .removeRow(let id):
          state.rows.remove(id: id)
        case .child, .rows:
          break
        }
        return .none
      }
      .ifLet(\.child, action: \.child) {
        Tally()
      }
      .forEach(\.rows, action: \.rows) {
        Tally()
      }
    }
  }

  @Test func ifLetRunsTheChildOnlyWhilePresent() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.child(.increment))  // nil: the child does not run, nothing changes
    await store.send(.present) { $0.child = Tally.State() }
    await store.send(.child(.increment)) { $0.child?.count = 1 }
  }

  @Test func ifLetCancelsChildEffectsWhenDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(child: Tally.State())) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberClient.fetch = { 1 }
    }
    await store.send(.child(.fetchAfterDelay))
    await store.send(.dismiss) { $0.child = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func forEachRoutesToTheRightElement() async {
    let store = TestStore(
      initialState: Host.State(rows: [Tally.State(id: 1), Tally.State(id: 2)])
    ) { Host() }
    await store.send(.rows(.element(id: 2, action: .increment))) {
      $0.rows[id: 2]?.count = 1
    }
    await store.send(.rows(.element(id: 3, action: .increment)))  // no such element
  }

  @Test func forEachCancelsEffectsOfRemovedElements() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Host.State(rows: [Tally.State(id: 1), Tally.State(id: 2)])
    ) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberClient.fetch = { 5 }
    }
    await store.send(.rows(.element(id: 1, action: .fetchAfterDelay)))
    await store.send(.rows(.element(id: 2, action: .fetchAfterDelay)))
    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .fetched(5)))) {
      $0.rows[id: 2]?.fetched = 5
    }
    await store.finish()
  }
}
