import AppFeature
import Clocks
import ComposableArchitecture
import FavoritePrimes
import FavoritePrimesStorage
import Foundation
import PrimeModal
import TabB
import TerminalUITesting
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// PrimeTime's screens driven by keys on the kit's test store: each key's state change and
/// frame asserted in one step.
@MainActor
@Suite struct ScreenTests {
  func store(favorites: [Int] = []) async throws -> TerminalTestStore<AppView> {
    try await screenStore(favorites: favorites)
  }

  /// `q` closes the modal, then quits.
  @Test func qClosesTheModalThenQuits() async throws {
    let store = try await store()
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("p") {
      $0.app.counter.primeModal = PrimeModal.State(
        count: 0, favoritePrimes: $0.app.counter.$favoritePrimes)
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0

           ┌─ Is this prime? ───────────┐
           │ 0 is not prime :(          │
       Favo│                            │
           │                            │
           └────────────────────────────┘


                              ? help  q close
      """
    } spoken: {
      """
      Dialog: 0 is not prime. Escape closes.
      """
    }
    await store.press("q") {
      $0.app.counter.primeModal = nil
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0



       Favorite primes: none yet




       +/- count  p is prime?  ? help  q quit
      """
    } spoken: {
      """
      Count 0.
      """
    }
    #expect(!store.hasQuit)
    // Quitting says so, and what was kept.
    await store.press("q", spoken: { "Closed. 0 favorite primes saved." })
    #expect(store.hasQuit)
  }

}
