import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import Foundation
import TerminalUITesting
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// The counter's "Set count" field on the screen, driven by keys: each key's state change and
/// frame asserted in one step.
@MainActor
@Suite struct SetCountScreenTests {
  func store() -> TerminalTestStore<AppView> {
    TerminalTestStore<AppView>(
      initialState: PrimeTimeTerminal.State(),
      environment: TerminalEnvironment(
        size: Size(columns: 40, rows: 12), timeZone: TimeZone(identifier: "UTC")!)
    ) {
      PrimeTimeTerminal()
    } withDependencies: {
      $0.fileClient = .inMemory(favoritePrimes: [])
      $0.continuousClock = TestClock()
    }
  }

  @Test func equalsOpensAFieldThatTakesEveryKeyAsText() async throws {
    let store = store()
    // The favorites' read first: its "Loading favorites…" is not this test's frame.
    try await store.state.app.favoritePrimes.$primes.load()
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("=") {
      $0.countField = TextField.State(placeholder: "e.g. 1_000_000")
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0
       Set count: e.g. 1_000_000


       Favorite primes: none yet




       Enter set  Esc cancel      Ctrl-C quit
      """
    } spoken: {
      """
      Set count: empty. Type a number, Enter sets it, Escape cancels.
      """
    }
    // q and ? are text here: the field says what is wrong with them.
    await store.type("q?") {
      $0.countField?.text = "q?"
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0
       Set count: q?


       Favorite primes: none yet




       Enter set  Esc cancel      Ctrl-C quit
      """
    } spoken: {
      """
      Set count: q?
      """
    }
    #expect(!store.hasQuit)
    await store.press("<enter>")
    await store.receive(\.countField.delegate) {
      $0.countField?.message = "“q?” is not a whole number."
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0
       Set count: q?
                  “q?” is not a whole number.

       Favorite primes: none yet




       Enter set  Esc cancel      Ctrl-C quit
      """
    } spoken: {
      """
      q?. "q?" is not a whole number.
      """
    }
    // An edit takes the message away: it spoke of the text refused.
    await store.press("<c-u>") {
      $0.countField?.text = ""
      $0.countField?.cursor = 0
      $0.countField?.message = nil
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0
       Set count: e.g. 1_000_000


       Favorite primes: none yet




       Enter set  Esc cancel      Ctrl-C quit
      """
    } spoken: {
      """
      empty.
      """
    }
    await store.type("1,000,000") {
      $0.countField?.text = "1,000,000"
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0
       Set count: 1,000,000


       Favorite primes: none yet




       Enter set  Esc cancel      Ctrl-C quit
      """
    } spoken: {
      """
      Set count: 1,000,000.
      """
    }
    await store.press("<enter>")
    await store.receive(\.countField.delegate) {
      $0.app.counter.count = 1_000_000
      $0.countField = nil
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 1,000,000



       Favorite primes: none yet




       +/- count  p is prime?  ? help  q quit
      """
    } spoken: {
      """
      Count 1,000,000.
      """
    }
    // Quitting says so, and what was kept.
    await store.press("<c-c>", spoken: { "Closed. 0 favorite primes saved." })
    #expect(store.hasQuit)
  }
}
