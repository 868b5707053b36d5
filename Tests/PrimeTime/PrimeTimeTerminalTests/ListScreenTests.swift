import AppFeature
import Clocks
import ComposableArchitecture
import FavoritePrimesStorage
import Foundation
import Primes
import TabB
import TabC
import TerminalUITesting
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// The Favorites, Activity and Log lists on the screen, driven by keys on the kit's test
/// store: the filter, vim's paging keys, the Log's ticks and labels; each key's state change
/// and frame asserted in one step.
@MainActor
@Suite struct ListScreenTests {
  func store(
    favorites: [Int] = [],
    state: @autoclosure () -> PrimeTimeTerminal.State = PrimeTimeTerminal.State(),
    dependencies: (inout DependencyValues) -> Void = { _ in }
  ) async throws -> TerminalTestStore<AppView> {
    try await screenStore(state(), favorites: favorites, dependencies: dependencies)
  }

  /// `/` filters the favorites as it is typed; Enter keeps the filter, n and N go to the next
  /// and previous match, Esc shows every prime again with the selected one still selected.
  @Test func slashFiltersTheFavoritesAsYouType() async throws {
    let store = try await store(favorites: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31])
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("2") {
      $0.app.selectedTab = .favorites
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2                                    █
       3                                    █
       5                                    █
       7                                    █
       11                                   │
       13                                   │
       17                                   │
                                         1/11
       d delete  R reload      ? help  q quit
      """
    } spoken: {
      """
      Favorites tab, 2 of 5. 1 of 11: 2.
      """
    }
    await store.press("/") {
      $0.primeSelection.isFiltering = true
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2                                    █
       3                                    █
       5                                    █
       7                                    █
       11                                   │
       13                                   │
       17                                   │
       /type to filter                   1/11
       ↑↓ select                  Ctrl-C quit
      """
    } spoken: {
      """
      Filter: type to search, Enter keeps it.
      """
    }
    await store.press("1") {
      $0.primeSelection.filter.text = "1"
      $0.primeSelection.filter.cursor = 1
      $0.primeSelection.matches = .init(query: "1", rows: [4, 5, 6, 7, 10])
      $0.primeSelection.row = 4
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11
       13
       17
       19
       31


       /1                                 1/5
       ↑↓ select                  Ctrl-C quit
      """
    } spoken: {
      """
      Filter: /1, 5 matches. 1 of 5: 11.
      """
    }
    await store.press("3") {
      $0.primeSelection.filter.text = "13"
      $0.primeSelection.filter.cursor = 2
      $0.primeSelection.matches = .init(query: "13", rows: [5])
      $0.primeSelection.row = 5
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       13






       /13                                1/1
       ↑↓ select                  Ctrl-C quit
      """
    } spoken: {
      """
      Filter: /13, 1 match. 1 of 1: 13.
      """
    }
    await store.press("<bs>") {
      $0.primeSelection.filter.text = "1"
      $0.primeSelection.filter.cursor = 1
      $0.primeSelection.matches = .init(query: "1", rows: [4, 5, 6, 7, 10])
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11
       13
       17
       19
       31


       /1                                 2/5
       ↑↓ select                  Ctrl-C quit
      """
    } spoken: {
      """
      Filter: /1, 5 matches. 2 of 5: 13.
      """
    }
    await store.press("<enter>")
    await store.receive(.primeList(.filter(.delegate(.submitted("1"))))) {
      $0.primeSelection.isFiltering = false
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11
       13
       17
       19
       31


       /1                                 2/5
       d delete  R reload      ? help  q quit
      """
    } spoken: {
      """
      Filter kept: /1, 5 matches.
      """
    }
    await store.press("n") {
      $0.primeSelection.row = 6
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11
       13
       17
       19
       31


       /1                                 3/5
       d delete  R reload      ? help  q quit
      """
    } spoken: {
      """
      3 of 5: 17.
      """
    }
    await store.press("N") {
      $0.primeSelection.row = 5
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11
       13
       17
       19
       31


       /1                                 2/5
       d delete  R reload      ? help  q quit
      """
    } spoken: {
      """
      2 of 5: 13.
      """
    }
    await store.press("<esc>") {
      $0.primeSelection.filter.text = ""
      $0.primeSelection.filter.cursor = 0
      $0.primeSelection.matches = nil
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2                                    █
       3                                    █
       5                                    █
       7                                    █
       11                                   │
       13                                   │
       17                                   │
                                         6/11
       d delete  R reload      ? help  q quit
      """
    } spoken: {
      """
      6 of 11: 13.
      """
    }
  }

  /// The Log names actions as the user knows them (`counter(.incrementButtonTapped)`, diffs
  /// with `selectedTab`, not `_selectedTab`), and `t` hides the stopwatch's ticks, which fill
  /// it once a second.
  @Test func theLogSpeaksTheUsersLanguageAndHidesTicks() async throws {
    let clock = TestClock()
    let store = try await store {
      $0.actionLog = .enabled
      $0.continuousClock = clock
    }
    // Each action records itself in the Log as it is taken; this test asserts the entries
    // through the frames.
    store.store.exhaustivity = .off(showSkippedAssertions: false)
    await store.press("+") {
      $0.app.counter.count = 1
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 1



       Favorite primes: none yet




       +/- count  p is prime?  ? help  q quit
      """
    }
    await store.press("3") {
      $0.app.selectedTab = .stopwatch
    } frame: {
      """
        1   2   3 Stopwatch   4   5
      ────────────────────────────────────────
       Stopwatch

         00:00

         stopped




       Space start  r reset    ? help  q quit
      """
    }
    await store.press(
      " ",
      frame: {
        """
          1   2   3 Stopwatch   4   5
        ────────────────────────────────────────
         Stopwatch

           00:00

           running




         Space stop  r reset     ? help  q quit
        """
      })
    await clock.advance(by: .seconds(2))
    await store.receive(
      \.app.stopwatch.tick,
      frame: {
        """
          1   2   3 Stopwatch   4   5
        ────────────────────────────────────────
         Stopwatch

           00:01

           running




         Space stop  r reset     ? help  q quit
        """
      })
    await store.receive(
      \.app.stopwatch.tick,
      frame: {
        """
          1   2   3 Stopwatch   4   5
        ────────────────────────────────────────
         Stopwatch

           00:02

           running




         Space stop  r reset     ? help  q quit
        """
      })
    await store.press(
      " ",
      frame: {
        """
          1   2   3 Stopwatch   4   5
        ────────────────────────────────────────
         Stopwatch

           00:02

           stopped




         Space start  r reset    ? help  q quit
        """
      })
    await store.press("5") {
      $0.app.selectedTab = .log
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       Log  7 actions
       Time     Action
       00:00:00 tabSelected(.stopwatch)     │
       00:00:00 stopwatch(.startStopButtonT…█
       00:00:00 stopwatch(.tick)            █
       00:00:00 stopwatch(.tick)            █
       00:00:00 stopwatch(.startStopButtonT…█
       00:00:00 tabSelected(.log)           █

       t hide ticks            ? help  q quit
      """
    }
    await store.press("t") {
      $0.hidesTicks = true
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       Log  5 of 7 actions, ticks hidden
       Time     Action
       00:00:00 counter(.incrementButtonTapp…
       00:00:00 tabSelected(.stopwatch)
       00:00:00 stopwatch(.startStopButtonTa…
       00:00:00 stopwatch(.startStopButtonTa…
       00:00:00 tabSelected(.log)


       t show ticks            ? help  q quit
      """
    }
    await store.press(
      "k",
      frame: {
        """
          1   2   3   4   5 Log
        ────────────────────────────────────────
         Log  5 of 7 actions, ticks hidden
         Time     Action
         00:00:00 stopwatch(.startStopButtonT…│
         00:00:00 tabSelected(.log)           █
                                            5/5
         ──────────────────────────────────────
           AppFeature.State(
         -   selectedTab: .stopwatch,
         +   selectedTab: .log,
         t show ticks            ? help  q quit
        """
      })
  }

  /// Enter on a Log entry shows its whole change over the Log, in the kit's viewport, which
  /// the pane under the list cuts short; Esc closes it.
  @Test func enterShowsALogEntrysWholeChange() async throws {
    let store = try await store { $0.actionLog = .enabled }
    // Each action records itself in the Log; the frames show the entries.
    store.store.exhaustivity = .off(showSkippedAssertions: false)
    await store.press("+") {
      $0.app.counter.count = 1
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 1



       Favorite primes: none yet




       +/- count  p is prime?  ? help  q quit
      """
    }
    await store.press("5") {
      $0.app.selectedTab = .log
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       Log  2 actions
       Time     Action
       00:00:00 counter(.incrementButtonTapp…
       00:00:00 tabSelected(.log)





       Space pause  c clear    ? help  q quit
      """
    }
    await store.press("k") {
      $0.logSelection.followsEnd = false
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       Log  2 actions
       Time     Action
       00:00:00 counter(.incrementButtonTapp…
       00:00:00 tabSelected(.log)
                                          2/2
       ──────────────────────────────────────
         AppFeature.State(
       -   selectedTab: .counter,
       +   selectedTab: .log,
       Enter open              ? help  q quit
      """
    }
    store.isNarrating = true
    await store.press("<enter>") {
      $0.logChangePosition = ViewportPosition()
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       ┌─ 00:00:00 tabSelected(.log) ───────┐
       │   AppFeature.State(              █ │
       │ -   selectedTab: .counter,       █ │
       │ +   selectedTab: .log,           █ │
       │     counter: Counter.State(…),   █ │
       │     favoritePrimes:              │ │
       │ FavoritePrimes.State(…),         │ │
       │     stopwatch:                   │ │
       └────────────────────────────────────┘
       ↑↓ scroll  Esc close       Ctrl-C quit
      """
    } spoken: {
      """
      Change of tab selected, log. Lines 1 to 6 of 11: AppFeature.State(.
      """
    }
    // Scrolled a row, and to the end: the rest of the change.
    await store.press("j") {
      $0.logChangePosition?.line = 1
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       ┌─ 00:00:00 tabSelected(.log) ───────┐
       │ -   selectedTab: .counter,       │ │
       │ +   selectedTab: .log,           █ │
       │     counter: Counter.State(…),   █ │
       │     favoritePrimes:              █ │
       │ FavoritePrimes.State(…),         █ │
       │     stopwatch:                   │ │
       │ Stopwatch.State(…),              │ │
       └────────────────────────────────────┘
       ↑↓ scroll  Esc close       Ctrl-C quit
      """
    } spoken: {
      "Lines 2 to 6 of 11: -   selectedTab: .counter,."
    }
    await store.press("G") {
      $0.logChangePosition?.followsEnd = true
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       ┌─ 00:00:00 tabSelected(.log) ───────┐
       │     stopwatch:                   │ │
       │ Stopwatch.State(…),              │ │
       │     activity: Activity.State(…), │ │
       │     log: Log.State(…),           █ │
       │     onboarding: nil,             █ │
       │     tourRecord: nil              █ │
       │   )                              █ │
       └────────────────────────────────────┘
       ↑↓ scroll  Esc close       Ctrl-C quit
      """
    } spoken: {
      "End, line 11 of 11: )."
    }
    await store.press("<esc>") {
      $0.logChangePosition = nil
    } frame: {
      """
        1   2   3   4   5 Log
      ────────────────────────────────────────
       Log  2 actions
       Time     Action
       00:00:00 counter(.incrementButtonTapp…
       00:00:00 tabSelected(.log)
                                          2/2
       ──────────────────────────────────────
         AppFeature.State(
       -   selectedTab: .counter,
       +   selectedTab: .log,
       Enter open              ? help  q quit
      """
    } spoken: {
      """
      2: tab selected, log.
      """
    }
  }

  /// vim's and less's paging keys move through a long list: Ctrl-D and Ctrl-U half a page,
  /// Ctrl-F and Ctrl-B a page (the rows shown); `l` is no reload, as it moves in vim.
  @Test func controlKeysPageThroughTheFavorites() async throws {
    let store = try await store(favorites: Array((2...200).filter(isPrime).prefix(30)))
    await store.press("2") {
      $0.app.selectedTab = .favorites
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2                                    █
       3                                    █
       5                                    │
       7                                    │
       11                                   │
       13                                   │
       17                                   │
                                         1/30
       d delete  R reload      ? help  q quit
      """
    }
    await store.press("<c-d>") {
      $0.primeSelection.row = 3
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2                                    █
       3                                    █
       5                                    │
       7                                    │
       11                                   │
       13                                   │
       17                                   │
                                         4/30
       d delete  R reload      ? help  q quit
      """
    }
    await store.press("<c-f>") {
      $0.primeSelection.row = 10
      $0.primeSelection.top = 4
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11                                   │
       13                                   █
       17                                   █
       19                                   │
       23                                   │
       29                                   │
       31                                   │
                                        11/30
       d delete  R reload      ? help  q quit
      """
    }
    // Back up within the rows shown: they stay where they are.
    await store.press("<c-u>") {
      $0.primeSelection.row = 7
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       11                                   │
       13                                   █
       17                                   █
       19                                   │
       23                                   │
       29                                   │
       31                                   │
                                         8/30
       d delete  R reload      ? help  q quit
      """
    }
    await store.press("<c-b>") {
      $0.primeSelection.row = 0
      $0.primeSelection.top = 0
    } frame: {
      """
        1   2 Favorites   3   4   5
      ────────────────────────────────────────
       Favorite primes
       2                                    █
       3                                    █
       5                                    │
       7                                    │
       11                                   │
       13                                   │
       17                                   │
                                         1/30
       d delete  R reload      ? help  q quit
      """
    }
    await store.press("l")
  }

  /// `c` clears the Activity feed at once and says that `u` puts it back; `u` does. An empty
  /// feed offers no `c`, and one entry is one entry.
  @Test func aClearedFeedIsPutBackWithU() async throws {
    let time = Date(timeIntervalSince1970: 0)
    let entries = [
      Activity.Entry(date: time, text: "Added 2 to favorites"),
      Activity.Entry(date: time, text: "Added 3 to favorites"),
    ]
    let store = try await store(
      state: PrimeTimeTerminal.State(
        app: AppFeature.State(selectedTab: .activity, activity: Activity.State(entries: entries))))
    let cleared = """
        1   2   3   4 Activity   5
      ────────────────────────────────────────
       Activity  0 entries
       Cleared 2 entries. u puts them back.
       Nothing yet: save or delete a favorite
       prime.





       u undo  1-5 tabs        ? help  q quit
      """
    await store.press("c") {
      $0.app.activity.feed.clear()
    } frame: {
      cleared
    }
    await store.press("u") {
      $0.app.activity.feed.undoClear()
    } frame: {
      """
        1   2   3   4 Activity   5
      ────────────────────────────────────────
       Activity  2 entries
       Time     What
       00:00:00 Added 2 to favorites
       00:00:00 Added 3 to favorites





       c clear  ↑↓ select      ? help  q quit
      """
    }
    await store.press("c") {
      $0.app.activity.feed.clear()
    } frame: {
      cleared
    }
    await store.send(.app(.activity(.record("Added 5 to favorites")))) {
      $0.app.activity.feed.append(Activity.Entry(date: time, text: "Added 5 to favorites"))
    } frame: {
      """
        1   2   3   4 Activity   5
      ────────────────────────────────────────
       Activity  1 entry
       Cleared 2 entries. u puts them back.
       Time     What
       00:00:00 Added 5 to favorites





       u undo  c clear         ? help  q quit
      """
    }
  }
}
