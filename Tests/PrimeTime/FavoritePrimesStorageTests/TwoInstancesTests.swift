import FavoritePrimesStorage
import FileClient
import Foundation
import TestSupport
import Testing

/// Two instances of the app on one data folder: two real processes (`FavoritesWriter`, the
/// favorites' real key with the live FileClient) adding and deleting favorites at the
/// same time. Each save writes that instance's edits onto what the file holds, under the file's
/// lock, so nothing either saved is lost and nothing either deleted comes back.
@Suite struct TwoInstancesTests {
  @Test(.timeLimit(.minutes(2)))
  func interleavedSavesAndDeletionsLoseNothingAndResurrectNothing() async throws {
    let writer = try ChildProcess("FavoritesWriter")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TwoInstancesTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let initial = [2, 3, 5, 7, 11, 13]
    try JSONEncoder().encode(initial)
      .write(to: directory.appendingPathComponent(FavoritePrimesKey.fileName))

    // Each adds primes of its own, deletes every third of them again, and deletes two of the
    // favorites both started with.
    let primes = (17...2_000).filter { n in n > 1 && (2..<n).allSatisfy { n % $0 != 0 } }
    func edits(adding own: [Int], deleting shared: [Int]) -> (edits: [String], kept: Set<Int>) {
      var edits: [String] = shared.map { "-\($0)" }
      var kept = Set<Int>()
      for (index, prime) in own.enumerated() {
        edits.append("+\(prime)")
        kept.insert(prime)
        if index % 3 == 2 {
          edits.append("-\(own[index - 1])")
          kept.remove(own[index - 1])
        }
      }
      return (edits, kept)
    }
    let first = edits(adding: stride(from: 0, to: 80, by: 2).map { primes[$0] }, deleting: [2, 5])
    let second = edits(
      adding: stride(from: 1, to: 80, by: 2).map { primes[$0] }, deleting: [7, 11])

    async let firstRun = writer.run([directory.path] + first.edits)
    async let secondRun = writer.run([directory.path] + second.edits)
    let (firstSaid, secondSaid) = try await (firstRun, secondRun)
    #expect(firstSaid.hasSuffix("done\n"), "\(firstSaid)")
    #expect(secondSaid.hasSuffix("done\n"), "\(secondSaid)")

    let onFile = try JSONDecoder().decode(
      [Int].self,
      from: Data(contentsOf: directory.appendingPathComponent(FavoritePrimesKey.fileName)))
    #expect(onFile.count == Set(onFile).count, "a prime saved twice: \(onFile)")
    let expected = Set([3, 13]).union(first.kept).union(second.kept)
    #expect(
      Set(onFile) == expected,
      "lost: \(expected.subtracting(onFile)), resurrected: \(Set(onFile).subtracting(expected))")
  }
}
