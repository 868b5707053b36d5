import AppFeature
import ComposableArchitecture
import Counter
import FavoritePrimes
import FileClient
import Foundation
import PrimeModal
import TabB
import TabC
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// The Activity and Log selections, which the terminal keeps beside the feeds: they follow the
/// entries the app appends, drops, clears and puts back.
@MainActor
@Suite struct FeedSelectionTests {
  let now = Date(timeIntervalSince1970: 2_000)

  func store(
    activity: [Activity.Entry] = [], log: [Log.Entry] = [],
    logSelection: ListSelection = ListSelection(followsEnd: true)
  ) -> TestStoreOf<PrimeTimeTerminal> {
    TestStore(
      initialState: PrimeTimeTerminal.State(
        app: AppFeature.State(
          favoritePrimes: .init(primes: Shared(value: [])),
          activity: Activity.State(entries: activity), log: Log.State(entries: log)),
        logSelection: logSelection)
    ) {
      PrimeTimeTerminal()
    } withDependencies: { [now] in
      $0.date.now = now
    }
  }

  /// `/` filters the feed by its text, and takes in what comes while it is in force; the
  /// entry picked stays picked when a clear is undone.
  @Test func theFilterFindsEntriesAndTheSelectionSurvivesAnUndoneClear() async {
    let store = store(activity: [
      .init(date: now, text: "Added 2"), .init(date: now, text: "Added 3"),
      .init(date: now, text: "Removed 2"),
    ])
    await store.send(.activityList(.openFilter)) { $0.activitySelection.isFiltering = true }
    await store.send(.activityList(.filter(.insert("add")))) {
      $0.activitySelection.filter.text = "add"
      $0.activitySelection.filter.cursor = 3
      $0.activitySelection.matches = .init(query: "add", rows: [0, 1])
    }
    await store.send(.app(.activity(.record("Added 5")))) {
      $0.app.activity.feed.append(.init(date: self.now, text: "Added 5"))
      $0.activitySelection.matches = .init(query: "add", rows: [0, 1, 3])
    }
    await store.send(.activityList(.filter(.submit)))
    await store.receive(.activityList(.filter(.delegate(.submitted("add"))))) {
      $0.activitySelection.isFiltering = false
    }
    await store.send(.activityList(.nextMatch)) {
      $0.activitySelection.row = 0
      $0.activitySelection.followsEnd = false
    }
    await store.send(.app(.activity(.feed(.clearButtonTapped)))) {
      $0.app.activity.feed.clear()
      $0.activitySelection.followsEnd = true
      $0.activitySelection.matches = .init(query: "add", rows: [])
    }
    await store.send(.app(.activity(.record("Added 7")))) {
      $0.app.activity.feed.append(.init(date: self.now, text: "Added 7"))
      $0.activitySelection.matches = .init(query: "add", rows: [0])
    }
    await store.send(.activityList(.moveToFirst)) { $0.activitySelection.followsEnd = false }
    await store.send(.app(.activity(.feed(.undoClearButtonTapped)))) {
      $0.app.activity.feed.undoClear()
      $0.activitySelection.row = 4
      $0.activitySelection.matches = .init(query: "add", rows: [0, 1, 3, 4])
    }
    #expect(store.state.activityList.selectedRow?.text == "Added 7")
  }

  /// A clear put back comes before the entry picked since: the entries on screen stay where
  /// they were (the view's first row moves with them), the picked one still selected.
  @Test func anUndoneClearLeavesTheEntriesOnScreenWhereTheyWere() async {
    let store = store(activity: (1...30).map { .init(date: now, text: "Added \($0)") })
    await store.send(.app(.activity(.feed(.clearButtonTapped)))) {
      $0.app.activity.feed.clear()
    }
    await store.send(.app(.activity(.record("Added 31")))) {
      $0.app.activity.feed.append(.init(date: self.now, text: "Added 31"))
    }
    await store.send(.activityList(.onScreen(rows: 10, .move(by: -1)))) {
      $0.activitySelection.followsEnd = false
    }
    await store.send(.app(.activity(.feed(.undoClearButtonTapped)))) {
      $0.app.activity.feed.undoClear()
      $0.activitySelection.row = 30
      $0.activitySelection.top = 30
    }
    #expect(store.state.activityList.selectedRow?.text == "Added 31")
  }

