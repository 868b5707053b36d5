import AppFeature
import Clocks
import ComposableArchitecture
import DependenciesTestSupport
import FavoritePrimesStorage
import FileClient
import NthPrimeRequest
import PrimeModal
import SnapshotTesting
import TestSupport
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// Every screen the app draws, at the smallest size it supports, a common one and a large one.
/// The snapshots live in `__Snapshots__/SnapshotTests`; a missing one is recorded (and the test
/// fails once, so it is read before it is committed).
// State holding `@Shared(.favoritePrimes)` times the file's reads on this clock.
@MainActor
@Suite(.snapshots(record: .missing), .dependency(\.continuousClock, TestClock()))
struct SnapshotTests {
  @Test(arguments: Samples.tabs.map(\.0))
  func everyTabAtEverySize(tab: String) {
    let state = Samples.tabs.first { $0.0 == tab }!.1
    for size in Samples.sizes {
      assertSnapshot(
        of: render(state, size), as: .screen, named: "\(tab)-\(size.columns)x\(size.rows)")
    }
  }

  @Test func help() {
    var state = Samples.counter
    state.help = HelpOverlay.State()
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "40x12")
    assertSnapshot(of: render(state), as: .screen, named: "80x24")
    state.help?.offset = 3
    assertSnapshot(
      of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "40x12-scrolled")
  }

  @Test func primeModal() {
    var state = Samples.counter
    state.app.counter.primeModal = PrimeModal.State(
      count: 7, favoritePrimes: state.app.counter.$favoritePrimes)
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "favorite")
    state.app.counter.count = 13
    state.app.counter.primeModal?.count = 13
    assertSnapshot(of: render(state), as: .screen, named: "prime")
    state.app.counter.count = 1_000_000
    state.app.counter.primeModal?.count = 1_000_000
    assertSnapshot(of: render(state), as: .screen, named: "not-prime")
  }

  @Test func alerts() {
    var state = Samples.counter
    state.app.counter.count = 100_000_000
    state.app.counter.nthPrimeRequest.outcome = .answer(n: 100_000_000, prime: 2_038_074_743)
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "answer")
    state.app.counter.nthPrimeRequest.outcome = .failure(
      n: 7, message: "The prime service is unavailable: the network is down.")
    assertSnapshot(of: render(state), as: .screen, named: "failure")
  }

  @Test func aRequestInFlight() {
    var state = Samples.counter
    state.app.counter.nthPrimeRequest = NthPrimeRequest.State(pending: 7, ticks: 17)
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen)
  }

  @Test func theTour() {
    var state = PrimeTimeTerminal.State(app: AppFeature.State(onboarding: Onboarding.State()))
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "start")
    state.app.onboarding?.counter.count = 2
    let favorites = state.app.onboarding!.counter.$favoritePrimes
    state.app.onboarding?.counter.primeModal = PrimeModal.State(count: 2, favoritePrimes: favorites)
    assertSnapshot(of: render(state), as: .screen, named: "save")
    state.app.onboarding?.counter.primeModal = nil
    state.app.onboarding?.favoritePrimes.$primes.withLock { $0 = [2] }
    state.app.onboarding?.isShowingFavorites = true
    assertSnapshot(of: render(state), as: .screen, named: "favorites")
    state.app.onboarding?.isShowingFavorites = false
    state.app.onboarding?.hasAnswered = true
    state.app.onboarding?.hasSeenFavorites = true
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "done")
  }

  @Test @MainActor func favoritesTroubles() async throws {
    // A file that cannot be read and cannot be kept aside, so the list is not saved either.
    var files = FileClient.inMemory(favoritePrimesFile: "[2,3")
    files.moveAside = { name, _ in throw FileError.diskFull(name) }
    var state = withDependencies {
      $0.fileClient = files
    } operation: {
      PrimeTimeTerminal.State(app: AppFeature.State(selectedTab: .favorites))
    }
    try? await state.app.favoritePrimes.$primes.load()
    state.app.favoritePrimes.$primes.withLock { $0 = [2, 3, 5, 7, 11] }
    state.primeSelection.row = 2
    try? await state.app.favoritePrimes.$primes.save()
    assertSnapshot(of: render(state), as: .screen, named: "errors")

    let never = Gate()
    defer { never.openForGood() }
    files = .inMemory()
    let load = files.load
    files.load = { name in
      never.wait()
      return try load(name)
    }
    state = withDependencies {
      $0.fileClient = files
    } operation: {
      PrimeTimeTerminal.State(app: AppFeature.State(selectedTab: .favorites))
    }
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "loading")
    state = withDependencies {
      $0.fileClient = .inMemory()
    } operation: {
      PrimeTimeTerminal.State(app: AppFeature.State(selectedTab: .favorites))
    }
    try await state.app.favoritePrimes.$primes.load()
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "empty")
  }

  @Test func longListsScrollAndLongLinesEndInAnEllipsis() {
    var state = Samples.counter
    state.app.favoritePrimes.$primes.withLock { $0 = Array(Self.primes.prefix(500)) }
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "counter")
    state.app.selectedTab = .favorites
    state.primeSelection.row = 250
    assertSnapshot(of: render(state, Size(columns: 40, rows: 12)), as: .screen, named: "favorites")
  }

  @Test func asciiForATerminalWithoutUnicode() {
    var state = Samples.counter
    state.app.counter.primeModal = PrimeModal.State(
      count: 7, favoritePrimes: state.app.counter.$favoritePrimes)
    state.app.counter.nthPrimeRequest = NthPrimeRequest.State(pending: 7, ticks: 3)
    assertSnapshot(of: render(state, unicode: false), as: .screen, named: "modal")
    assertSnapshot(of: render(Samples.log, unicode: false), as: .screen, named: "log")
  }

  @Test func tooSmall() {
    assertSnapshot(of: render(Samples.counter, Size(columns: 39, rows: 12)), as: .screen)
  }

  /// The first 500 primes, for long lists.
  nonisolated static let primes: [Int] = {
    var primes: [Int] = []
    var n = 2
    while primes.count < 500 {
      if !primes.contains(where: { $0 * $0 <= n && n % $0 == 0 }) { primes.append(n) }
      n += 1
    }
    return primes
  }()
}
