import AppFeature
import Clocks
import ComposableArchitecture
import Counter
import FavoritePrimes
import FileClient
import Foundation
import NthPrimeRequest
import PrimeModal
import TabB
import TerminalUITesting
import TestSupport
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// A failed save, a request seen from another tab, the tour's Esc and last step, and ASCII
/// glyphs, on the kit's test store: each key's state change and frame asserted in one step.
@MainActor
@Suite struct RequestsSavesAndTourScreenTests {
  static let fortyByTwelve = Size(columns: 40, rows: 12)

  func store(
    _ initialState: @autoclosure () -> PrimeTimeTerminal.State = PrimeTimeTerminal.State(),
    size: Size = fortyByTwelve, unicode: Bool = true, files: FileClient = .inMemory(),
    clock: TestClock<Duration> = TestClock(),
    dependencies: (inout DependencyValues) -> Void = { _ in }
  ) async throws -> TerminalTestStore<AppView> {
    try await screenStore(
      initialState(), files: files, size: size, unicode: unicode, clock: clock,
      dependencies: dependencies)
  }

  /// A prime client whose answers the test gives, one at a time, when it chooses.
  final class Answers: Sendable {
    let (stream, continuation) = AsyncStream<Int>.makeStream()

    var client: @Sendable (Int) async throws -> Int {
      { [stream] _ in
        for await prime in stream { return prime }
        throw CancellationError()
      }
    }

    func answer(_ prime: Int) { continuation.yield(prime) }
  }

  // MARK: Item 4

  /// `s` in the prime modal where the folder cannot be written: the modal says the prime is
  /// in the favorites but not saved, and the line above the key bar says why, naming the folder.
  @Test func aFailedSaveIsSaidInTheModalAndAboveTheKeyBar() async throws {
    // The save is held until the test lets it fail, so each frame is the one the user sees.
    let held = Gate()
    var files = FileClient.inMemory(favoritePrimes: [])
    files.update = { name, _ in
      held.wait()
      throw FileError.permissionDenied(name)
    }
    let store = try await store(
      PrimeTimeTerminal.State(app: AppFeature.State(counter: Counter.State(count: 7))),
      size: Size(columns: 80, rows: 24),
      files: files)
    await store.press("p") {
      $0.app.counter.primeModal = PrimeModal.State(
        count: 7, favoritePrimes: $0.app.counter.$favoritePrimes)
    } frame: {
      """
        1 Counter   2 Favorites   3 Stopwatch   4 Activity   5 Log
      ────────────────────────────────────────────────────────────────────────────────
       Count: 7



       Favorite primes: none yet



                               ┌─ Is this prime? ───────────┐
                               │ 7 is prime 🎉              │
                               │                            │
                               │ Save it?                   │
                               └────────────────────────────┘








       s save                                                         ? help  q close
      """
    }
    await store.press("s") {
      $0.app.counter.$favoritePrimes.withLock { $0 = [7] }
      $0.app.activity.feed.entries = [
        Activity.Entry(date: Date(timeIntervalSince1970: 0), text: "Added 7 to favorites")
      ]
    } frame: {
      """
        1 Counter   2 Favorites   3 Stopwatch   4 Activity   5 Log
      ────────────────────────────────────────────────────────────────────────────────
       Count: 7



       Favorite primes (1): 7



                           ┌─ Is this prime? ───────────────────┐
                           │ 7 is prime 🎉                      │
                           │                                    │
                           │ It is one of your favorite primes. │
                           └────────────────────────────────────┘








       r remove                                                       ? help  q close
      """
    }
    held.openForGood()
    await until { store.state.app.favoritePrimes.$primes.saveError != nil }
    store.assertFrame {
      """
        1 Counter   2 Favorites   3 Stopwatch   4 Activity   5 Log
      ────────────────────────────────────────────────────────────────────────────────
       Count: 7



       Favorite primes (1): 7



                           ┌─ Is this prime? ──────────────────┐
                           │ 7 is prime 🎉                     │
                           │                                   │
                           │ In your favorites, but not saved. │
                           └───────────────────────────────────┘







       Not saved: favorite-primes.json could not be saved: Permission denied in /data.
       r remove                                                       ? help  q close
      """
    }
    // Closed, the counter still says it.
    await store.press("<esc>") {
      $0.app.counter.primeModal = nil
    } frame: {
      """
        1 Counter   2 Favorites   3 Stopwatch   4 Activity   5 Log
      ────────────────────────────────────────────────────────────────────────────────
       Count: 7



       Favorite primes (1): 7















       Not saved: favorite-primes.json could not be saved: Permission denied in /data.
       +/- count  p is prime?  n nth prime  = set  1-5 tabs            ? help  q quit
      """
    }
  }

