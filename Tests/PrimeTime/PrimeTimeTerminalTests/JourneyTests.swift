import AppFeature
import Clocks
import ComposableArchitecture
import FavoritePrimesStorage
import FileClient
import FileLayer
import Foundation
import PrimeClient
import Primes
import TestSupport
import Testing

@testable import PrimeTimeTerminal
@testable import Sharing
@testable import TerminalUI

/// Keys in, screen out: the real app through the event loop and the in-memory backend.
@MainActor
@Suite struct TerminalJourneyTests {
  /// The favorites' filter finds a prime by its digits typed plainly as well as drawn: from
  /// 1,000 on, primes are drawn grouped (48,407), and `/484` found none of them.
  @MainActor @Test func theFilterFindsAPrimeByItsPlainDigits() async throws {
    let files = FileClient.inMemory(favoritePrimes: [2, 48_407, 48_409])
    let plain = try await Headless("2/484", files: files).run()
    #expect(plain.contains("48,407") && plain.contains("48,409"), "\(plain)")
    #expect(!plain.contains("No match"), "\(plain)")
    let drawn = try await Headless("2/48,409", files: files).run()
    #expect(!drawn.contains("48,407") && drawn.contains("48,409"), "\(drawn)")
  }

  func run(_ keys: String, favorites: [Int] = [2]) async throws -> (String, FileClient) {
    let files = FileClient.inMemory(favoritePrimes: favorites)
    let screen = try await run(keys, files: files) {
      $0.primeClient.nthPrime = { n in [2, 3, 5, 7, 11, 13, 17][n - 1] }
    }
    return (screen, files)
  }

