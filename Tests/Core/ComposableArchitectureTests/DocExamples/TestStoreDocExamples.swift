// The doc comment examples of Modules/Core/ComposableArchitecture/TestStore.swift, compiled; never run.

import Clocks
import ComposableArchitecture
import Foundation

private enum TestStoreDocExamples {
  struct NumberFactClient: TestDependencyKey, Sendable {
    var fetch: @Sendable (Int) async throws -> String
    static let testValue = NumberFactClient(
      fetch: unimplemented("NumberFactClient.fetch", placeholder: ""))
  }

  struct Failure: Error, Equatable {}

  @Reducer
  struct Row {
    struct State: Equatable, Identifiable {
      let id: Int
      var isLoaded = false
    }
    enum Action: Equatable { case loaded }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.isLoaded = true
        return .none
      }
    }
  }

  @Reducer
  struct Counter {
    struct State: Equatable {
      var count = 0
      var fact: String?
      var refreshedAt: Date?
      var savedAt: Date?
      var ticks = 0
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable {
      case incrementButtonTapped
      case factButtonTapped
      case factResponse(String)
      case onAppear
      case refresh
      case startTimer
      case tick
      case save
      case noop
      case response(Result<Int, Failure>)
      case rows(IdentifiedActionOf<Row>)
    }

    @Dependency(\.numberFact) var numberFact
    @Dependency(\.date) var date
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .factButtonTapped:
          return .run { [count = state.count] send in
            await send(.factResponse(try await numberFact.fetch(count)))
          }
        case .factResponse(let fact):
          state.fact = fact
          return .none
        case .onAppear:
          return .run { send in
            await send(.response(.success(42)))
            await send(.rows(.element(id: 1, action: .loaded)))
          }
        case .refresh:
          state.refreshedAt = date.now
          return .none
        case .startTimer:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .save:
          state.savedAt = date.now
          return .run { _ in }
        case .noop:
          return .none
        case .response(.success(let count)):
          state.count = count
          return .none
        case .response(.failure), .rows:
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  struct CounterView {
    let state: Counter.State
    func render() -> String { "\(state.count)" }
  }

  @MainActor
  static func increment() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
  }

  @MainActor
  static func dependencies(store: TestStoreOf<Counter>) {
    store.dependencies.date.now = Date(timeIntervalSince1970: 60)
  }

  @MainActor
  static func assertedSharedValues(store: TestStoreOf<Counter>) {
    let frame = store.withAssertedSharedValues { CounterView(state: store.state).render() }
    _ = frame
  }

  @MainActor
  static func finish(store: TestStoreOf<Counter>) async {
    await store.send(.onAppear)
    await store.finish()
  }

  @MainActor
  static func withDependencies(store: TestStoreOf<Counter>, later: Date) async {
    await store.withDependencies {
      $0.date.now = later
    } operation: {
      await store.send(.refresh) { $0.refreshedAt = later }
      await store.send(.save) { $0.savedAt = later }
    }
  }

  @MainActor
  static func withExhaustivity(store: TestStoreOf<Counter>) async {
    await store.withExhaustivity(.off) {
      await store.send(.refresh)
      await store.send(.save)
    }
  }

  @MainActor
  static func testStoreOf() {
    let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
    _ = store
  }

  @MainActor
  static func sendCase(store: TestStoreOf<Counter>) async {
    await store.send(\.incrementButtonTapped) { $0.count = 1 }
  }

  @MainActor
  static func receiveAction(store: TestStoreOf<Counter>) async {
    await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
  }

  @MainActor
  static func receiveMatching(store: TestStoreOf<Counter>) async {
    await store.receive { if case .response(.success) = $0 { true } else { false } }
  }

  @MainActor
  static func receiveCase(store: TestStoreOf<Counter>) async {
    await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
    await store.receive(\.rows[id: 1].loaded)
  }

  @MainActor
  static func receiveCaseAndValue(store: TestStoreOf<Counter>) async {
    await store.receive(\.factResponse, "1 is a good number.") { $0.fact = "1 is a good number." }
  }

  @MainActor
  static func skipReceivedActions(store: TestStoreOf<Counter>) async {
    await store.send(.onAppear)
    await store.skipReceivedActions()
  }

  @MainActor
  static func skipInFlightEffects(store: TestStoreOf<Counter>) async {
    await store.send(.startTimer)
    await store.skipInFlightEffects()
  }

  @MainActor
  static func task(store: TestStoreOf<Counter>, clock: TestClock<Duration>) async {
    let task = await store.send(.startTimer)
    await clock.advance(by: .seconds(3))
    await task.cancel()
  }

  @MainActor
  static func finishTask(store: TestStoreOf<Counter>) async {
    await store.send(.save).finish()
  }
}

extension DependencyValues {
  fileprivate var numberFact: TestStoreDocExamples.NumberFactClient {
    get { self[TestStoreDocExamples.NumberFactClient.self] }
    set { self[TestStoreDocExamples.NumberFactClient.self] = newValue }
  }
}
