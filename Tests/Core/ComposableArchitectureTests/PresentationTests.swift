import Clocks
import ComposableArchitecture
import Testing

/// `@Presents`, `PresentationAction` and `ifLet(\.$destination, …)`: a presented child is its
/// own cancellation scope, ended when dismissed or replaced; it can dismiss itself.
@MainActor
@Suite struct PresentationTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id = 0
      var ticks = 0
    }
    enum Action: Equatable {
      case startTimer, tick, closeButtonTapped, checkPresented
      case isPresentedAnswered(Bool)
    }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
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
        case .checkPresented:
          return .send(.isPresentedAnswered(isPresented))
        case .isPresentedAnswered:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Child.State?
      @Presents var other: Child.State?
    }
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
      case other(PresentationAction<Child.Action>)
      case present(id: Int)
      case dismissFromParent
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present(let id):
          state.child = Child.State(id: id)
          return .none
        case .dismissFromParent:
          state.child = nil
          return .none
        case .child, .other:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Child() }
      .ifLet(\.$other, action: \.other) { Child() }
    }
  }

  func store(_ state: Parent.State = .init(), clock: TestClock<Duration>) -> TestStoreOf<Parent> {
    TestStore(initialState: state) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aChildDismissesItself() async {
    let store = store(clock: TestClock())
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) { $0.child = nil }
  }

  @Test func aChildPresentedFromTheStartCanDismissItself() async {
    let store = store(Parent.State(child: Child.State(id: 1)), clock: TestClock())
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) { $0.child = nil }
  }

  @Test func dismissingCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.ticks = 1 }
    await store.send(.dismissFromParent) { $0.child = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test func theDismissActionCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await store.send(.child(.dismiss)) { $0.child = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test func replacingTheChildCancelsTheOldOnesEffects() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await store.send(.present(id: 2)) { $0.child = Child.State(id: 2) }
    await clock.advance(by: .seconds(3))
    await store.send(.dismissFromParent) { $0.child = nil }
  }

  @Test func twoPresentedChildrenHaveTheirOwnScopes() async {
    let clock = TestClock()
    let store = store(
      Parent.State(child: Child.State(id: 1), other: Child.State(id: 1)), clock: clock)
    await store.send(\.child.startTimer)
    await store.send(\.other.startTimer)
    await store.send(.dismissFromParent) { $0.child = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(\.other.tick) { $0.other?.ticks = 1 }
    await store.send(.other(.dismiss)) { $0.other = nil }
  }

  @Test func aPresentedChildKnowsItIsPresented() async {
    let store = store(Parent.State(child: Child.State(id: 1)), clock: TestClock())
    await store.send(\.child.checkPresented)
    await store.receive(\.child.isPresentedAnswered, true)
  }

  @Test func aPresentationActionWithNothingPresentedIsReported() async {
    let store = store(clock: TestClock())
    await withKnownIssue {
      await store.send(\.child.tick)
    } matching: { issue in
      issue.description.contains("received a presentation action when destination state was absent")
    }
  }

  /// A store's root is not presented; a test store's root is, so that a feature that
  /// dismisses itself can be tested alone (as upstream).
  @Test func aStoresRootIsNotPresentedButATestStoresIs() async {
    let store = Store(initialState: Child.State()) { Child() }
    store.send(.checkPresented)
    #expect(store.state == Child.State())
    let answers = LockIsolated<[Bool]>([])
    let probe = Store(initialState: Child.State()) {
      Child()
      Reduce { _, action in
        if case .isPresentedAnswered(let answer) = action {
          answers.withValue { $0.append(answer) }
        }
        return .none
      }
    }
    probe.send(.checkPresented)
    #expect(answers.value == [false])

    let testStore = TestStore(initialState: Child.State()) { Child() }
    await testStore.send(.checkPresented)
    await testStore.receive(.isPresentedAnswered(true))
  }

  /// An enum of destinations written with `@Reducer`.
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case first(Child)
    case second(Child)
  }

  @Reducer
  struct Navigator {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case showSecond
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .showSecond = action { state.destination = .second(Child.State(id: 2)) }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func anEnumDestinationRunsTheCasesReducer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Navigator.State(destination: .first(Child.State(id: 1)))
    ) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.destination.first.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.first.tick) { $0.$destination[case: \.first]?.ticks = 1 }
    #expect(store.state.destination?.first?.ticks == 1)
    await store.send(.showSecond) { $0.destination = .second(Child.State(id: 2)) }
    await clock.advance(by: .seconds(3))
    await store.send(\.destination.second.closeButtonTapped)
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  /// A parent that dismisses the child in a reducer that runs before `ifLet`, or after it.
  @Reducer
  struct OuterDismissal {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Child.State?
    }
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
      case present, dismissBefore, dismissAfter, other
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .dismissBefore { state.child = nil }
        return .none
      }
      Reduce { state, action in
        if action == .present { state.child = Child.State(id: 1) }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Child() }
      Reduce { state, action in
        if action == .dismissAfter { state.child = nil }
        return .none
      }
    }
  }

  @Test func aChildDismissedBeforeIfLetRunsHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: OuterDismissal.State()) {
      OuterDismissal()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await store.send(.dismissBefore) { $0.child = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test func aChildDismissedAfterIfLetRanHasItsEffectsCancelledByTheNextAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: OuterDismissal.State()) {
      OuterDismissal()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await store.send(.dismissAfter) { $0.child = nil }
    // `ifLet` learns that the child is gone when the next action reaches it.
    await store.send(.other)
    await clock.advance(by: .seconds(3))
  }

  /// A feature that can present itself, to any depth.
  @Reducer
  struct Nested {
    @ObservableState
    struct State: Equatable {
      var depth = 0
      @Presents var child: Nested.State?
    }
    indirect enum Action: Equatable {
      case child(PresentationAction<Nested.Action>)
      case presentChild
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .presentChild { state.child = Nested.State(depth: state.depth + 1) }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Nested() }
    }
  }

  @Test func aFeatureCanPresentItself() async {
    let store = TestStore(initialState: Nested.State()) { Nested() }
    await store.send(.presentChild) { $0.child = Nested.State(depth: 1) }
    await store.send(\.child.presentChild) { $0.child?.child = Nested.State(depth: 2) }
    await store.send(\.child.child.presentChild) {
      $0.child?.child?.child = Nested.State(depth: 3)
    }
    await store.send(.child(.dismiss)) { $0.child = nil }
  }
}
