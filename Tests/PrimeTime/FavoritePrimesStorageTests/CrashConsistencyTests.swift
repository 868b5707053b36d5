import FavoritePrimesStorage
import Foundation
import TestSupport
import Testing

/// A process saving favorites is killed with SIGKILL at random moments, again and again: the
/// file must always decode to the list saved last or to the one being saved, never to garbage,
/// and nothing else in the folder may be lost.
///
/// The child is `FavoritesWriter` (Tests/Support/FavoritesWriter): the favorites' real key, held in a
/// store's state, with the live FileClient. It kills until 100 kills have landed mid-save
/// (`CRASH_ROUNDS=N` for more). A load test: it runs with `PRIMETIME_LOAD_TESTS=1`, as
/// `Tools/test` sets it.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["PRIMETIME_LOAD_TESTS"] != nil))
struct CrashConsistencyTests {
  static let rounds = ProcessInfo.processInfo.environment["CRASH_ROUNDS"].flatMap(Int.init) ?? 100

  @Test func killedWhileSavingTheFileHoldsTheLastOrTheNextList() async throws {
    let writer = try ChildProcess("FavoritesWriter")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CrashConsistencyTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(FavoritePrimesKey.fileName)
    let neighbour = directory.appendingPathComponent("notes.txt")
    try Data("not PrimeTime's to touch\n".utf8).write(to: neighbour)

    var onFile: [Int]? = nil
    var killedMidSave = 0
    // Whose temporary files may be lying around: a killed save's, until a later save succeeds.
    var abandoning: Set<Int32> = []
    // Where a kill lands is up to the machine: the test kills until enough kills have landed
    // mid-save (or far too many have not), rather than count on a share of a fixed number.
    var round = 0
    while killedMidSave < Self.rounds && round < Self.rounds * 10 {
      round += 1
      // The waits for the child block a thread: a thread of its own, not one the tests share.
      let run = try await onThread {
        try Self.runAndKill(writer, directory: directory, afterMicroseconds: 0...25_000)
      }
      // No file at all is right only until a first save has gone through.
      let accepted: [[Int]?] = [run.lastSaved ?? onFile, run.beingSaved].filter {
        $0 != nil || onFile == nil
      }
      let data = try? Data(contentsOf: file)
      let decoded = data.flatMap { try? JSONDecoder().decode([Int].self, from: $0) }
      #expect(
        data == nil || decoded != nil,
        "round \(round): the file holds garbage: \(String(decoding: data?.prefix(200) ?? Data(), as: UTF8.self))"
      )
      let isAccepted = accepted.contains(decoded)
      #expect(
        isAccepted,
        """
        round \(round): the file holds \(decoded.map { "\($0.count) primes" } ?? "nothing"), \
        not one of the lists the writer had saved or was saving
        """)
      onFile = decoded
      if run.beingSaved != nil { killedMidSave += 1 }

      // Only the file, its lock, its neighbour, and the temporary files of killed saves that
      // no save has cleared since.
      abandoning = run.lastSaved == nil ? abandoning.union([run.pid]) : [run.pid]
      let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      let kept = [FavoritePrimesKey.fileName, ".\(FavoritePrimesKey.fileName).lock", "notes.txt"]
      let leftovers = entries.filter { !kept.contains($0) }
      let abandoned = Set(abandoning.map { ".\(FavoritePrimesKey.fileName).tmp-\($0)-" })
      #expect(
        leftovers.allSatisfy { name in abandoned.contains { name.hasPrefix($0) } },
        "round \(round): unexpected files \(leftovers)")
    }
    #expect(try String(contentsOf: neighbour, encoding: .utf8) == "not PrimeTime's to touch\n")
    // Kills must land while a save is under way, or the test proves little.
    #expect(
      killedMidSave >= Self.rounds, "only \(killedMidSave) of \(round) kills landed mid-save")
  }

  struct KilledRun {
    var pid: Int32
    /// The list of the last save the writer reported as done, if any.
    var lastSaved: [Int]?
    /// The list the writer had announced and not yet reported as saved, if any.
    var beingSaved: [Int]?
  }

  /// Starts `writer`, waits for it to be ready, lets it save for a random moment, kills it
  /// with SIGKILL and reads what it said.
  static func runAndKill(
    _ writer: ChildProcess, directory: URL, afterMicroseconds delay: ClosedRange<UInt32>
  ) throws -> KilledRun {
    let (process, output, errors) = try writer.start([directory.path])

    var said = Data()
    while !said.starts(with: Data("ready\n".utf8)) {
      let chunk = output.availableData
      if chunk.isEmpty {
        process.waitUntilExit()
        let message = String(
          decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        throw ChildProcess.Failure("\(writer.name) exited before it was ready: \(message)")
      }
      said += chunk
    }
    usleep(UInt32.random(in: delay))
    kill(process.processIdentifier, SIGKILL)
    said += output.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL else {
      let message = String(
        decoding: errors.readDataToEndOfFile(), as: UTF8.self)
      throw ChildProcess.Failure(
        "\(writer.name) stopped by itself (\(process.terminationStatus)): \(message)")
    }

    var run = KilledRun(pid: process.processIdentifier)
    // Only whole lines: the kill may cut the last one short, before its save began.
    let lines = String(decoding: said, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).dropLast()
    for line in lines {
      if line.hasPrefix("saving ") {
        run.beingSaved = line.dropFirst("saving ".count).split(separator: ",").compactMap {
          Int($0)
        }
      } else if line == "saved" {
        run.lastSaved = run.beingSaved
        run.beingSaved = nil
      }
    }
    return run
  }
}
