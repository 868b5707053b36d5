import ComposableArchitecture
import Testing

// The examples of the GettingStarted article, compiled and run (`ArticleCodeTests` checks that
// the article shows exactly this code).
enum GettingStarted {
  @Reducer
  struct Tally {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var fetched: Int?
    }
    enum Action: Equatable {
      case incrementButtonTapped
      case fetchButtonTapped
      case fetched(Int)
    }

    @Dependency(\.numberClient) var numberClient

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .fetchButtonTapped:
          return .run { send in await send(.fetched(try await numberClient.fetch())) }
        case .fetched(let number):
          state.fetched = number
          return .none
        }
      }
    }
  }

  @Reducer
  struct Pair {
    @ObservableState
    struct State: Equatable {
      var left = Tally.State()
      var right = Tally.State()
    }
    enum Action: Equatable {
      case left(Tally.Action)
      case right(Tally.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) { Tally() }
        .dependency(\.numberClient, NumberClient(fetch: { 1 }))  // the left side and its effects
      Scope(state: \.right, action: \.right) { Tally() }
    }
  }
}

struct NumberClient: Sendable {
  var fetch: @Sendable () async throws -> Int
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient(fetch: { Int.random(in: 1...100) })
  static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch", placeholder: 0))
}

extension DependencyValues {
  var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

struct GettingStartedTests {
  @MainActor @Test func tallyCountsAndFetches() async {
    let store = TestStore(initialState: GettingStarted.Tally.State()) {
      GettingStarted.Tally()
    } withDependencies: {
      $0.numberClient.fetch = { 42 }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.fetchButtonTapped)
    await store.receive(\.fetched) { $0.fetched = 42 }
  }

  @MainActor @Test func theLeftSideUsesItsOverride() async {
    let store = TestStore(initialState: GettingStarted.Pair.State()) {
      GettingStarted.Pair()
    } withDependencies: {
      $0.numberClient.fetch = { 2 }  // what the right side sees
    }
    await store.send(\.left.incrementButtonTapped) { $0.left.count = 1 }
    await store.send(\.left.fetchButtonTapped)
    await store.receive(\.left.fetched, 1) { $0.left.fetched = 1 }
    await store.send(\.right.fetchButtonTapped)
    await store.receive(\.right.fetched) { $0.right.fetched = 2 }
  }

  @MainActor @Test func aNonExhaustiveTestAssertsOnlyWhatItCaresAbout() async {
    let store = TestStore(initialState: GettingStarted.Pair.State()) {
      GettingStarted.Pair()
    } withDependencies: {
      $0.numberClient.fetch = { 2 }
    }
    store.exhaustivity = .off
    await store.send(\.left.incrementButtonTapped)
    await store.send(\.right.fetchButtonTapped)
    await store.receive(\.right.fetched) { $0.right.fetched = 2 }
    #expect(store.state.left.count == 1)
  }

  @MainActor @Test func aWrongAssertionFails() async {
    let store = TestStore(initialState: GettingStarted.Tally.State()) {
      GettingStarted.Tally()
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    }
  }

  @MainActor @Test func aStoreRunsTheFeature() async {
    let store = Store(initialState: GettingStarted.Tally.State()) {
      GettingStarted.Tally()
    } withDependencies: {
      $0.numberClient.fetch = { 7 }
    }
    store.send(.incrementButtonTapped)
    await store.send(.fetchButtonTapped).finish()
    #expect(store.count == 1)
    #expect(store.fetched == 7)
  }
}
