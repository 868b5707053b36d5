import ComposableArchitecture
import FileClient
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// PrimeTime heard, not seen (`--accessible`): the lines the accessible mode says for the main
/// journeys, from the real launch through the event loop: each key says what it changed, in
/// words, and nothing twice.
@MainActor
@Suite struct AccessibleJourneyTests {
  func heard(_ keys: String, favorites: [Int] = [], onboarding: Bool = false) async throws
    -> String
  {
    // The offline sieve answers, as `primetime` does without a Wolfram Alpha app id.
    let headless = try Headless(keys, files: .inMemory(favoritePrimes: favorites), speaks: true) {
      $0.primeClient = .liveValue
    }
    _ = await headless.run(onboarding: onboarding)
    return headless.backend.spoken.joined(separator: "\n")
  }

  @Test func countingAndSavingAPrime() async throws {
    let said = try await heard("++p<down>s<esc>")
    // Esc closes the modal: the count, where the user is now.
    #expect(
      said == """
        Counter tab, 1 of 5. Count 0. Press question mark for keys.
        Count 1.
        Count 2.
        Dialog: 2 is prime. s saves it.
        down arrow: the dialog is open. Escape closes it.
        In your favorites.
        Count 2.
        """)
  }

  /// A Log entry's whole change, opened with Enter: the lines shown and the first of them are
  /// said (the whole change fits at this size: G, the end, is no key here, and says so); Esc
  /// goes back to the entry.
  @Test func aLogEntrysChangeIsHeard() async throws {
    let said = try await heard("+5k<enter>G<esc>")
    let lines = said.split(separator: "\n").suffix(4).map(String.init)
    #expect(lines.count == 4, "\(said)")
    #expect(lines[0].hasSuffix(": tab selected, log."), "\(said)")
    // The action in plain words, not as code; every line of the change shows.
    #expect(lines[1].hasPrefix("Change of tab selected, log. All 11 lines: "), "\(said)")
    #expect(lines[2] == "G: nothing here. Question mark for keys.", "\(said)")
    #expect(lines[3] == lines[0], "\(said)")
  }

  /// Ctrl-L draws the screen again, and heard, says where the user is, whole: nothing new has
  /// come, but the user asked.
  @Test func ctrlLSaysWhereTheUserIs() async throws {
    let said = try await heard("+<c-l>")
    #expect(
      said == """
        Counter tab, 1 of 5. Count 0. Press question mark for keys.
        Count 1.
        Counter tab, 1 of 5. Count 1.
        """)
  }

  @Test func favoritesFilteredDeletedAndPutBack() async throws {
    let said = try await heard("2/1<enter>du", favorites: [2, 3, 5, 13])
    // Enter keeps the filter, and says so; a move says the row alone, not the filter again.
    #expect(
      said == """
        Counter tab, 1 of 5. Count 0. Press question mark for keys.
        Favorites tab, 2 of 5. 1 of 4: 2.
        Filter: type to search, Enter keeps it.
        Filter: /1, 1 match. 1 of 1: 13.
        Filter kept: /1, 1 match.
        Deleted 13. u puts it back. Filter kept: /1, 0 matches.
        Filter kept: /1, 1 match. 1 of 1: 13.
        """)
  }

  @Test func theTourSaysEachStep() async throws {
    let said = try await heard("+", onboarding: true)
    #expect(
      said == """
        Count 0. PrimeTime tour, step 1 of 6. Welcome to PrimeTime! Press plus until the count \
        is a prime (2, 3, 5, 7...). Press question mark for keys.
        Count 1. 1 is not a prime. Press plus or minus until the count is one (2, 3, 5, 7...).
        """)
  }

  @Test func theNthPrimeIsAskedAndAnswered() async throws {
    let said = try await heard("+++n")
    // The spinner is said once; the answer comes when the request ends.
    #expect(
      said == """
        Counter tab, 1 of 5. Count 0. Press question mark for keys.
        Count 1.
        Count 2.
        Count 3.
        Asking for the 3rd prime...
        Dialog: The 3rd prime is 5. Enter closes.
        """)
  }

  @Test func helpReadsTheKeysThatWorkHere() async throws {
    let said = try await heard("?")
    let keys = said.split(separator: "\n").last ?? ""
    // This screen's keys first, in words; the keys of every screen on request (`a`).
    #expect(
      keys == "Keys here: plus or up arrow or k, count up; minus or down arrow or j, count down; "
        + "p, is 0 prime?; equals, set the count to a number you type. "
        + "a, the keys of every screen. Escape closes help.")
    let everyScreen = try await heard("?a").split(separator: "\n").last ?? ""
    #expect(
      everyScreen.hasPrefix(
        "Keys on every screen: 1, the Counter tab; 2, the Favorites tab; 3, the Stopwatch tab;"),
      "\(everyScreen)")
    #expect(
      everyScreen.hasSuffix(
        "question mark, show or close this help; q or Control C, quit; Control L, redraw the "
          + "screen; Control Z, suspend (fg resumes). Escape closes help."), "\(everyScreen)")
  }

  /// The stopwatch's ticks, a Log entry a second, are not read as they come: the Log, following
  /// its newest entry, names the newest action that is not a tick; with an entry picked (`↑`),
  /// it says the entry with its place, not with the total that each tick makes grow.
  @Test(arguments: [
    ("3 5", "Log tab, 5 of 5. Following, newest: tab selected, log."),
    ("3 5<up>", "5: tab selected, log."),
  ])
  func ticksAreNotReadAsTheyCome(keys: String, said: String) async throws {
    let clock = TestClock()
    let headless = try Headless(keys, files: .inMemory(favoritePrimes: [2]), speaks: true) {
      $0.continuousClock = clock
    }
    _ = await headless.run()
    let before = headless.backend.spoken
    #expect(before.last == said)
    await clock.advance(by: .seconds(5))
    await headless.app.settle()
    #expect(headless.store.state.app.log.feed.entries.filter(\.isTick).count == 5)
    #expect(headless.backend.spoken == before)
  }
}
