import Clocks
import ComposableArchitecture
import Testing

/// SwiftUI-only spellings that upstream's features use (`animation:`, `transaction:`): they
/// compile where SwiftUI is absent and behave as the plain call.
@MainActor
struct SwiftUISpellingTests {
  @Reducer
  struct Timer {
    @ObservableState
    struct State: Equatable {
      var ticks = 0
      var isOn = false
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case resetButtonTapped
      case startButtonTapped
      case timerTicked
      case toggled
      enum Alert: Equatable { case reset, resetAnimated }
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.presented(.reset)), .alert(.presented(.resetAnimated)):
          state.ticks = 0
          return .none
        case .alert:
          return .none
        case .resetButtonTapped:
          state.alert = AlertState {
            TextState("Reset?")
          } actions: {
            ButtonState(action: .send(.reset, animation: .default)) { TextState("Reset") }
            ButtonState(action: .animatedSend(.resetAnimated, animation: .spring())) {
              TextState("Reset slowly")
            }
          }
          return .none
        case .startButtonTapped:
          return .merge(
            .run { send in
              await send(
                .timerTicked, animation: .interpolatingSpring(stiffness: 3000, damping: 40))
              try await clock.sleep(for: .seconds(1))
              await send(.timerTicked, transaction: Transaction(animation: .easeInOut(duration: 1)))
            },
            .send(.toggled, animation: .bouncy).animation(.snappy).transaction(Transaction())
          )
        case .timerTicked:
          state.ticks += 1
          return .none
        case .toggled:
          state.isOn.toggle()
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Test func animatedSendsBehaveAsPlainSends() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped)
    await store.receive(\.toggled) { $0.isOn = true }
    await store.receive(\.timerTicked) { $0.ticks = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.ticks = 2 }
  }

  @Test func alertButtonsWithAnimationsSendTheirActions() async {
    let store = TestStore(initialState: Timer.State(ticks: 5)) { Timer() }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState {
        TextState("Reset?")
      } actions: {
        ButtonState(action: .send(.reset)) { TextState("Reset") }
        ButtonState(action: .send(.resetAnimated)) { TextState("Reset slowly") }
      }
    }
    await store.send(.alert(.presented(.resetAnimated))) {
      $0.alert = nil
      $0.ticks = 0
    }
    #expect(
      ButtonStateAction<Timer.Action.Alert>.animatedSend(.reset, animation: .linear)
        == .send(.reset))
  }

  @Test func storeSendsWithAnimationsAndTransactions() {
    let store = Store(initialState: Timer.State()) { Timer() }
    store.send(.toggled, animation: .easeIn(duration: 0.3))
    #expect(store.isOn)
    var transaction = Transaction(animation: .smooth)
    transaction.disablesAnimations = true
    store.send(.toggled, transaction: transaction)
    #expect(!store.isOn)
  }

  @Test func everyCommonAnimationFactoryIsThere() {
    let animations: [Animation] = [
      .default, .linear, .linear(duration: 1), .easeIn, .easeIn(duration: 1), .easeOut,
      .easeOut(duration: 1), .easeInOut, .easeInOut(duration: 1), .spring, .spring(),
      .spring(response: 0.3, dampingFraction: 0.7), .spring(duration: 0.4, bounce: 0.2),
      .interactiveSpring(), .interpolatingSpring(stiffness: 3000, damping: 40), .bouncy,
      .bouncy(duration: 1), .smooth, .smooth(duration: 1), .snappy, .snappy(duration: 1),
      .default.delay(1).speed(2).repeatCount(2).repeatForever(),
    ]
    #expect(Set(animations).count == animations.count)
  }
}
