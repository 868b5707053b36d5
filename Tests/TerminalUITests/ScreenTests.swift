import AppFeature
import Counter
import FavoritePrimes
import Foundation
import PrimeModal
import TabA
import TabB
import TabC
import Testing

@testable import TerminalUI

/// The renderer's screens, compared with the plain-text screens in `Screens/`. To accept a
/// deliberate change, run with `RECORD_SCREENS=1`, read the diff, and commit the files.
@Suite struct ScreenTests {
  static let large = Size(columns: 80, rows: 24)
  static let small = Size(columns: 40, rows: 12)
  static let noon = Date(timeIntervalSince1970: 43_200)

  static var cases: [(name: String, state: AppFeature.State, size: Size)] {
    var counter = AppFeature.State(
      favoritePrimes: .init(primes: [2, 3], loadStatus: .loaded),
      counterStorage: .init(count: 7))
    var modal = counter
    modal.counter.isPrimeModalShown = true
    var notPrime = modal
    notPrime.counter.count = 8
    var alert = counter
    alert.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    var inFlight = counter
    inFlight.counter.nthPrimeRequest.pending = 7
    var help = counter
    help.isHelpPresented = true
    var favorites = AppFeature.State(
      selectedTab: .favorites,
      favoritePrimes: .init(primes: [2, 3, 5, 7], loadStatus: .loaded, selection: 2))
    var favoritesError = favorites
    favoritesError.favoritePrimes.loadStatus = .failed(
      "favorite-primes.json is not valid JSON (The given data was not valid JSON.).")
    favoritesError.favoritePrimes.saveError =
      "favorite-primes.json could not be saved: the disk is full."
    var emptyFavorites = AppFeature.State(selectedTab: .favorites)
    emptyFavorites.favoritePrimes.loadStatus = .loaded
    let stopwatch = AppFeature.State(
      selectedTab: .stopwatch, stopwatch: .init(isRunning: true, elapsedSeconds: 75))
    let activity = AppFeature.State(
      selectedTab: .activity,
      activity: .init(entries: [
        .init(date: noon, text: "Added 7 to favorites"),
        .init(date: noon.addingTimeInterval(61), text: "Removed 7 from favorites"),
      ]))
    let log = AppFeature.State(
      selectedTab: .log,
      log: .init(
        entries: [
          .init(
            id: 1, date: noon, action: "AppFeature.Action.counter(.incrementButtonTapped)",
            diff: "  AppFeature.State(\n-   count: 0\n+   count: 1\n  )")
        ], selectedID: 1))
    var steps: [(String, AppFeature.State, Size)] = []
    for step in Onboarding.Step.allCases {
      var tour = Onboarding.State()
      switch step {
      case .findPrime:
        break
      case .openPrimeModal:
        tour.counter.count = 2
      case .savePrime:
        tour.counter.count = 2
        tour.counter.isPrimeModalShown = true
      case .askNthPrime:
        tour.counter.count = 2
        tour.counter.favoritePrimes = [2]
      case .seeFavorites:
        tour.counter.count = 2
        tour.counter.favoritePrimes = [2]
        tour.hasAnswered = true
        tour.counter.nthPrimeRequest.outcome = .answer(n: 2, prime: 3)
      case .done:
        tour.counter.count = 2
        tour.counter.favoritePrimes = [2]
        tour.hasAnswered = true
        tour.hasSeenFavorites = true
        tour.isShowingFavorites = true
      }
      precondition(tour.step == step)
      steps.append(("onboarding-\(step.rawValue + 1)", AppFeature.State(onboarding: tour), large))
    }
    favorites.favoritePrimes.notice = nil
    counter.counter.favoritePrimes = [2, 3]
    return [
      ("counter", counter, large), ("counter-small", counter, small),
      ("prime-modal", modal, large), ("prime-modal-small", modal, small),
      ("not-prime-modal", notPrime, large), ("alert", alert, large), ("alert-small", alert, small),
      ("nth-prime-in-flight", inFlight, large), ("help", help, large),
      ("favorites", favorites, large), ("favorites-small", favorites, small),
      ("favorites-errors", favoritesError, large), ("favorites-empty", emptyFavorites, large),
      ("stopwatch", stopwatch, large), ("stopwatch-small", stopwatch, small),
      ("activity", activity, large),
      ("log", log, large), ("log-small", log, small),
      ("too-small", counter, Size(columns: 39, rows: 12)),
      ("too-small-tiny", counter, Size(columns: 10, rows: 4)),
    ] + steps
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Screens")

  @Test(arguments: cases.map(\.name))
  func screenMatchesItsRecording(name: String) throws {
    let testCase = try #require(Self.cases.first { $0.name == name })
    let grid = Screen.render(testCase.state, size: testCase.size)
    let file = Self.directory.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SCREENS"] != nil {
      try (grid.text + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(grid.text + "\n" == expected)
    #expect(grid.rows.count == testCase.size.rows)
    // Every row fills the terminal exactly: no half of a wide character is left over.
    #expect(
      grid.rows.allSatisfy { row in row.reduce(0) { $0 + $1.width } == testCase.size.columns })
    #expect(
      grid.rows.allSatisfy { row in
        row.indices.allSatisfy {
          row[$0].width != 2 || (row.indices.contains($0 + 1) && row[$0 + 1].character == nil)
        }
      })
  }

  @Test func asciiFallbackWithoutUTF8() {
    var state = AppFeature.State(counterStorage: .init(count: 7))
    state.counter.isPrimeModalShown = true
    let text = Screen.render(state, size: Self.large, options: .init(unicode: false)).text
    #expect(text.contains("7 is prime :)"))
    #expect(!text.contains("🎉"))
    #expect(!text.contains("─"))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func displayWidths() {
    #expect(DisplayWidth.of("🎉") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("素数") == 4)
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("\u{200B}") == 0)
  }

  @Test func wideCharactersAreNeverSplitAtTheEdge() {
    var grid = Grid(size: Size(columns: 5, rows: 1))
    let end = grid.write("ab素数", row: 0, column: 0)
    #expect(end == 4)
    #expect(grid.text == "ab素")
  }
}
