// The doc comment examples of Modules/Core/ComposableArchitecture/Store.swift, compiled; never run.

import ComposableArchitecture
import Foundation

private enum StoreDocExamples {
  struct FileClient: DependencyKey, Sendable {
    var load: @Sendable (String) throws -> Data
    static let liveValue = FileClient.live(directory: URL(filePath: "/tmp"))
    static func live(directory: URL) -> Self {
      Self(load: { try Data(contentsOf: directory.appending(component: $0)) })
    }
  }

  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable { var text = "" }
    enum Action { case saveButtonTapped }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var isOn = false
    }
    enum Action { case toggle }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.isOn.toggle()
        return .none
      }
    }
  }

  @Reducer
  struct AppFeature {
    @ObservableState
    struct State: Equatable {
      var counter = Counter.State()
      var detail: Detail.State?
      @Presents var alert: AlertState<Action.Alert>?
      var rows: IdentifiedArrayOf<Row.State> = []
      var ticks = 0
    }
    enum Action {
      case counter(Counter.Action)
      case detail(Detail.Action)
      case alert(PresentationAction<Alert>)
      case rows(IdentifiedActionOf<Row>)
      case refresh
      case startTimer
      case tick
      enum Alert: Equatable { case confirmDeletionTapped }
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .refresh:
          return .run { send in await send(.tick) }
        case .startTimer:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .counter, .detail, .alert, .rows:
          return .none
        }
      }
      .ifLet(\.detail, action: \.detail) { Detail() }
      .ifLet(\.$alert, action: \.alert)
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @MainActor
  static func create(dataDirectory: URL) {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = .live(directory: dataDirectory)
    }
    store.send(.counter(.incrementButtonTapped))
    print(store.counter.count)  // 1
  }

  @MainActor
  static func createCounter() {
    let store = Store(initialState: Counter.State()) { Counter() }
    _ = store
  }

  @MainActor
  static func state(store: StoreOf<Counter>) {
    store.send(.incrementButtonTapped)
    print(store.state.count)  // 1
  }

  @MainActor
  static func dynamicMember(store: StoreOf<Counter>) {
    let count = store.count
    _ = count
  }

  @MainActor
  static func withState(store: StoreOf<Counter>) {
    let count = store.withState(\.count)
    _ = count
  }

  @MainActor
  static func send(store: StoreOf<AppFeature>) async {
    await store.send(.refresh).finish()
  }

  @MainActor
  static func scope(appStore: StoreOf<AppFeature>) {
    let counterStore = appStore.scope(state: \.counter, action: \.counter)
    counterStore.send(.incrementButtonTapped)
  }

  @MainActor
  static func scopeWithoutLabel(appStore: StoreOf<AppFeature>) {
    let counterStore = appStore.scope(\.counter, action: \.counter)
    _ = counterStore
  }

  @MainActor
  static func scopeOptional(store: StoreOf<AppFeature>) {
    if let detailStore = store.scope(state: \.detail, action: \.detail) {
      detailStore.send(.saveButtonTapped)
    }
  }

  @MainActor
  static func scopePresented(store: StoreOf<AppFeature>) {
    if let alertStore = store.scope(state: \.alert, action: \.alert) {
      alertStore.send(.confirmDeletionTapped)
    }
  }

  @MainActor
  static func scopeElements(store: StoreOf<AppFeature>) {
    for rowStore in store.scope(state: \.rows, action: \.rows) {
      rowStore.send(.toggle)
    }
  }

  @MainActor
  static func scopeElementsWithoutLabel(store: StoreOf<AppFeature>) {
    for rowStore in store.scope(\.rows, action: \.rows) {
      rowStore.send(.toggle)
    }
  }

  @MainActor
  static func storeOf() {
    let store: StoreOf<AppFeature> = Store(initialState: AppFeature.State()) { AppFeature() }
    _ = store
  }

  @MainActor
  static func task(store: StoreOf<AppFeature>) {
    let task = store.send(.startTimer)
    task.cancel()
  }

  @MainActor
  static func equality(store: StoreOf<AppFeature>) {
    let child = store.scope(state: \.counter, action: \.counter)
    print(child == store.scope(state: \.counter, action: \.counter))  // true: scopes are cached
  }
}

extension DependencyValues {
  fileprivate var fileClient: StoreDocExamples.FileClient {
    get { self[StoreDocExamples.FileClient.self] }
    set { self[StoreDocExamples.FileClient.self] = newValue }
  }
}
