import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import FavoritePrimes
import FileClient
import Foundation
import PrimeClient
import Primes
import TestSupport
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// Seeded random key sequences through AppView and the whole app: no crash, and the
/// invariants a user relies on hold after every key. A plain `swift test` runs 200 sequences:
/// every store test shares the main actor with them, and a thousand made up a third of the
/// suite's time, which each test running beside them waited out; `Tools/test` runs 10,000 in a
/// process of their own, and `FUZZ_SEQUENCES=N` any number.
@MainActor
@Suite struct FuzzTests {
  static let keys: [Key] =
    "+-kjpnsrdlcgGt ?12345[]q/uN7".map { .character($0) }
    + [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab, .enter,
      .escape, .backspace, .resize, .control("l"),
    ]
    + [.click(column: 3, row: 0), .click(column: 16, row: 0), .click(column: 5, row: 5)]
    + [.scrollUp(column: 5, row: 5), .scrollDown(column: 5, row: 5)]
  static let sizes = [
    Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 200, rows: 60),
    Size(columns: 10, rows: 4), Size(columns: 41, rows: 13),
  ]

  @Test func randomKeysKeepTheAppConsistent() async throws {
    let sequences = Int(ProcessInfo.processInfo.environment["FUZZ_SEQUENCES"] ?? "") ?? 200
    var random = SeededGenerator(seed: 0x5EED_CAFE)
    let clock = TestClock()
    for sequence in 0..<sequences {
      let store = Store(
        initialState: PrimeTimeTerminal.State(
          app: AppFeature.State(
            favoritePrimes: .init(primes: Shared(value: [2, 3])),
            onboarding: sequence % 4 == 0 ? Onboarding.State() : nil
          ))
      ) {
        PrimeTimeTerminal()
      } withDependencies: {
        $0.fileClient = .inMemory()
        $0.primeClient = .onboarding
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 0)
      }
      let size = Self.sizes.randomElement(using: &random)!
      for _ in 0..<30 {
        let key = Self.keys.randomElement(using: &random)!
        let view = AppView(
          state: store.state,
          environment: TerminalEnvironment(
            size: size, glyphs: Glyphs(isUnicode: true), timeZone: .gmt))
        guard case .send(let action) = view.command(for: key) else { continue }
        store.send(action)
        try check(store.state, sequence: sequence)
      }
      // Lets other tests' work run between sequences.
      await Task.yield()
      let grid = AppView(
        state: store.state,
        environment: TerminalEnvironment(
          size: size, glyphs: Glyphs(isUnicode: sequence % 2 == 0), timeZone: .gmt)
      ).render()
      #expect(grid.rows.count == size.rows)
      #expect(grid.rows.allSatisfy { $0.reduce(0) { $0 + $1.width } == size.columns })
      if TooSmallNotice.fits(size, minimum: AppView.minimumSize) {
        let keyBar = grid.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        // Help and the way out, at the right: a field that takes text (a list's filter) types
        // `?` and `q`, so Ctrl-C quits; help closes with Esc or `q`.
        #expect(
          keyBar.hasSuffix("? help  q quit") || keyBar.hasSuffix("? help  q close")
            || keyBar.hasSuffix("Ctrl-C quit") || keyBar.hasSuffix("? help  Esc close"),
          "sequence \(sequence): \(keyBar)")
      }
    }
  }

  /// The invariants hold in the app and, the same, in the tour's sandbox.
  func check(_ state: PrimeTimeTerminal.State, sequence: Int) throws {
    // The selection is the favorites' on screen: the tour's while it runs.
    if let selection = state.primeList.selectedIndex {
      try #require(state.favorites.primes.indices.contains(selection), "sequence \(sequence)")
    }
    // A filter in force shows exactly the primes that match it, after any edit anywhere.
    if let matches = state.primeSelection.matches {
      let primes = state.favorites.primes
      let query = matches.query.lowercased()
      // Drawn grouped (48,407); a query with digits finds it by them too, separators between
      // digits left out of the query (484, 48 4).
      let digits = query.replacingOccurrences(
        of: #"(?<=\d)[,._' \x{00A0}\x{202F}](?=\d)"#, with: "", options: .regularExpression)
      let matching = primes.indices.filter {
        grouped(primes[$0]).lowercased().contains(query)
          || (query.contains(where: \.isNumber) && String(primes[$0]).contains(digits))
      }
      try #require(matches.rows == matching, "sequence \(sequence): /\(matches.query)")
    }
    let views: [(FavoritePrimes.State, Counter.State)] =
      [(state.app.favoritePrimes, state.app.counter)]
      + (state.app.onboarding.map { [($0.favoritePrimes, $0.counter)] } ?? [])
    for (favorites, counter) in views {
      let primes = favorites.primes
      try #require(primes.allSatisfy(isPrime), "sequence \(sequence): \(primes)")
      try #require(Set(primes).count == primes.count, "sequence \(sequence): \(primes)")
      try #require(counter.favoritePrimes == primes, "sequence \(sequence)")
      if let modal = counter.primeModal {
        try #require(modal.favoritePrimes == primes, "sequence \(sequence)")
        try #require(modal.count == counter.count, "sequence \(sequence)")
      }
    }
  }
}