  // MARK: Item 5

  /// A request runs on: its spinner shows in its tab's title on every tab and moves with the
  /// clock, the user can go to another tab meanwhile, and the answer is announced there.
  @Test func aRequestShowsOnEveryTabAndItsAnswerIsAnnouncedWhereYouAre() async throws {
    let clock = TestClock()
    let answers = Answers()
    let store = try await store(
      PrimeTimeTerminal.State(app: AppFeature.State(counter: Counter.State(count: 7))), clock: clock
    ) {
      $0.primeClient.nthPrime = answers.client
    }
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("n") {
      $0.app.counter.nthPrimeRequest.pending = 7
    } frame: {
      """
        1 Counter ⠋   2   3   4   5
      ────────────────────────────────────────
       Count: 7

       ⠋ Asking for the 7th prime… 0s

       Favorite primes: none yet




       Esc cancel  +/- count   ? help  q quit
      """
    } spoken: {
      """
      Asking for the 7th prime...
      """
    }
    await store.press("3") {
      $0.app.selectedTab = .stopwatch
    } frame: {
      """
        1 ⠋   2   3 Stopwatch   4   5
      ────────────────────────────────────────
       Stopwatch

         00:00

         stopped




       Space start  r reset    ? help  q quit
      """
    } spoken: {
      """
      Stopwatch tab, 3 of 5. Stopped, 0 seconds.
      """
    }
    await clock.advance(by: .seconds(1) / NthPrimeRequest.ticksPerSecond)
    await store.receive(\.app.counter.nthPrimeRequest.tick) {
      $0.app.counter.nthPrimeRequest.ticks = 1
    } frame: {
      """
        1 ⠙   2   3 Stopwatch   4   5
      ────────────────────────────────────────
       Stopwatch

         00:00

         stopped




       Space start  r reset    ? help  q quit
      """
    }
    answers.answer(17)
    await store.receive(\.app.counter.nthPrimeRequest.answered) {
      $0.app.counter.nthPrimeRequest.pending = nil
      $0.app.counter.nthPrimeRequest.outcome = .answer(n: 7, prime: 17)
    } frame: {
      """
        1   2   3 Stopwatch   4   5
      ────────────────────────────────────────
       Stopwatch

         00:00

         stopped



       The 7th prime is 17 (1 shows it)
       Space start  r reset    ? help  q quit
      """
    } spoken: {
      """
      The 7th prime is 17 (1 shows it).
      """
    }
    await store.press("1") {
      $0.app.selectedTab = .counter
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 7

              ┌──────────────────────┐
              │ The 7th prime is 17  │
       Favorit│                      │
              │        [ OK ]        │
              └──────────────────────┘


       Enter OK  1-5 tabs     ? help  q close
      """
    } spoken: {
      """
      Counter tab, 1 of 5. Count 7. Dialog: The 7th prime is 17. Enter closes.
      """
    }
    // The answer does not hold the user on its tab either.
    await store.press("3") {
      $0.app.selectedTab = .stopwatch
    } frame: {
      """
        1   2   3 Stopwatch   4   5
      ────────────────────────────────────────
       Stopwatch

         00:00

         stopped



       The 7th prime is 17 (1 shows it)
       Space start  r reset    ? help  q quit
      """
    } spoken: {
      """
      Stopwatch tab, 3 of 5. Stopped, 0 seconds. The 7th prime is 17 (1 shows it).
      """
    }
  }

  // MARK: Item 8

  /// The tour at the smallest size: how to leave it is on its title row whenever Esc skips
  /// it (not while Esc closes the modal, cancels the request or closes the answer), and
  /// skipping keeps none of the tour's favorites.
  @Test func theTourSaysOnItsTitleRowThatEscSkipsIt() async throws {
    let store = try await store(
      PrimeTimeTerminal.State(app: AppFeature.State(onboarding: Onboarding.State())))
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    store.assertFrame {
      """
        PrimeTime tour, step 1 of 6  Esc skip
      ────────────────────────────────────────
       Welcome to PrimeTime! Press + until
       the count is a prime (2, 3, 5, 7…).

       Count: 0



       Favorite primes: none yet

       +/- count  p is prime?  ? help  q quit
      """
    }
    await store.press("+") {
      $0.app.onboarding?.counter.count = 1
    } frame: {
      """
        PrimeTime tour, step 1 of 6  Esc skip
      ────────────────────────────────────────
       1 is not a prime. Press + or - until
       the count is one (2, 3, 5, 7…).

       Count: 1



       Favorite primes: none yet

       +/- count  p is prime?  ? help  q quit
      """
    } spoken: {
      """
      Count 1. 1 is not a prime. Press plus or minus until the count is one (2, 3, 5, 7...).
      """
    }
    await store.press("+") {
      $0.app.onboarding?.counter.count = 2
    } frame: {
      """
        PrimeTime tour, step 2 of 6  Esc skip
      ────────────────────────────────────────
       Press p to ask whether 2 is prime.

       Count: 2



       Favorite primes: none yet


       +/- count  p is prime?  ? help  q quit
      """
    } spoken: {
      """
      Count 2. PrimeTime tour, step 2 of 6. Press p to ask whether 2 is prime.
      """
    }
    await store.press("p") {
      let favorites = $0.app.onboarding!.counter.$favoritePrimes
      $0.app.onboarding?.counter.primeModal = PrimeModal.State(count: 2, favoritePrimes: favorites)
    } frame: {
      """
        PrimeTime tour, step 3 of 6
      ────────────────────────────────────────
       Press s to save 2 to your favorite
       primes.

       Coun┌─ Is this prime? ───────────┐
           │ 2 is prime 🎉              │
           │                            │
           │ Save it?                   │
       Favo└────────────────────────────┘

       s save                 ? help  q close
      """
    } spoken: {
      """
      Dialog: 2 is prime. s saves it. PrimeTime tour, step 3 of 6. Press s to save 2 to your favorite primes.
      """
    }
    await store.press("s") {
      $0.app.onboarding?.counter.$favoritePrimes.withLock { $0 = [2] }
    } frame: {
      """
        PrimeTime tour, step 4 of 6
      ────────────────────────────────────────
       Saved! Press Esc to close the dialog.

       Count: 2
       ┌─ Is this prime? ───────────────────┐
       │ 2 is prime 🎉                      │
       │                                    │
       │ It is one of your favorite primes. │
       └────────────────────────────────────┘

       r remove               ? help  q close
      """
    } spoken: {
      """
      In your favorites. PrimeTime tour, step 4 of 6. Saved! Press Escape to close the dialog.
      """
    }
    await store.press("<esc>") {
      $0.app.onboarding?.counter.primeModal = nil
    } frame: {
      """
        PrimeTime tour, step 4 of 6  Esc skip
      ────────────────────────────────────────
       Press n to ask for the 2nd prime.

       Count: 2



       Favorite primes (1): 2


       +/- count  p is prime?  ? help  q quit
      """
    } spoken: {
      """
      Press n to ask for the 2nd prime.
      """
    }
    await store.press("n") {
      $0.app.onboarding?.counter.nthPrimeRequest.pending = 2
    } frame: {
      """
        PrimeTime tour, step 4 of 6
      ────────────────────────────────────────
       Waiting for the answer (Esc cancels).

       Count: 2

       ⠋ Asking for the 2nd prime… 0s

       Favorite primes (1): 2


       Esc cancel  +/- count   ? help  q quit
      """
    } spoken: {
      """
      Asking for the 2nd prime... Waiting for the answer (Escape cancels).
      """
    }
    await store.receive(\.app.onboarding.counter.nthPrimeRequest.answered) {
      $0.app.onboarding?.counter.nthPrimeRequest.pending = nil
      $0.app.onboarding?.counter.nthPrimeRequest.outcome = .answer(n: 2, prime: 3)
      $0.app.onboarding?.hasAnswered = true
    } frame: {
      """
        PrimeTime tour, step 5 of 6
      ────────────────────────────────────────
       Press Enter to close the answer, then
       2 to see your favorite primes.

       Count: ┌──────────────────────┐
              │ The 2nd prime is 3   │
              │                      │
              │        [ OK ]        │
       Favorit└──────────────────────┘

       Enter OK               ? help  q close
      """
    } spoken: {
      """
      Dialog: The 2nd prime is 3. Enter closes. PrimeTime tour, step 5 of 6. Press Enter to close the answer, then 2 to see your favorite primes.
      """
    }
    await store.press("<enter>")
    await store.receive(\.answerBox.delegate) {
      $0.app.onboarding?.counter.nthPrimeRequest.outcome = nil
    } frame: {
      """
        PrimeTime tour, step 5 of 6  Esc skip
      ────────────────────────────────────────
       Press 2 to see your favorite primes.

       Count: 2



       Favorite primes (1): 2


       +/- count  p is prime?  ? help  q quit
      """
    } spoken: {
      """
      Press 2 to see your favorite primes.
      """
    }
    // Skipped: the app's own counter, and none of the tour's favorites.
    await store.press("<esc>") {
      $0.app.onboarding = nil
      $0.app.$tourRecord.withLock { $0 = Onboarding.Record(finished: false) }
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
      Counter tab, 1 of 5. Count 0.
      """
    }
  }