  /// The log follows the newest entry until one is selected; up selects the newest, and
  /// `follow` goes live again.
  @Test func theSelectionFollowsTheNewestUntilAnEntryIsPicked() async {
    let entries = (1...3).map { Log.Entry(id: $0, date: now, action: "a\($0)", diff: "") }
    let store = store(log: entries)
    #expect(store.state.selectedLogEntry == nil)
    await store.send(.logList(.move(by: -1))) {
      $0.logSelection.row = 2
      $0.logSelection.followsEnd = false
    }
    await store.send(.logList(.move(by: -5))) { $0.logSelection.row = 0 }
    await store.send(.logList(.move(by: 1))) { $0.logSelection.row = 1 }
    #expect(store.state.selectedLogEntry?.action == "a2")
    await store.send(.logList(.follow)) { $0.logSelection.followsEnd = true }
    #expect(store.state.selectedLogEntry == nil)
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
    let store = store(log: entries, logSelection: ListSelection(row: 3))
    await store.send(.hideTicksButtonTapped) {
      $0.hidesTicks = true
      $0.logSelection.row = 1
    }
    #expect(store.state.shownLogEntries.map(\.id) == [2, 4])
    #expect(store.state.selectedLogEntry?.id == 4)
    await store.send(.logList(.openFilter)) { $0.logSelection.isFiltering = true }
    await store.send(.logList(.filter(.insert("inc")))) {
      $0.logSelection.filter.text = "inc"
      $0.logSelection.filter.cursor = 3
      $0.logSelection.matches = .init(query: "inc", rows: [0])
      $0.logSelection.row = 0
    }
    await store.send(.hideTicksButtonTapped) {
      $0.hidesTicks = false
      $0.logSelection.row = 1
      $0.logSelection.matches = .init(query: "inc", rows: [1])
    }
    #expect(store.state.selectedLogEntry?.id == 2)
  }

  /// A filter in force takes in the entries that come while it is: the Log fills with the
  /// stopwatch's ticks, and a filter finds the rest, ticks hidden or not.
  @Test(arguments: [false, true]) func aFilterTakesInNewEntries(hidingTicks: Bool) async {
    let store = store()
    store.exhaustivity = .off
    if hidingTicks { await store.send(.hideTicksButtonTapped) }
    await store.send(.logList(.openFilter))
    await store.send(.logList(.filter(.insert("counter"))))
    for index in 0..<(Log.capacity + 20) {
      await store.send(
        .app(
          .log(
            index % 50 == 0
              ? .append(action: "counter(.incrementButtonTapped)", diff: "")
              : .append(action: "stopwatch(.tick)", diff: "", isTick: true))))
    }
    let shown = store.state.shownLogEntries
    #expect(store.state.app.log.feed.entries.count == Log.capacity)
    #expect(
      store.state.logSelection.matches?.rows
        == shown.indices.filter { shown[$0].action.string.hasPrefix("counter") })
    #expect(store.state.logSelection.matches?.rows.count == 10)
    #expect(store.state.selectedLogEntry == nil)
  }

  /// A selected entry keeps its selection as older ones are dropped, until it goes itself.
  @Test func theSelectedEntryStaysSelectedAsOlderOnesAreDropped() async {
    let entries = (1...Log.capacity).map {
      Log.Entry(id: $0, date: now, action: "a\($0)", diff: "")
    }
    let store = store(log: entries, logSelection: ListSelection(row: 1))
    store.exhaustivity = .off
    await store.send(.app(.log(.append(action: "new", diff: ""))))
    #expect(store.state.selectedLogEntry?.id == 2)
    await store.send(.app(.log(.append(action: "newer", diff: ""))))
    #expect(store.state.selectedLogEntry == nil)
    #expect(store.state.logSelection.followsEnd)
  }
}