  /// The real launch path, as `primetime --headless --keys KEYS` runs it.
  func run(
    _ keys: String, files: FileClient, onboarding: Bool = false,
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in },
    until condition: (PrimeTimeTerminal.State) -> Bool = { _ in true }
  ) async throws -> String {
    try await Headless(keys, files: files, dependencies: dependencies)
      .run(onboarding: onboarding, until: condition)
  }

  @Test func pressTwoToSeeTheFavorites() async throws {
    let (screen, _) = try await run("2", favorites: [2, 31])
    #expect(screen.contains(" 2 "))
    #expect(screen.contains(" 31"))
    #expect(screen.contains("d delete"))
  }

  @Test func countUpAskAndSaveAPrime() async throws {
    let (screen, files) = try await run("++ps")
    #expect(screen.contains("Count: 2"))
    #expect(screen.contains("2 is prime 🎉"))
    #expect(screen.contains("r remove"))
    #expect(try files.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2])

    let (saved, savedFiles) = try await run("+++ps<esc>2")
    #expect(saved.contains(" 3 "))
    #expect(try savedFiles.loadJSON([Int].self, from: FavoritePrimesKey.fileName) == [2, 3])
  }

  @Test func theAnswerShowsWithoutAnotherKey() async throws {
    let (screen, _) = try await run("+++++++n")
    #expect(screen.contains("The 7th prime is 17"))
  }

  /// A save that fails is seen where it happened: the modal says so, and a line above the key
  /// bar names the folder on every tab (the Favorites tab says it in full).
  @Test func aFailedSaveIsSeenOnTheTabWhereItHappened() async throws {
    var files = FileClient.inMemory(favoritePrimes: [2])
    files.update = { name, _ in
      throw FileError.permissionDenied(name)
    }
    let screen = try await run(
      "+++ps", files: files, dependencies: { $0.primeClient.nthPrime = { _ in 2 } },
      until: { $0.app.favoritePrimes.$primes.saveError != nil })
    #expect(screen.contains("In your favorites, but not saved."))
    #expect(
      screen.contains(
        "Not saved: favorite-primes.json could not be saved: Permission denied in /data."))
  }

  /// Clearing Activity is undone by `u`.
  @Test func aClearedActivityFeedIsPutBack() async throws {
    let (cleared, _) = try await run("+++ps<esc>4c")
    #expect(cleared.contains("Cleared 1 entry. u puts it back."))
    #expect(!cleared.contains("Added 3 to favorites"))
    let (undone, _) = try await run("+++ps<esc>4cu")
    #expect(undone.contains("Added 3 to favorites"))
    #expect(!undone.contains("Cleared"))
  }

  /// `q` closes what is on top, one layer at a time, and the app runs on.
  @Test func qClosesTheModalAndTheHelpAndTheAppRunsOn() async throws {
    let (screen, _) = try await run("+++pq?q+")
    #expect(screen.contains("Count: 4"))
    #expect(!screen.contains("Is this prime?"))
    #expect(!screen.contains("Help"))
  }

  /// A large count in a few keys, and its nth prime from the offline sieve: what
  /// `primetime --headless --keys '=1000000<enter>n'` shows.
  @Test func aTypedCountAndItsNthPrime() async throws {
    let screen = try await run("=1000000<enter>n", files: .inMemory(favoritePrimes: [2])) {
      $0.primeClient = .liveValue
    }
    #expect(screen.contains("Count: 1,000,000"))
    #expect(screen.contains("The 1,000,000th prime is 15,485,863"))
  }

  /// The real launch path on an empty data folder, with the live file client, as
  /// `primetime --headless --data-dir DIR --keys KEYS` runs it.
  func runLive(_ keys: String, onboarding: Bool = false) async throws -> (String, URL) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TerminalJourneyTests-\(UUID().uuidString)")
    let screen = try await run(
      keys, files: .live(directory: directory), onboarding: onboarding,
      dependencies: { $0.keepFiles(in: directory) })
    return (screen, directory)
  }

  /// Skipping the first-launch tour and saving a prime at once: the favorites, on screen and on
  /// disk, hold the prime (the load that follows the tour no longer wipes it).
  @Test func aPrimeSavedRightAfterSkippingTheTourIsKept() async throws {
    let (screen, directory) = try await runLive("<esc>++ps<esc>")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(screen.contains("Favorite primes (1): 2"), "\(screen)")
    let file = directory.appendingPathComponent(FavoritePrimesKey.fileName)
    #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: file)) == [2])
  }

  @Test func aFavoriteDeletedInTheTourDoesNotComeBack() async throws {
    let (screen, directory) = try await runLive("++ps<esc>2<down>d1+2", onboarding: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(screen.contains("No favorite primes yet"), "\(screen)")
    #expect(!rows(of: screen).contains("2"), "\(screen)")
  }

  @Test func reloadingInTheTourKeepsItsFavorites() async throws {
    let (screen, directory) = try await runLive("++ps<esc>2l", onboarding: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(screen.contains("Favorite primes"), "\(screen)")
    #expect(rows(of: screen).contains("2"), "\(screen)")
    // The tour never touched the real favorites file.
    let file = directory.appendingPathComponent(FavoritePrimesKey.fileName)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  /// The screen's lines without their margins, so a list row reads as its value alone.
  private func rows(of screen: String) -> [String] {
    screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Headless is the real app: the Log tab shows the actions the keys sent.
  @Test func theLogTabShowsTheActionsTheKeysSent() async throws {
    let (screen, _) = try await run("++5")
    #expect(!screen.contains("No actions yet"), "\(screen)")
    #expect(screen.contains("counter(.incrementButtonTapped)"), "\(screen)")
    #expect(screen.contains("tabSelected(.log)"), "\(screen)")
  }

  /// Ctrl-L draws the whole screen again and Ctrl-Z suspends; neither changes the state.
  @Test func ctrlLRedrawsAndCtrlZSuspends() async throws {
    let headless = try Headless("+<c-l><c-z>", files: .inMemory(favoritePrimes: [2]))
    let screen = await headless.run()
    #expect(headless.backend.invalidations == 1)
    #expect(headless.backend.suspensions == 1)
    // Each draws the unchanged screen once more.
    #expect(headless.backend.presented.suffix(2).allSatisfy { $0.text == screen })
    #expect(screen.contains("Count: 1"))
  }

  /// A FIFO where the favorites file should be: answered at once as not a regular file (the
  /// open used to wait for a writer forever), and kept aside when a prime is saved.
  @Test(.timeLimit(.minutes(1))) func aFIFOForTheFavoritesIsAnsweredAtOnceAndKeptAside()
    async throws
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TerminalJourneyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"finished":true}"#.utf8).write(
      to: directory.appendingPathComponent("onboarding.json"))
    let file = directory.appendingPathComponent(FavoritePrimesKey.fileName)
    #expect(mkfifo(file.path, 0o644) == 0)

    let screen = try await run("2", files: .live(directory: directory))
    #expect(screen.contains("is not a regular file"), "\(screen)")

    let saved = try await run(
      "+++ps<esc>2", files: .live(directory: directory), until: Headless.hasKeptTheBadFileAside)
    #expect(saved.contains("was kept as"), "\(saved)")
    #expect(saved.contains("favorite-primes.json.corrupt-"), "\(saved)")
    #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: file)) == [3])
    let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("\(FavoritePrimesKey.fileName).corrupt-") }
    #expect(kept.count == 1)
  }

  /// A FIFO where the app's storage (the tour's record) should be is no record (and no hang):
  /// the tour starts, and skipping it leaves the FIFO as it was.
  @Test(.timeLimit(.minutes(1))) func aFIFOForTheTourRecordIsAnsweredAtOnce() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TerminalJourneyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let storage = directory.appendingPathComponent("app-storage.json")
    #expect(mkfifo(storage.path, 0o644) == 0)
    let screen = try await run(
      "", files: .live(directory: directory), dependencies: { $0.keepFiles(in: directory) })
    #expect(screen.contains("PrimeTime tour, step 1 of"), "\(screen)")
    _ = try await run(
      "<esc>", files: .live(directory: directory), dependencies: { $0.keepFiles(in: directory) })
    var info = stat()
    #expect(lstat(storage.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  /// A favorites file that never answers: the tab says so after the timeout, a prime saved
  /// meanwhile is kept, waiting for the file, and quitting names it as maybe not saved instead
  /// of dropping it silently.
  @Test func aLoadThatNeverAnswersIsReportedAndItsEditsAreNotDroppedAtQuit() async throws {
    var files = FileClient.inMemory()
    let never = Gate()
    defer { never.openForGood() }
    files.load = { _ in
      never.wait()
      return nil
    }
    let headless = try Headless("+++ps<esc>2q", files: files) {
      // Every wait ends at once: the launch check and the load time out as the keys arrive.
      $0.continuousClock = ImmediateClock()
    }
    let screen = await headless.run()
    #expect(screen.contains("did not answer within 5 seconds"), "\(screen)")
    #expect(!screen.contains("Loading favorites"), "\(screen)")
    #expect(
      await headless.app.prepareToQuit()
        == "the favorites [3] may not be saved: favorite-primes.json did not answer within 5 "
        + "seconds")
  }

  /// A save that answers neither in time nor to cancellation (a hung mount) held quitting
  /// forever: quitting ends at its bound and names what was not saved.
  @Test func quittingEndsAtItsBoundWhenASaveNeverAnswers() async throws {
    var files = FileClient.inMemory(favoritePrimes: [2])
    let never = Gate()
    defer { never.openForGood() }
    files.update = { _, _ in never.wait() }
    // The store's clock stands still; quitting's bound passes at once.
    let headless = try Headless("+++ps", files: files, appClock: ImmediateClock())
    let screen = await headless.run()
    #expect(screen.contains("is one of your favorite primes"), "\(screen)")
    let unsaved = await headless.app.prepareToQuit()
    #expect(
      unsaved
        == "the favorites [2,3] may not be saved: favorite-primes.json did not answer within 5 "
        + "seconds")
  }

  /// A long list is named by its first twenty primes on the way out: 148,933 favorites once
  /// filled the terminal.
  @Test func theWayOutNamesALongListShort() {
    #expect(AppView.said([]) == "no favorites")
    #expect(AppView.said([2, 3]) == "[2,3]")
    let primes = (2..<20_000).filter(isPrime)
    #expect(
      AppView.said(primes)
        == "[2,3,5,7,11,13,17,19,23,29,31,37,41,43,47,53,59,61,67,71,… 2,242 more]")
  }

  /// Headless `--keys '<esc>'` on a first launch exited before the tour's record was written
  /// (5 of 6 fresh folders had none, two kept a temporary file): the run waits for it.
  @Test func skippingTheTourWritesItsRecordBeforeTheRunEnds() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TerminalJourneyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("app-storage.json")
    let storage = AppStorage(url: document) { url in
      // A disk slower than the run's own way out (which takes a few milliseconds). The sleep
      // is the disk's, on the storage's queue: the test waits on no clock, only on the run,
      // which must wait for the disk. On a loaded machine the run is slower too, so the test
      // can only pass more easily, never fail or hang for it.
      usleep(200_000)
      return try AtomicFile.read(url)
    }
    let screen = try await run(
      "<esc>", files: .live(directory: directory),
      dependencies: { $0.defaultAppStorage = storage })
    #expect(!screen.contains("PrimeTime tour"), "\(screen)")
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(!entries.contains { $0.contains(".tmp-") }, "\(entries)")
    let saved = try JSONDecoder().decode(
      [String: Onboarding.Record].self, from: Data(contentsOf: document))
    #expect(saved == ["tour": Onboarding.Record(finished: false)])
  }

  @Test func quitStopsReadingKeys() async throws {
    let (screen, _) = try await run("q+++")
    #expect(screen.contains("Count: 0"))
  }
}
