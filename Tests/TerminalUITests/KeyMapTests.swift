import AppFeature
import Testing

@testable import TerminalUI

@Suite struct KeyMapTests {
  @Test func keysMeanWhatTheContextSays() {
    let counter = AppFeature.State()
    #expect(
      KeyMap.command(for: .character("+"), in: counter) == .send(.counter(.incrementButtonTapped)))
    #expect(KeyMap.command(for: .up, in: counter) == .send(.counter(.incrementButtonTapped)))
    #expect(
      KeyMap.command(for: .character("3"), in: counter) == .send(.tabSelected(.stopwatch)))
    #expect(KeyMap.command(for: .tab, in: counter) == .send(.nextTabSelected))
    #expect(KeyMap.command(for: .backTab, in: counter) == .send(.previousTabSelected))
    #expect(KeyMap.command(for: .character("q"), in: counter) == .quit)
    #expect(KeyMap.command(for: .controlC, in: counter) == .quit)

    var modal = counter
    modal.counter.count = 7
    modal.counter.isPrimeModalShown = true
    #expect(
      KeyMap.command(for: .character("s"), in: modal)
        == .send(.counter(.primeModal(.saveFavoritePrimeTapped))))
    #expect(KeyMap.command(for: .escape, in: modal) == .send(.counter(.primeModalDismissed)))
    #expect(KeyMap.command(for: .character("2"), in: modal) == nil)

    var favorites = AppFeature.State(selectedTab: .favorites)
    #expect(
      KeyMap.command(for: .up, in: favorites) == .send(.favoritePrimes(.selectionMoved(by: -1))))
    favorites.favoritePrimes.nthPrimeRequest.outcome = .answer(n: 2, prime: 3)
    #expect(
      KeyMap.command(for: .enter, in: favorites)
        == .send(.favoritePrimes(.nthPrimeRequest(.outcomeDismissed))))

    var inFlight = counter
    inFlight.counter.nthPrimeRequest.pending = 1
    #expect(
      KeyMap.command(for: .escape, in: inFlight) == .send(.counter(.nthPrimeRequest(.cancelTapped)))
    )

    var seven = counter
    seven.counter.count = 7
    #expect(
      KeyMap.command(for: .character("n"), in: seven)
        == .send(.counter(.nthPrimeRequest(.askTapped(n: 7)))))
    #expect(KeyMap.command(for: .character("n"), in: counter) == nil)  // the 0th prime

    let tour = AppFeature.State(onboarding: .init())
    #expect(KeyMap.command(for: .escape, in: tour) == .send(.onboarding(.skipTapped)))
    #expect(
      KeyMap.command(for: .character("+"), in: tour)
        == .send(.onboarding(.counter(.incrementButtonTapped))))
  }

  @Test func aClickOnATabTitleSelectsIt() {
    let state = AppFeature.State()
    let columns = Screen.tabTitleColumns()
    for (tab, range) in columns {
      #expect(
        KeyMap.command(for: .click(column: range.lowerBound, row: 0), in: state)
          == .send(.tabSelected(tab)))
    }
    #expect(KeyMap.command(for: .click(column: 5, row: 3), in: state) == nil)
  }

  @Test func hintsListTheKeysThatWork() {
    let hints = KeyMap.bindings(for: AppFeature.State()).compactMap(\.hint)
    #expect(hints == ["+/-", "p", "1-5", "?", "q"])
  }

  @Test func headlessNotation() throws {
    #expect(
      try Key.parse("+<esc>a<tab><s-tab><enter><up><space><lt>") == [
        .character("+"), .escape, .character("a"), .tab, .backTab, .enter, .up, .character(" "),
        .character("<"),
      ])
    #expect(throws: KeyNotationError.self) { try Key.parse("<nope>") }
  }
}
