import ComposableArchitecture
import Foundation
import TabB
import Testing

@MainActor
@Suite struct ActivityTests {
  @Test func recordsTimestampedEntriesAndClears() async {
    let now = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(initialState: Activity.State()) {
      Activity()
    } withDependencies: {
      $0.date.now = now
    }
    await store.send(.record("Added 7 to favorites")) {
      $0.feed.entries = [.init(date: now, text: "Added 7 to favorites")]
    }
    await store.send(.record("Removed 7")) {
      $0.feed.entries.append(.init(date: now, text: "Removed 7"))
    }
    await store.send(.feed(.clearButtonTapped)) {
      $0.feed.clear()
    }
    #expect(store.state.feed.entries.isEmpty)
    #expect(store.state.feed.cleared?.map(\.text) == ["Added 7 to favorites", "Removed 7"])
  }

  /// A clear is one key, so `u` puts back what it took, before what came since.
  @Test func aClearIsUndone() async {
    let now = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(
      initialState: Activity.State(entries: [.init(date: now, text: "Added 2")])
    ) {
      Activity()
    } withDependencies: {
      $0.date.now = now
    }
    await store.send(.feed(.clearButtonTapped)) {
      $0.feed.clear()
    }
    #expect(store.state.feed.cleared == [.init(date: now, text: "Added 2")])
    // Clearing nothing keeps what the first clear took.
    await store.send(.feed(.clearButtonTapped))
    await store.send(.record("Added 3")) {
      $0.feed.entries = [.init(date: now, text: "Added 3")]
    }
    await store.send(.feed(.undoClearButtonTapped)) {
      $0.feed.undoClear()
    }
    #expect(store.state.feed.entries.map(\.text) == ["Added 2", "Added 3"])
    #expect(store.state.feed.cleared == nil)
    await store.send(.feed(.undoClearButtonTapped))
  }

  @Test func keepsOnlyTheNewestEntries() async {
    let store = TestStore(initialState: Activity.State()) {
      Activity()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    store.exhaustivity = .off
    for index in 0...Activity.capacity {
      await store.send(.record("\(index)"))
    }
    #expect(store.state.feed.entries.count == Activity.capacity)
    #expect(store.state.feed.entries.first?.text == "1")
  }
}