  /// The tour's last step says that its favorites were practice and are not kept, and Enter
  /// leaves it for the app, whose favorites do not have them. (The step as it shows after `1`
  /// from the tour's favorites: its counter, with the practice favorite.)
  @Test func theToursLastStepSaysItsFavoritesAreNotKept() async throws {
    let store = try await store(
      PrimeTimeTerminal.State(
        app: AppFeature.State(
          onboarding: {
            var tour = Onboarding.State()
            let favorites = Shared(value: [2])
            tour.favoritePrimes = FavoritePrimes.State(primes: favorites)
            tour.counter = Counter.State(count: 2, favoritePrimes: favorites)
            tour.hasAnswered = true
            tour.hasSeenFavorites = true
            return tour
          }())))
    #expect(store.state.app.onboarding?.step == .done)
    store.assertFrame {
      """
        PrimeTime tour, step 6 of 6
      ────────────────────────────────────────
       That is the tour! Its favorites were
       practice and are not kept. Press Enter
       to start PrimeTime with your own.

       Count: 2



       Favorite primes (1): 2
       Enter start             ? help  q quit
      """
    }
    await store.press("<enter>") {
      $0.app.onboarding = nil
      $0.app.$tourRecord.withLock { $0 = Onboarding.Record(finished: true) }
    } frame: {
      """
        1 Counter   2   3   4   5
      ────────────────────────────────────────
       Count: 0



       Favorite primes: none yet




       +/- count  p is prime?  ? help  q quit
      """
    }
  }

