import Clocks
import ComposableArchitecture
import Testing

@MainActor
@Suite struct StoreTests {
  @Test func sendReducesAndTheReturnedTaskFinishesWithItsEffects() async {
    let store = Store(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.numberClient.fetch = { 11 }
    }
    store.send(.increment)
    #expect(store.count == 1)
    await store.send(.fetch).finish()
    #expect(store.fetched == 11)
  }

  @Test func cancellingTheReturnedTaskCancelsTheEffect() async {
    let clock = TestClock()
    let store = Store(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberClient.fetch = { 11 }
    }
    let task = store.send(.fetchAfterDelay)
    task.cancel()
    await clock.run()
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.fetched == nil)
  }

  @Test func actionsSentByEffectsAreQueuedInOrder() async {
    struct Chain: Reducer {
      func reduce(into state: inout [Int], action: Int) -> Effect<Int> {
        state.append(action)
        return action < 3 ? .merge(.send(action + 1), .send(action + 10)) : .none
      }
    }
    let store = Store(initialState: [Int]()) { Chain() }
    store.send(1)
    #expect(store.state == [1, 2, 11, 3, 12])
  }

  @Test func childStoresReadAndSendThroughTheParent() async {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(state: \.left, action: \.left)
    left.send(.increment)
    #expect(left.count == 1)
    #expect(store.left.count == 1)
    #expect(store.log == ["left"])
  }

  @Test func changesYieldOncePerSendAndCoalesce() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    var changes = store.changes().makeAsyncIterator()
    store.send(.increment)
    store.send(.increment)
    store.send(.increment)
    // Three sends with nobody reading: one buffered element, then nothing until the next send.
    _ = await changes.next()
    #expect(store.count == 3)
    store.send(.increment)
    _ = await changes.next()
    #expect(store.count == 4)
  }

  @Test func dependenciesGivenAtInitReachEffects() async {
    let store = Store(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.numberClient.fetch = { 99 }
    }
    await store.send(.fetch).finish()
    #expect(store.fetched == 99)
  }
}
