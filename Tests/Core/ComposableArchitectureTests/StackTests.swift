import Clocks
import ComposableArchitecture
import Testing

/// `StackState`, `StackAction` and `forEach(\.path, …)`: every element its own cancellation
/// scope, cancelled when popped; `dismiss` pops.
@MainActor
@Suite struct StackTests {
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var ticks = 0
    }
    enum Action: Equatable {
      case startTimer, tick, closeButtonTapped
    }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startTimer:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: "timer")
        case .tick:
          state.ticks += 1
          return .none
        case .closeButtonTapped:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  struct Navigation {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Screen.State>()
    }
    enum Action: Equatable {
      case path(StackActionOf<Screen>)
      case pushTapped
      case popToRootTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .pushTapped:
          state.path.append(Screen.State())
        case .popToRootTapped:
          state.path.removeAll()
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Screen() }
    }
  }

  func store(clock: TestClock<Duration>) -> TestStoreOf<Navigation> {
    TestStore(initialState: Navigation.State()) {
      Navigation()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func pushingAndPoppingNameElementsByID() async {
    let store = store(clock: TestClock())
    await store.send(.pushTapped) { $0.path.append(Screen.State()) }
    await store.send(.pushTapped) { $0.path[id: 1] = Screen.State() }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.send(.path(.push(id: 2, state: Screen.State()))) {
      $0.path[id: 2] = Screen.State()
    }
    await store.send(.popToRootTapped) { $0.path = StackState() }
  }

  @Test func anElementsEffectsAreCancelledWhenItIsPopped() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.pushTapped) { $0.path.append(Screen.State()) }
    await store.send(.pushTapped) { $0.path.append(Screen.State()) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.popToRootTapped) { $0.path = StackState() }
    await clock.advance(by: .seconds(3))
  }

  @Test func anElementDismissesItselfByPopping() async {
    let store = store(clock: TestClock())
    await store.send(.pushTapped) { $0.path.append(Screen.State()) }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(\.path.popFrom, 0) { $0.path = StackState() }
  }

  @Test func anActionForAMissingElementIsReported() async {
    let store = store(clock: TestClock())
    await withKnownIssue {
      await store.send(.path(.element(id: 5, action: .tick)))
    } matching: {
      $0.description.contains("received an action for a missing element")
    }
  }
}
