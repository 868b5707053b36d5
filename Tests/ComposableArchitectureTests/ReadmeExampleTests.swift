import ComposableArchitecture
import Testing

// The README's "The core in one example", compiled and run, so the README cannot go stale. The
// types sit in a namespace to stay apart from the fixtures' `Tally`.
enum ReadmeExample {
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

@MainActor
struct ReadmeExampleTests {
  @Test func theLeftSideUsesItsOverride() async {
    let store = TestStore(initialState: ReadmeExample.Pair.State()) {
      ReadmeExample.Pair()
    } withDependencies: {
      $0.numberClient.fetch = { 2 }  // what the right side sees
    }
    await store.send(\.left.incrementButtonTapped) { $0.left.count = 1 }
    await store.send(\.left.fetchButtonTapped)
    await store.receive(\.left.fetched, 1) { $0.left.fetched = 1 }
    await store.send(\.right.fetchButtonTapped)
    await store.receive(\.right.fetched) { $0.right.fetched = 2 }
  }
}
