import ComposableArchitecture
import Foundation
import Testing

/// `debounce` and `throttle` on a combine-schedulers scheduler, upstream's spellings, driven by a
/// test scheduler.
@MainActor
@Suite struct EffectSchedulingTests {
  @Reducer
  struct Search {
    struct State: Equatable {
      var searched: [Int] = []
    }
    enum Action: Equatable {
      case queryChanged(Int)
      case queryChangedWithWork(Int)
      case tap(Int)
      case search(Int)
    }
    enum CancelID: Hashable { case search }
    /// Throttle state is kept per id for the whole process: each test throttles its own.
    let throttleID: String
    let latest: Bool
    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          return .send(.search(query))
            .debounce(id: CancelID.search, for: .seconds(1), scheduler: mainQueue)
        case .queryChangedWithWork(let query):
          return .run { send in await send(.search(query)) }
            .debounce(id: CancelID.search, for: .seconds(1), scheduler: mainQueue)
        case .tap(let value):
          return .send(.search(value))
            .throttle(id: throttleID, for: .seconds(1), scheduler: mainQueue, latest: latest)
        case .search(let query):
          state.searched.append(query)
          return .none
        }
      }
    }
  }

  func store(
    _ mainQueue: TestSchedulerOf<DispatchQueue>, throttleID: String = #function,
    latest: Bool = true
  ) -> TestStoreOf<Search> {
    TestStore(initialState: Search.State()) {
      Search(throttleID: throttleID, latest: latest)
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
  }

  @Test func aDebouncedEffectRunsOnlyOnceNoNewerOneCameWithinItsTime() async {
    let mainQueue = DispatchQueue.test
    let store = store(mainQueue)
    await store.send(.queryChanged(1))
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.queryChanged(2))
    // The first would have run now, had the second not cancelled it.
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.queryChangedWithWork(3))
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.search(3)) { $0.searched = [3] }
  }

  @Test func aThrottledEffectSendsTheLatestActionOnceTheIntervalEnds() async {
    let mainQueue = DispatchQueue.test
    let store = store(mainQueue, latest: true)
    await store.send(.tap(1))
    await mainQueue.advance()
    await store.receive(.search(1)) { $0.searched = [1] }
    for value in 2...4 {
      await store.send(.tap(value))
      await mainQueue.advance(by: .milliseconds(250))
    }
    await store.send(.tap(5))
    await mainQueue.advance(by: .milliseconds(250))
    await store.receive(.search(5)) { $0.searched = [1, 5] }
  }

  @Test func aThrottledEffectSendsTheFirstActionUnlessLatest() async {
    let mainQueue = DispatchQueue.test
    let store = store(mainQueue, latest: false)
    await store.send(.tap(1))
    await mainQueue.advance()
    await store.receive(.search(1)) { $0.searched = [1] }
    for value in 2...4 {
      await store.send(.tap(value))
      await mainQueue.advance(by: .milliseconds(250))
    }
    await store.send(.tap(5))
    await mainQueue.advance(by: .milliseconds(250))
    await store.receive(.search(2)) { $0.searched = [1, 2] }
  }

  @Test func anActionAfterTheIntervalGoesAtOnce() async {
    let mainQueue = DispatchQueue.test
    let store = store(mainQueue)
    await store.send(.tap(1))
    await mainQueue.advance()
    await store.receive(.search(1)) { $0.searched = [1] }
    await mainQueue.advance(by: .seconds(1))
    await store.send(.tap(2))
    await mainQueue.advance()
    await store.receive(.search(2)) { $0.searched = [1, 2] }
  }
}
