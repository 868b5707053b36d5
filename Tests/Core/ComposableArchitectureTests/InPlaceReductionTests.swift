import ComposableArchitecture
import Testing

/// The store reduces its state in place. What needs the state from before an action gets it all
/// the same: the changes printer, observers, a copy someone kept, and the test store.
@MainActor
struct InPlaceReductionTests {
  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
      var log: [String] = []
    }
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
      case remove(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .rows(.element(let id, .toggle)):
          state.log.append("toggled \(id)")
          return .none
        case .rows:
          return .none
        case .remove(let id):
          state.rows.remove(id: id)
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var isOn = false
    }
    enum Action: Equatable { case toggle }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isOn.toggle()
      return .none
    }
  }

  @Test func thePrinterSeesTheStateBeforeAndAfter() {
    let changes = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<List.State, List.Action> { _, old, new in
      changes.withValue {
        $0.append("\(old.rows.map(\.isOn)) \(old.log) -> \(new.rows.map(\.isOn)) \(new.log)")
      }
    }
    let store = Store(initialState: List.State()) { List()._printChanges(printer) }
    store.send(.rows(.element(id: 2, action: .toggle)))
    store.send(.rows(.element(id: 2, action: .toggle)))
    #expect(
      changes.value == [
        #"[false, false] [] -> [false, true] ["toggled 2"]"#,
        #"[false, true] ["toggled 2"] -> [false, false] ["toggled 2", "toggled 2"]"#,
      ])
  }

  @Test func aCopyTakenBeforeASendKeepsItsValues() {
    let store = Store(initialState: List.State()) { List() }
    let before = store.state
    let rowStore = store.scope(state: \.rows[id: 1], action: \.rows[id: 1])!
    rowStore.send(.toggle)
    #expect(before.rows[id: 1]?.isOn == false)
    #expect(before.log.isEmpty)
    #expect(store.rows[id: 1]?.isOn == true)
    #expect(rowStore.isOn)
    #expect(store.log == ["toggled 1"])
  }

  @Test func observersOfARowAndOfTheListAreToldWhatTheyRead() {
    let store = Store(initialState: List.State()) { List() }
    let rowChanged = LockIsolated(false)
    let membershipChanged = LockIsolated(false)
    withObservationTracking {
      _ = store.rows[id: 2]?.isOn
    } onChange: {
      rowChanged.setValue(true)
    }
    withObservationTracking {
      _ = store.rows.ids
    } onChange: {
      membershipChanged.setValue(true)
    }
    store.send(.rows(.element(id: 2, action: .toggle)))
    #expect(rowChanged.value)
    #expect(store.rows[id: 2]?.isOn == true)

    store.send(.remove(1))
    #expect(membershipChanged.value)
    #expect(store.rows.ids == [2])
  }

  @Test func theTestStoreAssertsEveryChangeInPlace() async {
    let store = TestStore(initialState: List.State()) { List() }
    await store.send(.rows(.element(id: 1, action: .toggle))) {
      $0.rows[id: 1]?.isOn = true
      $0.log = ["toggled 1"]
    }
    await store.send(.remove(1)) {
      $0.rows.remove(id: 1)
    }
  }

  @Reducer
  struct Feed {
    @ObservableState
    struct State {
      var numbers: [Int]
    }
    enum Action { case append }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.numbers.append(state.numbers.count)
      return .none
    }
  }

  /// A plain array in observable state, appended to in place by a reducer, is not copied (the
  /// old value was kept to tell observers: 4.5 ms an append at 1,000,000 elements), and an
  /// observer of it is still told, once, and reads the new value.
  @Test func anArrayChangedInPlaceIsNotCopiedAndItsObserversAreTold() {
    var numbers = Array(0..<1_000)
    numbers.reserveCapacity(2_000)
    let store = Store(initialState: Feed.State(numbers: numbers)) { Feed() }
    numbers = []
    // The address of the elements: the same after the send if the append was made in place.
    func storage() -> UInt {
      store.withState { $0.numbers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    }
    let before = storage()
    let seen = LockIsolated<[Int]>([])
    withObservationTracking {
      _ = store.numbers.count
    } onChange: {
      seen.withValue { $0.append(1) }
    }
    store.send(.append)
    #expect(storage() == before)
    #expect(seen.value == [1])
    #expect(store.numbers.count == 1_001)
    #expect(store.numbers.last == 1_000)
  }
}
