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

  /// A debounce's time counts from when its effect starts, on the store's actor, not from when
  /// the thread pool first runs its work (on a busy machine, late enough that a test scheduler's
  /// `advance` right after the send missed it): the wait is scheduled before `send` returns.
  @Test func aDebouncedWaitIsScheduledAsItsEffectStarts() async {
    let mainQueue = DispatchQueue.test
    let waits = LockIsolated<[Bool]>([])
    let isSending = LockIsolated(false)
    let store = Store(initialState: Search.State()) {
      Search(throttleID: #function, latest: true)
    } withDependencies: {
      $0.mainQueue = AnySchedulerOf<DispatchQueue>(
        minimumTolerance: { mainQueue.minimumTolerance },
        now: { mainQueue.now },
        scheduleImmediately: { mainQueue.schedule(options: $0, $1) },
        delayed: { date, tolerance, options, action in
          waits.withValue { $0.append(isSending.value) }
          mainQueue.schedule(after: date, tolerance: tolerance, options: options, action)
        },
        interval: { mainQueue.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
      )
    }
    isSending.setValue(true)
    let task = store.send(.queryChangedWithWork(1))
    isSending.setValue(false)
    #expect(waits.value == [true])
    await mainQueue.advance(by: .seconds(1))
    await task.finish()
    #expect(store.withState(\.searched) == [1])
  }

  /// The other end of the wait: once the scheduler runs it, the debounced effect starts there and
  /// then, as a Combine `delay` delivers, so the action is in before a test scheduler's `advance`
  /// returns, with no hop through the thread pool for a busy machine to delay past the test's
  /// next look (upstream's `EffectDebounceTests` failed 1 run in 5 that way).
  @Test func aDebouncedActionIsSentWithinTheAdvanceThatEndsItsWait() {
    let mainQueue = DispatchQueue.test
    let store = Store(initialState: Search.State()) {
      Search(throttleID: #function, latest: true)
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    store.send(.queryChanged(1))
    mainQueue.advance(by: .milliseconds(999))
    #expect(store.withState(\.searched) == [])
    mainQueue.advance(by: .milliseconds(1))
    #expect(store.withState(\.searched) == [1])
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
