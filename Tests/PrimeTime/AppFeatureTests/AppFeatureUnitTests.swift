import Clocks
import ComposableArchitecture
import DependenciesTestSupport
import Testing

@testable import AppFeature

// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@Suite(.dependency(\.continuousClock, TestClock())) struct AppFeatureUnitTests {
  @Test func tabsCycleBothWays() {
    #expect(Tab.counter.next == .favorites)
    #expect(Tab.log.next == .counter)
    #expect(Tab.counter.previous == .log)
    #expect(Tab.favorites.previous == .counter)
    #expect(
      Tab.allCases.map(\.title) == ["Counter", "Favorites", "Stopwatch", "Activity", "Log"])
  }

  @Test func activityLinesNameWhatChanged() {
    #expect(
      AppFeature.activity(from: [2, 3], to: [3, 7]) == [
        "Added 7 to favorites", "Removed 2 from favorites",
      ])
  }

  /// The counter is a view: writing through it changes the one list, and nothing else holds one.
  /// Off the main actor, where the file's first read may come in as it writes: it keeps the
  /// write.
  @Test func theCounterIsAViewOfTheOneList() {
    let state = AppFeature.State()
    state.counter.$favoritePrimes.withLock { $0 = [2, 3] }
    #expect(state.favoritePrimes.primes == [2, 3])
    state.favoritePrimes.$primes.withLock { $0 = [5] }
    #expect(state.counter.favoritePrimes == [5])
    let listsStored = Mirror(reflecting: state).children.filter { $0.value is [Int] }
    #expect(listsStored.isEmpty)
  }
}
