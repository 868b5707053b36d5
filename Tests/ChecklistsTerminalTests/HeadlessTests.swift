import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// `checklists --headless --data-dir D --keys KEYS` as the executable wires it: the real event
/// loop on an in-memory terminal, the real file system.
@MainActor
@Suite struct HeadlessTests {
  func headless(_ keys: String, in folder: URL) async throws -> String {
    let notice = ChecklistsData.keepAsideUnusableFile(in: folder)
    let store = Store(initialState: ChecklistsTerminal.State(notice: notice)) {
      ChecklistsTerminal()
    } withDependencies: {
      $0.checklistsDirectory = folder
      $0.defaultFileStorage = .fileSystem
      $0.uuid = .incrementing
    }
    let backend = InMemoryBackend(
      size: Size(columns: 40, rows: 12), keys: try Key.parse(keys), isUnicode: true)
    let app = withDependencies {
      $0.continuousClock = ContinuousClock()
    } operation: {
      TerminalApp<ChecklistsView>(store: store, backend: backend, isScripted: true)
    }
    await app.run()
    await app.settle()
    #expect(await app.prepareToQuit() == nil)
    return app.screen?.text ?? ""
  }

  @Test func aChecklistMadeInOneRunIsThereInTheNext() async throws {
    let folder = URL.temporaryDirectory.appending(path: "checklists-headless-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }

    let first = try await headless(
      "aGroceries<enter><enter>amilk<enter><esc><space>", in: folder)
    let frame = """
       Checklists › Groceries        1/1 done
      ────────────────────────────────────────
       [x] milk







                                          1/1
       Space toggle  a add   ? help  Esc back
      """
    #expect(first == frame)

    let data = try Data(contentsOf: folder.appending(path: "checklists.json"))
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
    #expect(saved.map(\.title) == ["Groceries"])
    #expect(saved.first?.items.map(\.text) == ["milk"])
    #expect(saved.first?.items.map(\.isDone) == [true])

    let second = try await headless("<enter>", in: folder)
    #expect(second == first)
  }
}
