import AppFeature
import ComposableArchitecture
import FavoritePrimesStorage
import FileClient
import Foundation
import PrimeClient
import Testing

@testable import PrimeTimeTerminal
@testable import TerminalUI

/// Bad favorites files through the whole app with the live file client: the user sees what is
/// wrong, the app stays usable (a prime can still be saved), and the bad file is kept beside.
@MainActor
@Suite struct BadFileTests {
  enum Content: Sendable, CustomStringConvertible {
    case text(String)
    case sparse(bytes: Int)
    case folder

    var description: String {
      switch self {
      case .text(let text): "text \(text.debugDescription)"
      case .sparse(let bytes): "\(bytes) bytes"
      case .folder: "a folder"
      }
    }
  }

  nonisolated static let cases: [(Content, String, [Int])] = [
    (.text(""), "favorite-primes.json is empty.", [3]),
    (.text("[3, 5.5]"), "does not hold what was expected (a number that does not fit", [3]),
    (.text("[2,3"), "is not valid JSON", [3]),
    (.text("primes: 2, 3"), "is not valid JSON", [3]),
    (.text("{\"favorites\": [2]}"), "does not hold what was expected", [3]),
    (.text("[\"two\", 3]"), "does not hold what was expected", [3]),
    (.text("[-3, 4, 2, 2]"), "Ignored 3 entries", [2, 3]),
    (.sparse(bytes: 100 * 1024 * 1024), "is too large", [3]),
    (.folder, "is not a regular file", [3]),
  ]

  /// The counter does not say there are no favorites when the file could not be read: it
  /// says where to see why.
  @Test func theCounterSaysTheFavoritesWereNotRead() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("BadFileTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("[2,3".utf8).write(to: directory.appendingPathComponent(FavoritePrimesKey.fileName))
    let screen = try await Headless("", files: .live(directory: directory)).run()
    #expect(screen.contains("Favorite primes: not read (2 shows why)"), "\(screen)")
  }

  @Test(arguments: 0..<cases.count)
  func badFileIsReportedKeptAndTheAppStaysUsable(index: Int) async throws {
    let (content, message, savedAfterwards) = Self.cases[index]
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("BadFileTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(FavoritePrimesKey.fileName)
    switch content {
    case .text(let text):
      try Data(text.utf8).write(to: file)
    case .sparse(let bytes):
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      let handle = try FileHandle(forWritingTo: file)
      try handle.truncate(atOffset: UInt64(bytes))
      try handle.close()
    case .folder:
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    }

    let headless = try Headless(
      "2", files: .live(directory: directory), size: Size(columns: 100, rows: 30)
    ) {
      $0.primeClient = .onboarding
    }
    let before = await headless.run().replacingOccurrences(of: "\n ", with: " ")
    #expect(before.contains(message), "\(content): \(before)")
    // Not "no favorites yet": they may be in the file that could not be read.
    #expect(!before.contains("No favorite primes yet"), "\(content): \(before)")

    // Still usable: count to 3, save it, look at the favorites.
    let more = InMemoryBackend(
      size: Size(columns: 100, rows: 30), keys: try Key.parse("1+++ps<esc>2"))
    let again = TerminalApp<AppView>(
      store: headless.store, backend: more, isScripted: true,
      timeZone: TimeZone(identifier: "UTC")!)
    await again.run()
    // The save that keeps the bad file aside says so when it has finished.
    await again.waitUntil(Headless.hasKeptTheBadFileAside)
    await again.settle()
    let after = again.screen?.text ?? ""
    #expect(after.contains("was kept as favorite-primes.json.corrupt-"), "\(content): \(after)")

    let saved = try JSONDecoder().decode([Int].self, from: Data(contentsOf: file))
    #expect(saved == savedAfterwards, "\(content)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("favorite-primes.json.corrupt-") }
    #expect(kept.count == 1, "\(content): \(kept)")
    if case .text(let text) = content, let name = kept.first {
      let keptData = try Data(contentsOf: directory.appendingPathComponent(name))
      #expect(keptData == Data(text.utf8), "\(content)")
    }
  }
}
