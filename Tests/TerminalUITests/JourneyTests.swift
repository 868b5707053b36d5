import AppFeature
import ComposableArchitecture
import FavoritePrimes
import FileClient
import Foundation
import Testing

@testable import TerminalUI

/// Keys in, screen out: the real app through the event loop and the in-memory backend.
@MainActor
@Suite struct TerminalJourneyTests {
  func run(_ keys: String, favorites: [Int] = [2]) async throws -> (String, FileClient) {
    let files = FileClient.inMemory(initial: [
      FavoritePrimes.fileName: try JSONEncoder().encode(favorites)
    ])
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.fileClient = files
      $0.primeClient.nthPrime = { n in [2, 3, 5, 7, 11, 13, 17][n - 1] }
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    let backend = InMemoryBackend(size: Size(columns: 80, rows: 24), keys: try Key.parse(keys))
    let app = TerminalApp(store: store, backend: backend, unicode: true)
    await app.launch(onboarding: false, waitUntilLoaded: true)
    await app.run()
    await app.settle(timeout: .seconds(2))
    return (app.screen?.text ?? "", files)
  }

  @Test func pressTwoToSeeTheFavorites() async throws {
    let (screen, _) = try await run("2", favorites: [2, 31])
    #expect(screen.contains("> 2"))
    #expect(screen.contains("  31"))
    #expect(screen.contains("d delete"))
  }

  @Test func countUpAskAndSaveAPrime() async throws {
    let (screen, files) = try await run("++ps")
    #expect(screen.contains("Count: 2"))
    #expect(screen.contains("2 is prime 🎉"))
    #expect(screen.contains("r: remove from favorite primes"))
    #expect(try await files.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2])

    let (saved, savedFiles) = try await run("+++ps<esc>2")
    #expect(saved.contains("  3"))
    #expect(try await savedFiles.loadJSON([Int].self, from: FavoritePrimes.fileName) == [2, 3])
  }

  @Test func theAnswerShowsWithoutAnotherKey() async throws {
    let (screen, _) = try await run("+++++++n")
    #expect(screen.contains("The 7th prime is 17"))
  }

  @Test func quitStopsReadingKeys() async throws {
    let (screen, _) = try await run("q+++")
    #expect(screen.contains("Count: 0"))
  }
}
