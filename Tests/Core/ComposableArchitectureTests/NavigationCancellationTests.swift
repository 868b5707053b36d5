import Clocks
import ComposableArchitecture
import Testing

/// Effect identity: every `ifLet` child and `forEach` element is its own cancellation scope,
/// scopes nest, and a child replaced by another is cancelled; a plain `Scope` is no boundary.
@MainActor
@Suite struct NavigationCancellationTests {
  @Reducer
  struct Rows {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Tally.State> = []
    }
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Tally>)
      case removeRow(id: Int)
      case stopAllTimers
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .removeRow(let id):
          state.rows.remove(id: id)
          return .none
        case .stopAllTimers:
          return .cancel(id: Tally.CancelID.timer)
        case .rows:
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Tally() }
    }
  }

  func rowsStore(clock: TestClock<Duration>) -> TestStoreOf<Rows> {
    TestStore(initialState: Rows.State(rows: [Tally.State(id: 1), Tally.State(id: 2)])) {
      Rows()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aRowsCancelLeavesItsSiblingsEffectWithTheSameIDRunning() async {
    let clock = TestClock()
    let store = rowsStore(clock: clock)
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.rows(.element(id: 1, action: .stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.rows(.element(id: 2, action: .stopTimer)))
  }

  @Test func cancelInFlightInOneRowLeavesTheOther() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State(rows: [Tally.State(id: 1), .init(id: 2)])) {
      Rows()
    } withDependencies: {
      $0.numberClient.fetch = {
        try await clock.sleep(for: .seconds(1))
        return 3
      }
    }
    await store.send(.rows(.element(id: 1, action: .fetch)))
    await store.send(.rows(.element(id: 2, action: .fetch)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .fetched(3)))) {
      $0.rows[id: 1]?.fetched = 3
    }
    await store.receive(.rows(.element(id: 2, action: .fetched(3)))) {
      $0.rows[id: 2]?.fetched = 3
    }
  }

  @Test func aParentsCancelReachesEveryRow() async {
    let clock = TestClock()
    let store = rowsStore(clock: clock)
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.stopAllTimers)
    await clock.advance(by: .seconds(3))
  }

  @Test func removingARowCancelsItsEffects() async {
    let clock = TestClock()
    let store = rowsStore(clock: clock)
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.removeRow(id: 1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(3))
  }

  /// Two scopes of the same child share ids: `Scope` is not a boundary.
  @Test func aPlainScopeIsNotABoundary() async {
    let clock = TestClock()
    let store = TestStore(initialState: Pair.State()) {
      Pair()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(.startTimer))
    await store.send(.right(.stopTimer))
    await clock.advance(by: .seconds(3))
  }

  @Reducer
  struct Optionals {
    @ObservableState
    struct State: Equatable {
      var first: Tally.State?
      var second: Tally.State?
    }
    enum Action: Equatable {
      case first(Tally.Action)
      case second(Tally.Action)
      case replaceFirst(id: Int)
      case dismissFirst
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .replaceFirst(let id):
          state.first = Tally.State(id: id)
        case .dismissFirst:
          state.first = nil
        case .first, .second:
          break
        }
        return .none
      }
      .ifLet(\.first, action: \.first) { Tally() }
      .ifLet(\.second, action: \.second) { Tally() }
    }
  }

  /// A test store of ``Optionals`` with both children present, their timers on `clock`.
  func bothChildrenPresent(_ clock: TestClock<Duration>) -> TestStoreOf<Optionals> {
    TestStore(
      initialState: Optionals.State(first: Tally.State(id: 1), second: Tally.State(id: 2))
    ) {
      Optionals()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func twoIfLetChildrenDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = bothChildrenPresent(clock)
    await store.send(.first(.startTimer))
    await store.send(.second(.startTimer))
    await store.send(.first(.stopTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.tick)) { $0.second?.ticks = 1 }
    await store.send(.second(.stopTimer))
  }

  /// Both timers start with `cancelInFlight: true` under one ID: the second child's start
  /// leaves the first child's timer running.
  @Test func cancelInFlightInOneIfLetChildLeavesTheOther() async {
    let clock = TestClock()
    let store = bothChildrenPresent(clock)
    await store.send(.first(.startTimer))
    await store.send(.second(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.first(.tick)) { $0.first?.ticks = 1 }
    await store.receive(.second(.tick)) { $0.second?.ticks = 1 }
    await store.send(.first(.stopTimer))
    await store.send(.second(.stopTimer))
  }

  @Test func replacingAnIfLetChildWithAnotherCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Optionals.State(first: Tally.State(id: 1))) {
      Optionals()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.first(.startTimer))
    await store.send(.replaceFirst(id: 2)) { $0.first = Tally.State(id: 2) }
    await clock.advance(by: .seconds(3))
  }

  @Test func anIfLetChildKeepsItsEffectsWhenItsStateChangesButNotItsID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Optionals.State(first: Tally.State(id: 1))) {
      Optionals()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.first(.startTimer))
    await store.send(.first(.increment)) { $0.first?.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.first(.tick)) { $0.first?.ticks = 1 }
    await store.send(.dismissFirst) { $0.first = nil }
    await clock.advance(by: .seconds(3))
  }

  /// Enum child state: moving to another case is a different child.
  @Reducer
  struct Mode {
    @ObservableState
    @CasePathable
    enum Child: Equatable {
      case a(Tally.State)
      case b(Tally.State)
    }
    @CasePathable
    enum ChildAction: Equatable {
      case a(Tally.Action)
      case b(Tally.Action)
    }
    @ObservableState
    struct State: Equatable { var child: Child? }
    enum Action: Equatable {
      case child(ChildAction)
      case switchToB
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .switchToB = action { state.child = .b(Tally.State()) }
        return .none
      }
      .ifLet(\.child, action: \.child) {
        Scope(state: \.a, action: \.a) { Tally() }
        Scope(state: \.b, action: \.b) { Tally() }
      }
    }
  }

  @Test func anEnumChildMovingToAnotherCaseIsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mode.State(child: .a(Tally.State()))) {
      Mode()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.a(.startTimer)))
    await store.send(.switchToB) { $0.child = .b(Tally.State()) }
    await clock.advance(by: .seconds(3))
  }

  /// An `ifLet` child inside a `forEach` element is scoped by both.
  @Reducer
  struct Card {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id: Int
      var detail: Tally.State?
    }
    enum Action: Equatable {
      case detail(Tally.Action)
      case closeDetail
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .closeDetail = action { state.detail = nil }
        return .none
      }
      .ifLet(\.detail, action: \.detail) { Tally() }
    }
  }

  @Reducer
  struct Cards {
    @ObservableState
    struct State: Equatable { var cards: IdentifiedArrayOf<Card.State> = [] }
    enum Action: Equatable { case cards(IdentifiedActionOf<Card>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().forEach(\.cards, action: \.cards) { Card() }
    }
  }

  @Test func scopesNestSoClosingOneElementsChildLeavesAnothersRunning() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Cards.State(cards: [
        Card.State(id: 1, detail: Tally.State()), Card.State(id: 2, detail: Tally.State()),
      ])
    ) {
      Cards()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.cards(.element(id: 1, action: .detail(.startTimer))))
    await store.send(.cards(.element(id: 2, action: .detail(.startTimer))))
    await store.send(.cards(.element(id: 1, action: .closeDetail))) {
      $0.cards[id: 1]?.detail = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.cards(.element(id: 2, action: .detail(.tick)))) {
      $0.cards[id: 2]?.detail?.ticks = 1
    }
    await store.send(.cards(.element(id: 2, action: .closeDetail))) {
      $0.cards[id: 2]?.detail = nil
    }
  }

  @Test func anActionForAnAbsentIfLetChildIsReported() async {
    let store = TestStore(initialState: Optionals.State()) { Optionals() }
    await withKnownIssue {
      await store.send(.first(.increment))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }

  @Test func anActionForAMissingForEachElementIsReported() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await withKnownIssue {
      await store.send(.rows(.element(id: 7, action: .increment)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
  }

  /// `.none.cancellable(id:cancelInFlight: true)` is `.none`: it cancels nothing, as upstream.
  @Reducer
  struct NoneCancellable {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable {
      case start, touch, tick
    }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: CancelID.timer)
        case .touch:
          return Effect<Action>.none.cancellable(id: CancelID.timer, cancelInFlight: true)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test func noneMadeCancellableInFlightCancelsNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: NoneCancellable.State()) {
      NoneCancellable()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.start)
    await store.send(.touch)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await timer.cancel()
  }
}
