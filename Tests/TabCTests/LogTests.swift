import ComposableArchitecture
import Foundation
import TabC
import TerminalUI
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
    await store.send(.clearButtonTapped) {
      $0.feed.cleared = $0.feed.entries
      $0.feed.entries = []
    }
    await store.send(.undoClearButtonTapped) {
      $0.feed.entries = [.init(id: 1, date: now, action: "increment", diff: "+ count: 1")]
      $0.feed.cleared = nil
    }
  }

  /// The log follows the newest entry until one is selected; up selects the newest, and
  /// `follow` goes live again.
  @Test func theSelectionFollowsTheNewestUntilAnEntryIsPicked() async {
    let entries = (1...3).map { Log.Entry(id: $0, date: now, action: "a\($0)", diff: "") }
    let store = TestStore(initialState: Log.State(entries: entries)) { Log() }
    #expect(store.state.selectedEntry == nil)
    await store.send(.entryList(.move(by: -1))) {
      $0.entrySelection.row = 2
      $0.entrySelection.followsEnd = false
    }
    await store.send(.entryList(.move(by: -5))) { $0.entrySelection.row = 0 }
    await store.send(.entryList(.move(by: 1))) { $0.entrySelection.row = 1 }
    #expect(store.state.selectedEntry?.action == "a2")
    await store.send(.entryList(.follow)) { $0.entrySelection.followsEnd = true }
    #expect(store.state.selectedEntry == nil)
  }

  /// The stopwatch's ticks can be hidden: the entry selected stays selected, and a filter in
  /// force runs on what is shown.
  @Test func hidingTicksKeepsTheSelectedEntry() async {
    let entries = [
      Log.Entry(id: 1, date: now, action: "stopwatch(.tick)", diff: "", isTick: true),
      Log.Entry(id: 2, date: now, action: "counter(.incrementButtonTapped)", diff: ""),
      Log.Entry(id: 3, date: now, action: "stopwatch(.tick)", diff: "", isTick: true),
      Log.Entry(id: 4, date: now, action: "counter(.decrementButtonTapped)", diff: ""),
    ]
    let store = TestStore(
      initialState: Log.State(entries: entries, entrySelection: ListSelection(row: 3))
    ) { Log() }
    await store.send(.hideTicksButtonTapped) {
      $0.hidesTicks = true
      $0.entrySelection.row = 1
    }
    #expect(store.state.shownEntries.map(\.id) == [2, 4])
    #expect(store.state.selectedEntry?.id == 4)
    await store.send(.entryList(.openFilter)) { $0.entrySelection.isFiltering = true }
    await store.send(.entryList(.filter(.insert("inc")))) {
      $0.entrySelection.filter.text = "inc"
      $0.entrySelection.filter.cursor = 3
      $0.entrySelection.matches = .init(query: "inc", rows: [0])
      $0.entrySelection.row = 0
    }
    await store.send(.hideTicksButtonTapped) {
      $0.hidesTicks = false
      $0.entrySelection.row = 1
      $0.entrySelection.matches = .init(query: "inc", rows: [1])
    }
    #expect(store.state.selectedEntry?.id == 2)
  }

  /// A filter in force takes in the entries that come while it is: the Log fills with the
  /// stopwatch's ticks, and a filter finds the rest.
  @Test func aFilterTakesInNewEntries() async {
    let store = TestStore(initialState: Log.State()) {
      Log()
    } withDependencies: { [now] in
      $0.date.now = now
    }
    store.exhaustivity = .off
    await store.send(.entryList(.openFilter))
    await store.send(.entryList(.filter(.insert("counter"))))
    for index in 0..<(Log.capacity + 20) {
      await store.send(
        index % 50 == 0
          ? .append(action: "counter(.incrementButtonTapped)", diff: "")
          : .append(action: "stopwatch(.tick)", diff: "", isTick: true))
    }
    #expect(store.state.feed.entries.count == Log.capacity)
    #expect(
      store.state.entrySelection.matches?.rows
        == store.state.feed.entries.indices.filter {
          store.state.feed.entries[$0].action.string.hasPrefix("counter")
        })
    #expect(store.state.entrySelection.matches?.rows.count == 10)
    #expect(store.state.selectedEntry == nil)
  }

  /// A selected entry keeps its selection as older ones are dropped, until it goes itself.
  @Test func theSelectedEntryStaysSelectedAsOlderOnesAreDropped() async {
    let entries = (1...Log.capacity).map {
      Log.Entry(id: $0, date: now, action: "a\($0)", diff: "")
    }
    let store = TestStore(
      initialState: Log.State(entries: entries, entrySelection: ListSelection(row: 1))
    ) {
      Log()
    } withDependencies: { [now] in
      $0.date.now = now
    }
    store.exhaustivity = .off
    await store.send(.append(action: "new", diff: ""))
    #expect(store.state.selectedEntry?.id == 2)
    await store.send(.append(action: "newer", diff: ""))
    #expect(store.state.selectedEntry == nil)
    #expect(store.state.entrySelection.followsEnd)
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