/// The Favorites selection, which the terminal keeps beside the app's list.
@MainActor
@Suite struct FavoritesSelectionTests {
  func store(primes: Shared<[Int]>, row: Int = 0) -> TestStoreOf<PrimeTimeTerminal> {
    favoritesStore(primes: primes, row: row)
  }

  @Test func selectionStaysInTheList() async {
    let store = store(primes: Shared(value: [2, 3, 5]))
    #expect(store.state.selectedPrime == 2)
    await store.send(.primeList(.move(by: 1))) { $0.primeSelection.row = 1 }
    await store.send(.primeList(.move(by: 5))) { $0.primeSelection.row = 2 }
    await store.send(.primeList(.move(by: -1))) { $0.primeSelection.row = 1 }
    await store.send(.primeList(.select(7)))
    await store.send(.primeList(.select(0))) { $0.primeSelection.row = 0 }
  }

  /// Another holder (the prime modal) or another instance shrinks the list: the selection
  /// stays on a row that exists.
  @Test func aListShrunkElsewhereKeepsTheSelectionInIt() async {
    let primes = Shared(value: [2, 3, 5])
    let store = store(primes: primes, row: 2)
    primes.withLock { $0 = [2, 3] }
    #expect(store.state.selectedPrime == 3)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.app(.favoritePrimes(.deleteButtonTapped(prime: 3)))) {
      $0.app.favoritePrimes.$primes.withLock { $0 = [2] }
      $0.primeSelection.row = 0
      $0.app.favoritePrimes.deletions = [FavoritePrimes.Deletion(3, at: 1)]
    }
  }

  /// A prime saved from the Counter's modal while the Favorites tab's filter is in force shows
  /// in it when it matches: the filter is run again on the one list, whoever changed it.
  @Test func aPrimeSavedElsewhereReachesTheFavoritesFilter() async {
    let favorites = Shared(value: [3, 7])
    var selection = ListSelection()
    selection.filter.text = "1"
    selection.matches = .init(query: "1", rows: [])
    let store = TestStore(
      initialState: PrimeTimeTerminal.State(
        app: AppFeature.State(
          counter: Counter.State(
            count: 13, favoritePrimes: favorites,
            primeModal: PrimeModal.State(count: 13, favoritePrimes: favorites)),
          favoritePrimes: FavoritePrimes.State(primes: favorites)),
        primeSelection: selection)
    ) {
      PrimeTimeTerminal()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    await store.send(.app(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))) {
      $0.app.favoritePrimes.$primes.withLock { $0 = [3, 7, 13] }
      $0.primeSelection.matches = .init(query: "1", rows: [2])
      $0.primeSelection.row = 2
      $0.app.activity.feed.append(
        .init(date: Date(timeIntervalSince1970: 0), text: "Added 13 to favorites"))
    }
    #expect(store.state.selectedPrime == 13)
  }

  /// The field and the selection are the screen's: the tour's counter and favorites take the
  /// screen with none open and the first row selected, and so do the app's after it.
  @Test func theTourAndTheAppEachStartWithNoFieldAndTheFirstRow() async {
    let store = TestStore(
      initialState: PrimeTimeTerminal.State(
        app: AppFeature.State(favoritePrimes: .init(primes: Shared(value: [2, 3, 5]))),
        countField: TextField.State(text: "12"), primeSelection: ListSelection(row: 2))
    ) {
      PrimeTimeTerminal()
    } withDependencies: {
      $0.fileClient = .inMemory()
    }
    await store.send(.app(.task(startOnboarding: true))) {
      $0.app.onboarding = Onboarding.State()
      $0.countField = nil
      $0.primeSelection = ListSelection()
    }
    await store.send(.setCountButtonTapped) {
      $0.countField = TextField.State(placeholder: "e.g. 1_000_000")
    }
    await store.send(.app(.onboarding(.skipTapped))) {
      $0.app.onboarding = nil
      $0.app.$tourRecord.withLock { $0 = Onboarding.Record(finished: false) }
      $0.countField = nil
    }
  }
}
