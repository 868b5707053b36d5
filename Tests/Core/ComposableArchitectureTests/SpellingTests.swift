import ComposableArchitecture
import Testing

/// Upstream spellings a TCA feature uses, each run once: `EffectOf`, `SendOf`, `.run(name:)`,
/// the unlabeled `Scope(_:action:)`, and alerts that dismiss themselves, held as plain
/// `AlertState` or as an ephemeral case of a destination enum.
@MainActor
struct SpellingTests {
  @Reducer
  struct Counter {
    enum Action: Equatable { case load, loaded(Int) }
    func reduce(into state: inout Int, action: Action) -> EffectOf<Self> {
      switch action {
      case .load:
        return .run(name: "Counter.load") { (send: SendOf<Self>) in await send(.loaded(3)) }
      case .loaded(let value):
        state = value
        return .none
      }
    }
  }

  @Reducer
  struct Holder {
    struct State: Equatable { var counter = 0 }
    enum Action: Equatable { case counter(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(\.counter, action: \.counter) { Counter() }
    }
  }

  @Test func effectOfSendOfNamedRunAndUnlabeledScope() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await store.send(\.counter.load)
    await store.receive(\.counter.loaded, 3) { $0.counter = 3 }
  }

  @Reducer
  struct Alerts {
    @ObservableState
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      @Presents var destination: Destination.State?
      var confirmed = 0
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case destination(PresentationAction<Destination.Action>)
      case showAlert, showDestinationAlert
      enum Alert: Equatable { case confirm }
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case alert(AlertState<Alerts.Action.Alert>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showAlert:
          state.alert = AlertState { TextState("Sure?") }
          return .none
        case .showDestinationAlert:
          state.destination = .alert(AlertState { TextState("Really?") })
          return .none
        case .alert(.presented(.confirm)), .destination(.presented(.alert(.confirm))):
          state.confirmed += 1
          return .none
        case .alert, .destination:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$destination, action: \.destination)
    }
  }

  /// An alert's button action dismisses it by itself: the reducer never sets it to `nil`.
  @Test func anAlertsActionDismissesIt() async {
    let store = TestStore(initialState: Alerts.State()) { Alerts() }
    await store.send(.showAlert) { $0.alert = AlertState { TextState("Sure?") } }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.confirmed = 1
    }
    await store.send(.showDestinationAlert) {
      $0.destination = .alert(AlertState { TextState("Really?") })
    }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.confirmed = 2
    }
  }
}

/// Features whose actions keep the view's in a `view` case, as upstream's `ViewAction`.
@MainActor
struct ViewActionTests {
  @Reducer
  struct Feature {
    enum Action: ViewAction, Equatable {
      case view(View)
      case echoed(Int)
      enum View: Equatable { case tapped }
    }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .view(.tapped):
        return .send(.echoed(state + 1))
      case .echoed(let value):
        state = value
        return .none
      }
    }
  }

  struct Controller: ViewActionSending {
    let store: StoreOf<Feature>
  }

  @Test func viewActionsAreSentThroughTheirCase() async {
    let controller = Controller(store: Store(initialState: 0) { Feature() })
    controller.send(.tapped)
    #expect(controller.store.state == 1)

    let store = TestStore(initialState: 0) { Feature() }
    await store.send(.view(.tapped))
    await store.receive(.echoed(1)) { $0 = 1 }
  }
}
