import ComposableArchitecture
import Foundation
import TabC
import Testing

@MainActor
@Suite struct LogTests {
  let now = Date(timeIntervalSince1970: 2_000)

  @Test func appendsWhileRunningDropsWhilePaused() async {
    let store = TestStore(initialState: Log.State()) {
      Log()
    } withDependencies: { [now] in
      $0.date.now = now
    }
    await store.send(.append(action: "increment", diff: "+ count: 1")) {
      $0.feed.entries = [.init(id: 1, date: now, action: "increment", diff: "+ count: 1")]
      $0.nextID = 2
    }
    await store.send(.pauseButtonTapped) { $0.isPaused = true }
    await store.send(.append(action: "increment", diff: "+ count: 2"))
    await store.send(.pauseButtonTapped) { $0.isPaused = false }
    await store.send(.feed(.clearButtonTapped)) {
      $0.feed.clear()
    }
    #expect(store.state.feed.entries.isEmpty)
    await store.send(.feed(.undoClearButtonTapped)) {
      $0.feed.undoClear()
    }
    #expect(
      store.state.feed.entries == [.init(id: 1, date: now, action: "increment", diff: "+ count: 1")]
    )
  }

  @Test func isBounded() async {
    let store = TestStore(initialState: Log.State()) {
      Log()
    } withDependencies: { [now] in
      $0.date.now = now
    }
    store.exhaustivity = .off
    for index in 0..<(Log.capacity + 10) {
      await store.send(.append(action: "\(index)", diff: ""))
    }
    #expect(store.state.feed.entries.count == Log.capacity)
    #expect(store.state.feed.entries.first?.action == "10")
  }
}
