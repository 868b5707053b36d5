import Checklists
import ComposableArchitecture
import Foundation
import Testing

/// The `.checklists` key against the test's file system, which is in memory: each test starts
/// with no file and sees no other test's.
@MainActor
@Suite struct PersistenceTests {
  @Test func addingAChecklistWritesItAsJSONAndItReadsBack() async throws {
    @Dependency(\.defaultFileStorage) var storage
    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    // No checklists on file: the key leaves an empty file where there was none, as upstream's.
    #expect(try storage.contents(of: .checklistsFile) == Data())

    await store.send(.addButtonTapped) {
      $0.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
    }
    await store.send(.destination(.presented(.add(.set(\.checklist.title, "Packing"))))) {
      $0.destination?.modify(\.add) { $0.checklist.title = "Packing" }
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$checklists.withLock { $0 = [Checklist(id: UUID(0), title: "Packing")] }
    }

    let data = try #require(try storage.contents(of: .checklistsFile))
    #expect(
      try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
        == [Checklist(id: UUID(0), title: "Packing")])

    @Shared(.checklists) var checklists
    #expect(checklists == [Checklist(id: UUID(0), title: "Packing")])
    // Loading again decodes the file rather than trusting the value in memory.
    try await $checklists.load()
    #expect(checklists == [Checklist(id: UUID(0), title: "Packing")])
    #expect($checklists.loadError == nil)
  }

  @Test func checklistsSavedByAnEarlierRunAreLoaded() async throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(JSONEncoder().encode([Checklist.groceries]), to: .checklistsFile)

    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    }
    #expect(store.state.checklists == [.groceries])
    #expect(store.state.$checklists.loadError == nil)
  }

  @Test func aCorruptFileLeavesTheListEmptyWithALoadErrorAndIsKept() async throws {
    @Dependency(\.defaultFileStorage) var storage
    let corrupt = Data("[{\"id\": ".utf8)
    try storage.write(corrupt, to: .checklistsFile)

    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.checklists.isEmpty)
    #expect(store.state.$checklists.loadError is DecodingError)

    // The first save replaces the file, but only after moving the unreadable one aside.
    await store.send(.addButtonTapped) {
      $0.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$checklists.withLock { $0 = [Checklist(id: UUID(0))] }
    }
    #expect(try storage.contents(of: .checklistsFile.appendingPathExtension("corrupt")) == corrupt)
    let data = try #require(try storage.contents(of: .checklistsFile))
    #expect(
      try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
        == [Checklist(id: UUID(0))])
  }

  @Test func theFileIsUnderTheUsersDataDirectoryNotATemporaryOne() {
    let path = URL.checklistsFile.path
    #expect(path.hasSuffix("/checklists/checklists.json"))
    #expect(!path.hasPrefix(FileManager.default.temporaryDirectory.path))
  }

  @Test func aSaveKeepsAnotherInstancesChangesAndTellsTheEditItReplaced() throws {
    @Dependency(\.defaultFileStorage) var storage
    let milk = Checklist.Item(id: UUID(1), text: "Milk")
    let groceries = Checklist(id: UUID(0), title: "Groceries", items: [milk])
    @Shared(.checklists) var checklists
    $checklists.withLock { $0 = [groceries] }

    // Another instance renames Milk and adds Eggs, unheard (the file system in memory has no
    // watch); this one renames Milk too.
    var theirs = groceries
    theirs.items[id: milk.id]?.text = "Soy milk"
    theirs.items.append(Checklist.Item(id: UUID(2), text: "Eggs"))
    try storage.write(
      JSONEncoder().encode(IdentifiedArrayOf(uniqueElements: [theirs])), to: .checklistsFile)
    $checklists.withLock { $0[id: groceries.id]?.items[id: milk.id]?.text = "Oat milk" }

    let merged: IdentifiedArrayOf<Checklist> = [
      Checklist(
        id: UUID(0), title: "Groceries",
        items: [
          Checklist.Item(id: UUID(1), text: "Oat milk"), Checklist.Item(id: UUID(2), text: "Eggs"),
        ])
    ]
    #expect(checklists == merged)
    let data = try #require(try storage.contents(of: .checklistsFile))
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data) == merged)
    @Shared(.checklistsOverwrittenEdits) var overwrittenEdits
    #expect(overwrittenEdits == ["Groceries: “Oat milk” kept, not “Soy milk”"])
  }
}
