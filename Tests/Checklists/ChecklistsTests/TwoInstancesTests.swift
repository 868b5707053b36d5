import Checklists
import ComposableArchitecture
import Foundation
import TestSupport
import Testing

/// Two instances of the app on one checklists file: two real processes (`ChecklistsWriter`, the
/// app's real key on the real file system), each adding and deleting items of its own in the
/// same checklist at the same time. Each save merges what the other saved since, so the file
/// ends with every edit of both.
@Suite struct TwoInstancesTests {
  @Test(.timeLimit(.minutes(1)))
  func editsMadeAtOnceInTwoInstancesAreAllKept() async throws {
    let writer = try ChildProcess("ChecklistsWriter")
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
    async let first = writer.run([directory.path, "a", "\(rounds)"])
    async let second = writer.run([directory.path, "b", "\(rounds)"])
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
}
