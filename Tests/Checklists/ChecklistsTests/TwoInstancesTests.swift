import Checklists
import ComposableArchitecture
import Foundation
import Testing

/// Two instances of the app on one checklists file: two real processes (`ChecklistsWriter`, the
/// app's real key on the real file system), each adding and deleting items of its own in the
/// same checklist at the same time. Each save merges what the other saved since, so the file
/// ends with every edit of both.
@Suite struct TwoInstancesTests {
  @Test(.timeLimit(.minutes(1)))
  func editsMadeAtOnceInTwoInstancesAreAllKept() async throws {
    let writer = try #require(
      Self.builtExecutable("ChecklistsWriter"),
      "ChecklistsWriter is not beside the test bundle; build it with `swift build --build-tests`")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ChecklistsTwoInstancesTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("checklists.json")
    let groceries = Checklist(
      id: UUID(), title: "Groceries", items: [Checklist.Item(id: UUID(), text: "Milk")])
    try JSONEncoder().encode(IdentifiedArrayOf<Checklist>(uniqueElements: [groceries])).write(
      to: file)

    let rounds = 100
    async let first = Self.run(writer, directory.path, "a", "\(rounds)")
    async let second = Self.run(writer, directory.path, "b", "\(rounds)")
    let (firstSaid, secondSaid) = try await (first, second)
    #expect(firstSaid == "done\n")
    #expect(secondSaid == "done\n")

    let onFile = try JSONDecoder().decode(
      IdentifiedArrayOf<Checklist>.self, from: Data(contentsOf: file))
    let texts = onFile.first?.items.map(\.text) ?? []
    // Each kept its last two items and deleted the rest of its own; Milk was never touched.
    let expected: Set = ["Milk", "a-98", "a-99", "b-98", "b-99"]
    #expect(onFile.map(\.title) == ["Groceries"])
    #expect(texts.count == Set(texts).count, "an item saved twice: \(texts)")
    #expect(
      Set(texts) == expected,
      "lost: \(expected.subtracting(texts)), resurrected: \(Set(texts).subtracting(expected))")
  }

  /// Runs `executable` with `arguments` to its end, waiting on a thread of its own (not one of
  /// the tasks' few); returns what it printed.
  static func run(_ executable: URL, _ arguments: String...) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let said = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let complaint = String(
              decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            guard process.terminationStatus == 0 else {
              throw WriterFailed(status: process.terminationStatus, message: complaint)
            }
            return String(decoding: said, as: UTF8.self)
          })
      }.start()
    }
  }

  struct WriterFailed: Error {
    let status: Int32
    let message: String
  }

  /// The executable `name` built beside the test bundle, if it was built.
  static func builtExecutable(_ name: String) -> URL? {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let executable = bundle.deletingLastPathComponent().appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
  }
}
