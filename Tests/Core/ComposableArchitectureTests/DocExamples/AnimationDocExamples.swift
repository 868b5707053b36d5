// The doc comment examples of Modules/Core/ComposableArchitecture/SwiftUICompatibility/Animation.swift, compiled; never run.

import ComposableArchitecture

private enum AnimationDocExamples {
  struct Client: Sendable {
    var load: @Sendable () async throws -> Int = { 0 }
  }

  @Reducer
  struct Timer {
    struct State: Equatable {
      var ticks = 0
      var isOn = false
      var count = 0
    }
    enum Action {
      case startButtonTapped
      case timerTicked
      case refresh
      case toggleButtonTapped
      case saveButtonTapped
      case loadButtonTapped
      case loaded(Int)
      case delegate(Delegate)
      enum Delegate { case didSave }
    }

    let client = Client()

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startButtonTapped:
          return Self.springTick()
        case .timerTicked:
          state.ticks += 1
          return .run { send in
            await send(.timerTicked, animation: .default)
          }
        case .refresh:
          return .run { send in
            await send(.timerTicked, transaction: Transaction(animation: .default))
          }
        case .toggleButtonTapped:
          state.isOn.toggle()
          return .none
        case .saveButtonTapped:
          return .send(.delegate(.didSave), animation: .default)
        case .loadButtonTapped:
          return load()
        case .loaded(let count):
          state.count = count
          return .none
        case .delegate:
          return .none
        }
      }
    }

    static func springTick() -> Effect<Action> {
      return .run { send in
        await send(.timerTicked, animation: .interpolatingSpring(stiffness: 3000, damping: 40))
      }
    }

    func load() -> Effect<Action> {
      return .run { send in await send(.loaded(try await client.load())) }.animation()
    }
  }

  @Reducer
  struct Loader {
    struct State: Equatable { var isLoaded = false }
    enum Action {
      case loadButtonTapped
      case loaded
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loadButtonTapped:
          return Self.loaded()
        case .loaded:
          state.isLoaded = true
          return .none
        }
      }
    }

    static func loaded() -> Effect<Action> {
      return .send(.loaded).transaction(Transaction(animation: .default))
    }
  }

  enum AlertAction: Equatable {
    case deleteButtonTapped
    case confirm
  }

  static func alert() -> AlertState<AlertAction> {
    AlertState {
      TextState("Delete this note?")
    } actions: {
      ButtonState(action: .send(.deleteButtonTapped, animation: .default)) {
        TextState("Delete")
      }
      ButtonState(action: .animatedSend(.confirm, animation: .default)) { TextState("OK") }
    }
  }

  @MainActor
  static func sendToTheStore() {
    let store = Store(initialState: Timer.State()) { Timer() }
    var transaction = Transaction(animation: .default)
    transaction.disablesAnimations = true
    store.send(.refresh, transaction: transaction)
    store.send(.toggleButtonTapped, animation: .default)
    store.send(.toggleButtonTapped, transaction: Transaction(animation: .default))
  }

  @Reducer
  struct Toggle {
    struct State: Equatable { var isOn = false }
    enum Action: ViewAction {
      case view(View)
      enum View { case toggleButtonTapped }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.isOn.toggle()
        return .none
      }
    }
  }

  struct ToggleController: ViewActionSending {
    let store: StoreOf<Toggle>

    func toggle() {
      send(.toggleButtonTapped, animation: .default)
    }

    func toggleInATransaction() {
      send(.toggleButtonTapped, transaction: Transaction(animation: .default))
    }
  }

  @Reducer
  struct Sheet {
    struct State: Equatable {}
    enum Action { case closeButtonTapped }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await dismiss(transaction: Transaction(animation: .default)) }
        }
      }
    }
  }
}