  // MARK: Item 10

  /// On a terminal without Unicode (`TERM=linux`, `LANG=C`), a running request's spinner, in
  /// the tab bar and on the counter, is ASCII, and so is the prime modal: no braille, no emoji.
  @Test func asciiGlyphsDrawAnASCIISpinnerAndNoEmoji() async throws {
    let clock = TestClock()
    let answers = Answers()
    let store = try await store(
      PrimeTimeTerminal.State(app: AppFeature.State(counter: Counter.State(count: 7))),
      unicode: false, clock: clock
    ) {
      $0.primeClient.nthPrime = answers.client
    }
    await store.press("n") {
      $0.app.counter.nthPrimeRequest.pending = 7
    } frame: {
      """
        1 Counter |   2   3   4   5
      ----------------------------------------
       Count: 7

       | Asking for the 7th prime... 0s

       Favorite primes: none yet




       Esc cancel  +/- count   ? help  q quit
      """
    }
    #expect(store.frame.allSatisfy { $0.isASCII })
    await clock.advance(by: .seconds(1) / NthPrimeRequest.ticksPerSecond)
    await store.receive(\.app.counter.nthPrimeRequest.tick) {
      $0.app.counter.nthPrimeRequest.ticks = 1
    } frame: {
      """
        1 Counter /   2   3   4   5
      ----------------------------------------
       Count: 7

       / Asking for the 7th prime... 0s

       Favorite primes: none yet




       Esc cancel  +/- count   ? help  q quit
      """
    }
    await store.press("p") {
      $0.app.counter.primeModal = PrimeModal.State(
        count: 7, favoritePrimes: $0.app.counter.$favoritePrimes)
    } frame: {
      """
        1 Counter /   2   3   4   5
      ----------------------------------------
       Count: 7

       / As+- Is this prime? -----------+
           | 7 is prime :)              |
       Favo|                            |
           | Save it?                   |
           +----------------------------+


       s save                 ? help  q close
      """
    }
    #expect(store.frame.allSatisfy { $0.isASCII })
    await store.press("<esc>") {
      $0.app.counter.primeModal = nil
    } frame: {
      """
        1 Counter /   2   3   4   5
      ----------------------------------------
       Count: 7

       / Asking for the 7th prime... 0s

       Favorite primes: none yet




       Esc cancel  +/- count   ? help  q quit
      """
    }
    await store.press("<esc>") {
      $0.app.counter.nthPrimeRequest.pending = nil
    } frame: {
      """
        1 Counter   2   3   4   5
      ----------------------------------------
       Count: 7



       Favorite primes: none yet




       +/- count  p is prime?  ? help  q quit
      """
    }
  }
}
