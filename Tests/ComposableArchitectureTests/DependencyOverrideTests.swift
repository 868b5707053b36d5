import Clocks
import ComposableArchitecture
import Testing

@MainActor
@Suite struct DependencyOverrideTests {
  /// A reducer with a `Tally` under it, so an override on it must reach a grandchild.
  struct Wrapper: Reducer {
    typealias State = Tally.State
    typealias Action = Tally.Action
    var body: some ReducerOf<Self> {
      CombineReducers {
        Tally()
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var left = Tally.State()
      var right = Tally.State()
    }

    @CasePathable
    enum Action: Equatable {
      case left(Tally.Action)
      case right(Tally.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) {
        Wrapper()
      }
      .dependency(\.numberClient, NumberClient(fetch: { 1 }))
      Scope(state: \.right, action: \.right) {
        Tally()
      }
    }
  }

  @Test func overrideReachesGrandchildAndEffectAfterSuspensionButNotSibling() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberClient.fetch = { 2 }
    }

    await store.send(.left(.fetchAfterDelay))
    await clock.advance(by: .seconds(1))
    await store.receive(.left(.fetched(1))) {
      $0.left.fetched = 1
    }

    await store.send(.right(.fetchAfterDelay))
    await clock.advance(by: .seconds(1))
    await store.receive(.right(.fetched(2))) {
      $0.right.fetched = 2
    }
  }

  @Test func unimplementedTestDependencyFailsWhenTouched() async {
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.fetch)
      await store.receive(.fetched(0)) { $0.fetched = 0 }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: NumberClient.fetch") }
    }
  }

  @Test func chainedOverridesComposeAndTheInnermostWins() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
        .dependency(\.numberClient, NumberClient(fetch: { 3 }))
        .dependency(\.numberClient, NumberClient(fetch: { 4 }))
        .dependency(\.continuousClock, ImmediateClock())
    }
    await store.send(.fetchAfterDelay)
    await store.receive(.fetched(3)) { $0.fetched = 3 }
  }

  @Test func transformDependencyModifiesTheInheritedValue() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
        .transformDependency(\.numberClient) { client in
          let base = client.fetch
          client.fetch = { await base() * 10 }
        }
    } withDependencies: {
      $0.numberClient.fetch = { 5 }
    }
    await store.send(.fetch)
    await store.receive(.fetched(50)) { $0.fetched = 50 }
  }

  @Test func dependencyValueFormOverridesByType() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally().dependency(NumberClient(fetch: { 6 }))
    }
    await store.send(.fetch)
    await store.receive(.fetched(6)) { $0.fetched = 6 }
  }

  @Test func testStoreDependenciesCanChangeMidTest() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.numberClient.fetch = { 1 }
    }
    await store.send(.fetch)
    await store.receive(.fetched(1)) { $0.fetched = 1 }

    store.dependencies.numberClient.fetch = { 9 }
    await store.send(.fetch)
    await store.receive(.fetched(9)) { $0.fetched = 9 }
  }
}
