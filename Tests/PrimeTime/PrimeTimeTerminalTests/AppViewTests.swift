import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import DependenciesTestSupport
import FavoritePrimes
import Foundation
import NthPrimeRequest
import PrimeModal
import Primes
import TabA
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// What keys and the mouse do on each screen, read from the same bindings the key bar and help
/// are drawn from.
// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@Suite(.dependency(\.continuousClock, TestClock())) struct AppViewTests {
  /// Heard, a running stopwatch says its time a minute at a time, in hours and minutes from
  /// the first hour (1:01:10 was "61 min").
  @Test func aRunningStopwatchSaysHoursAndMinutes() {
    let mark = Stopwatch.Mark(ContinuousClock().now)
    let said = { (seconds: Int) in
      StopwatchView(
        state: Stopwatch.State(startedAt: mark, elapsedSeconds: seconds),
        rect: Rect(column: 0, row: 0, width: 40, height: 10)
      ).describe()
    }
    #expect(said(42) == ["Running, under a minute"])
    #expect(said(61 * 60) == ["Running, 1 hour 1 minute"])
    #expect(said(3600) == ["Running, 1 hour"])
    #expect(said(59 * 60 + 59) == ["Running, 59 minutes"])
  }

  func view(_ state: PrimeTimeTerminal.State, _ size: Size = Size(columns: 80, rows: 24)) -> AppView
  {
    AppView(
      state: state,
      environment: TerminalEnvironment(size: size, glyphs: Glyphs(isUnicode: true), timeZone: .gmt))
  }

  /// Every screen: no key is claimed twice, so the key bar and help never list a binding that
  /// another one shadows.
  @Test func noScreenBindsAKeyTwice() {
    var screens = Samples.tabs
    var help = Samples.counter
    help.help = HelpOverlay.State()
    screens.append(("help", help))
    var modal = Samples.counter
    modal.app.counter.primeModal = PrimeModal.State(
      count: 3, favoritePrimes: modal.app.counter.$favoritePrimes)
    screens.append(("prime modal", modal))
    screens.append(
      ("tour", PrimeTimeTerminal.State(app: AppFeature.State(onboarding: Onboarding.State()))))
    for (name, state) in screens {
      let conflicts = view(state).bindings.conflictingKeys()
      #expect(conflicts.isEmpty, "\(name): \(conflicts.map(\.displayName))")
    }
  }

  @Test func aKeyClaimedTwiceIsFound() {
    let bindings = [
      KeyBinding([.character("d"), .delete], hint: "d", label: "delete", action: 1),
      KeyBinding([.character("u")], hint: "u", label: "undo", action: 2),
      KeyBinding([.delete, .character("d")], hint: nil, label: "also delete", action: 3),
    ]
    #expect(bindings.conflictingKeys() == [.delete, .character("d")])
    #expect(bindings.prefix(2).map { $0 }.conflictingKeys().isEmpty)
  }

  @Test func theCountersKeys() {
    let counter = view(Samples.counter)
    #expect(counter.command(for: .character("+")) == .send(.app(.counter(.incrementButtonTapped))))
    #expect(counter.command(for: .character("k")) == .send(.app(.counter(.incrementButtonTapped))))
    #expect(counter.command(for: .down) == .send(.app(.counter(.decrementButtonTapped))))
    #expect(counter.command(for: .character("3")) == .send(.app(.tabSelected(.stopwatch))))
    #expect(counter.command(for: .tab) == .send(.app(.nextTabSelected)))
    #expect(counter.command(for: .backTab) == .send(.app(.previousTabSelected)))
    #expect(counter.command(for: .character("q")) == .quit)
    #expect(counter.command(for: .control("c")) == .quit)
    #expect(counter.command(for: .control("l")) == .redraw)
    #expect(counter.command(for: .control("z")) == .suspend)
    #expect(counter.command(for: .end) == nil)
    #expect(counter.command(for: .home) == nil)
  }

  @Test func nIsOfferedOnlyForAnNTheClientAnswers() {
    for (count, offered) in [
      (-5, false), (0, false), (1, true), (100_000_000, true), (100_000_001, false),
    ] {
      var state = Samples.counter
      state.app.counter.count = count
      let command = view(state).command(for: .character("n"))
      #expect(
        command == (offered ? .send(.app(.counter(.nthPrimeRequest(.askTapped(n: count))))) : nil),
        "count \(count)")
    }
  }

  @Test func listsPageWithVimsControlKeysAndReloadIsNotAMovementKey() {
    var state = Samples.favorites
    state.app.favoritePrimes.$primes.withLock { $0 = Array(1...200).filter(isPrime) }
    state.primeSelection.row = 20
    let view = view(state)
    let page = view.command(for: .pageDown)
    #expect(page != nil)
    #expect(view.command(for: .control("f")) == page)
    #expect(view.command(for: .control("b")) == view.command(for: .pageUp))
    guard
      case .send(.primeList(.onScreen(_, .move(let down))))? = view.command(for: .control("d")),
      case .send(.primeList(.onScreen(_, .move(let up))))? = view.command(for: .control("u")),
      case .send(.primeList(.onScreen(_, .move(let pageDown))))? = page
    else {
      Issue.record("Ctrl-D, Ctrl-U and PgDn move the selection")
      return
    }
    #expect(pageDown > 1)
    #expect(down == pageDown / 2)
    #expect(up == -pageDown / 2)
    #expect(view.command(for: .character("R")) == .send(.app(.favoritePrimes(.reloadButtonTapped))))
    #expect(view.command(for: .character("l")) == nil)
  }

  /// A request's answer does not hold the user on its tab, and is announced on the others; a
  /// request under way shows beside its tab's title.
  @Test func workOnAnotherTabIsVisible() {
    var answered = Samples.counter
    answered.app.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    #expect(view(answered).command(for: .character("2")) == .send(.app(.tabSelected(.favorites))))
    // The answer's one button leaves Tab to the tab bar.
    #expect(view(answered).command(for: .tab) == .send(.app(.nextTabSelected)))
    answered.app.selectedTab = .favorites
    #expect(render(answered).text.contains("The 7th prime is 17 (1 shows it)"))
    answered.app.selectedTab = .counter
    #expect(!render(answered).text.contains("(1 shows it)"))

    var running = Samples.favorites
    running.app.counter.nthPrimeRequest.pending = 7
    let tabs = render(running).text.split(separator: "\n")[0]
    #expect(tabs.contains("1 Counter ⠋"), "\(tabs)")
  }

  @Test func qClosesTheLayerOnTopAndQuitsOnlyAtTheBase() {
    var modal = Samples.counter
    modal.app.counter.count = 13
    modal.app.counter.primeModal = PrimeModal.State(
      count: 13, favoritePrimes: modal.app.counter.$favoritePrimes)
    #expect(
      view(modal).command(for: .character("q")) == .send(.app(.counter(.primeModal(.dismiss)))))
    // "Save it?" answers y and Enter as well as s.
    for key in [Key.character("y"), .enter] {
      #expect(
        view(modal).command(for: key)
          == .send(.app(.counter(.primeModal(.presented(.saveFavoritePrimeTapped))))))
    }

    // The outcome is the kit's AlertBox: Enter presses the focused button, a letter its button,
    // Esc the cancel button (or closes an alert without one).
    var answer = Samples.counter
    answer.app.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    #expect(view(answer).command(for: .enter) == .send(.answerBox(.press(.send(nil)))))
    #expect(view(answer).command(for: .escape) == .send(.answerBox(.press(.send(nil)))))
    #expect(view(answer).command(for: .character("+")) == nil)

    var failure = Samples.counter
    failure.app.counter.nthPrimeRequest.outcome = .failure(n: 7, message: "offline")
    #expect(
      view(failure).command(for: .character("t"))
        == .send(.failureBox(.press(.send(.tryAgainTapped(n: 7))))))
    #expect(
      view(failure).command(for: .enter)
        == .send(.failureBox(.press(.send(.tryAgainTapped(n: 7))))))
    #expect(view(failure).command(for: .escape) == .send(.failureBox(.press(.send(nil)))))

    var inFlight = Samples.counter
    inFlight.app.counter.nthPrimeRequest.pending = 7
    #expect(
      view(inFlight).command(for: .escape) == .send(.app(.counter(.nthPrimeRequest(.cancelTapped))))
    )
  }

  @Test func listsAnswerHomeEndPagesAndTheMouse() {
    var state = Samples.counter
    state.app.selectedTab = .favorites
    state.app.favoritePrimes.$primes.withLock { $0 = Array(SnapshotTests.primes.prefix(100)) }
    state.primeSelection.row = 50
    let favorites = view(state, Size(columns: 40, rows: 12))
    func list(_ action: List<Int>.Action) -> AppView.Command {
      .send(.primeList(.onScreen(rows: 7, action)))
    }
    #expect(favorites.command(for: .end) == list(.moveToLast))
    #expect(favorites.command(for: .character("G")) == list(.moveToLast))
    #expect(favorites.command(for: .home) == list(.moveToFirst))
    // The list shows 7 rows at 40x12 (its position under them), the selection on the last.
    #expect(favorites.command(for: .pageUp) == list(.move(by: -7)))
    #expect(favorites.command(for: .pageDown) == list(.move(by: 7)))
    #expect(favorites.command(for: .click(column: 3, row: 3)) == list(.select(44)))
    #expect(favorites.command(for: .scrollDown(column: 3, row: 5)) == list(.move(by: 3)))
    #expect(favorites.command(for: .click(column: 3, row: 11)) == nil)
  }

  @Test func escReturnsTheLogAndActivityToTheNewest() {
    #expect(view(Samples.log).command(for: .escape) == .send(.logList(.follow)))
    var activity = Samples.activity
    #expect(view(activity).command(for: .escape) == nil)
    activity.activitySelection = ListSelection(row: 1)
    #expect(view(activity).command(for: .escape) == .send(.activityList(.follow)))
  }

  @Test func aClickOnATabTitleSelectsIt() {
    for size in [Size(columns: 40, rows: 12), Size(columns: 80, rows: 24)] {
      let tabs = view(Samples.counter, size)
      for item in TabBar.layout(tabs.tabBar, width: tabs.tabBarRect.width) {
        let column = tabs.tabBarRect.column + item.columns.lowerBound
        #expect(
          tabs.command(for: .click(column: column, row: 0))
            == .send(.app(.tabSelected(Tab.allCases[item.index]))))
      }
    }
  }

  @Test func theCurrentTabsTitleAlwaysShows() {
    for tab in Tab.allCases {
      var state = Samples.counter
      state.app.selectedTab = tab
      let bar = render(state, Size(columns: 40, rows: 12)).text.split(separator: "\n")[0]
      #expect(bar.contains("\(tab.rawValue) \(tab.title)"), "\(bar)")
    }
  }

  /// Help is the terminal's: shown and closed by `?`, scrolled while shown, never above its
  /// first line.
  @MainActor @Test func helpIsShownScrolledAndClosed() async {
    let store = TestStore(initialState: PrimeTimeTerminal.State()) { PrimeTimeTerminal() }
    await store.send(.helpToggled) { $0.help = HelpOverlay.State() }
    await store.send(.helpToggled) { $0.help = nil }
    await store.send(.helpScrolled(to: 4))
    await store.send(.helpToggled) { $0.help = HelpOverlay.State() }
    await store.send(.helpScrolled(to: 4)) { $0.help?.offset = 4 }
    await store.send(.helpScrolled(to: -1)) { $0.help?.offset = 0 }
    await store.send(.helpToggled) { $0.help = nil }
  }

  @Test func helpListsEveryKeyAndScrolls() {
    var state = Samples.counter
    state.app.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    state.help = HelpOverlay.State()
    let help = view(state, Size(columns: 40, rows: 12))
    let lines = HelpOverlay.lines(for: help.helpBindings)
    // The answer's keys, from the kit's AlertBox.
    #expect(lines.contains { $0.hasPrefix("Enter") && $0.hasSuffix("press the focused button") })
    #expect(lines.contains { $0.hasPrefix("Esc") && $0.hasSuffix("close") })

    var counter = Samples.counter
    counter.help = HelpOverlay.State(offset: 2)
    let counterHelp = view(counter, Size(columns: 40, rows: 12))
    let counterLines = HelpOverlay.lines(for: counterHelp.helpBindings)
    #expect(counterLines.contains { $0.hasPrefix("+ ↑ k") })
    #expect(counterLines.contains { $0.hasPrefix("- ↓ j") })
    #expect(counterHelp.command(for: .character("j")) == .send(.helpScrolled(to: 3)))
    #expect(counterHelp.command(for: .up) == .send(.helpScrolled(to: 1)))
    #expect(counterHelp.command(for: .escape) == .send(.helpToggled))
    #expect(counterHelp.command(for: .character("?")) == .send(.helpToggled))
    #expect(counterHelp.command(for: .character("+")) == nil)
  }

  @Test func aTooSmallTerminalStillQuits() {
    let small = view(Samples.counter, Size(columns: 30, rows: 10))
    #expect(small.command(for: .character("q")) == .quit)
    #expect(small.command(for: .character("+")) == nil)
  }

  @Test func asciiGlyphsSpellOutWhatTheTerminalCannotShow() {
    let glyphs = Glyphs(isUnicode: false)
    #expect(glyphs.text("Loading favorites…") == "Loading favorites...")
    #expect(glyphs.text("↑↓ select") == "up/dn select")
    #expect(glyphs.text("7 is prime 🎉") == "7 is prime :)")
    #expect(glyphs.text("naïve ⠋") == "na?ve ?")
    var state = Samples.log
    state.app.log.feed.entries[0].action = "café… — “quoted”"
    for grid in [render(state, unicode: false), render(Samples.counter, unicode: false)] {
      let isASCII = grid.text.allSatisfy { $0.isASCII }
      #expect(isASCII, "\(grid.text)")
    }
  }

  @Test func textTooWideEndsInAnEllipsis() {
    var canvas = Canvas(size: Size(columns: 20, rows: 1), glyphs: Glyphs(isUnicode: true))
    canvas.write("Favorite primes: 2, 3, 5, 7, 11", row: 0, in: canvas.bounds)
    #expect(canvas.grid.text == "Favorite primes: 2,…")
    var ascii = Canvas(size: Size(columns: 10, rows: 1), glyphs: Glyphs(isUnicode: false))
    ascii.write("100000000000", row: 0, in: ascii.bounds)
    #expect(ascii.grid.text == "1000000...")
  }

  @Test func timesAreShownInTheGivenZone() {
    let noon = Samples.noon
    #expect(clockTime(noon, in: .gmt) == "12:00:00")
    #expect(clockTime(noon, in: Samples.newYork) == "07:00:00")
    #expect(clockTime(noon, in: TimeZone(identifier: "Asia/Kolkata")!) == "17:30:00")
  }
}
