import ComposableArchitecture
import Foundation
import TabB
import TerminalUI
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
    await store.send(.clearButtonTapped) {
      $0.feed.cleared = $0.feed.entries
      $0.feed.entries = []
    }
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
    await store.send(.clearButtonTapped) {
      $0.feed.entries = []
      $0.feed.cleared = [.init(date: now, text: "Added 2")]
    }
    // Clearing nothing keeps what the first clear took.
    await store.send(.clearButtonTapped)
    await store.send(.record("Added 3")) {
      $0.feed.entries = [.init(date: now, text: "Added 3")]
    }
    await store.send(.undoClearButtonTapped) {
      $0.feed.entries = [.init(date: now, text: "Added 2"), .init(date: now, text: "Added 3")]
      $0.feed.cleared = nil
    }
    await store.send(.undoClearButtonTapped)
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

  /// `/` filters the feed by its text, and takes in what comes while it is in force; the
  /// entry picked stays picked when a clear is undone.
  @Test func theFilterFindsEntriesAndTheSelectionSurvivesAnUndoneClear() async {
    let now = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(
      initialState: Activity.State(entries: [
        .init(date: now, text: "Added 2"), .init(date: now, text: "Added 3"),
        .init(date: now, text: "Removed 2"),
      ])
    ) {
      Activity()
    } withDependencies: {
      $0.date.now = now
    }
    await store.send(.entryList(.openFilter)) { $0.entrySelection.isFiltering = true }
    await store.send(.entryList(.filter(.insert("add")))) {
      $0.entrySelection.filter.text = "add"
      $0.entrySelection.filter.cursor = 3
      $0.entrySelection.matches = .init(query: "add", rows: [0, 1])
    }
    await store.send(.record("Added 5")) {
      $0.feed.entries.append(.init(date: now, text: "Added 5"))
      $0.entrySelection.matches = .init(query: "add", rows: [0, 1, 3])
    }
    await store.send(.entryList(.filter(.submit)))
    await store.receive(.entryList(.filter(.delegate(.submitted("add"))))) {
      $0.entrySelection.isFiltering = false
    }
    await store.send(.entryList(.nextMatch)) {
      $0.entrySelection.row = 0
      $0.entrySelection.followsEnd = false
    }
    await store.send(.clearButtonTapped) {
      $0.feed.cleared = $0.feed.entries
      $0.feed.entries = []
      $0.entrySelection.followsEnd = true
      $0.entrySelection.matches = .init(query: "add", rows: [])
    }
    await store.send(.record("Added 7")) {
      $0.feed.entries = [.init(date: now, text: "Added 7")]
      $0.entrySelection.matches = .init(query: "add", rows: [0])
    }
    await store.send(.entryList(.moveToFirst)) { $0.entrySelection.followsEnd = false }
    await store.send(.undoClearButtonTapped) {
      $0.feed.entries = $0.feed.cleared! + $0.feed.entries
      $0.feed.cleared = nil
      $0.entrySelection.row = 4
      $0.entrySelection.matches = .init(query: "add", rows: [0, 1, 3, 4])
    }
    #expect(store.state.entryList.selectedRow?.text == "Added 7")
  }
}
