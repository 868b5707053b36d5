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
      $0.entries = [.init(id: 1, date: now, action: "increment", diff: "+ count: 1")]
      $0.nextID = 2
    }
    await store.send(.pauseButtonTapped) { $0.isPaused = true }
    await store.send(.append(action: "increment", diff: "+ count: 2"))
    await store.send(.pauseButtonTapped) { $0.isPaused = false }
    await store.send(.clearButtonTapped) {
      $0.cleared = $0.entries
      $0.entries = []
    }
    await store.send(.undoClearButtonTapped) {
      $0.entries = [.init(id: 1, date: now, action: "increment", diff: "+ count: 1")]
      $0.cleared = nil
    }
  }

  @Test func selectionMovesWithinTheEntries() async {
    let entries = (1...3).map { Log.Entry(id: $0, date: now, action: "a\($0)", diff: "") }
    let store = TestStore(initialState: Log.State(entries: entries)) { Log() }
    await store.send(.selectionMoved(by: -1)) { $0.selectedID = 3 }
    await store.send(.selectionMoved(by: -5)) { $0.selectedID = 1 }
    await store.send(.selectionMoved(by: 1)) { $0.selectedID = 2 }
    #expect(store.state.selectedEntry?.action == "a2")
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
    #expect(store.state.entries.count == Log.capacity)
    #expect(store.state.entries.first?.action == "10")
  }
}
