import Checklists
import ComposableArchitecture
import Foundation
import Testing

/// What a front with a keyboard needs beyond the form: adding an item in place, and deleting
/// an item or a row of the list after an alert that names it.
@MainActor
@Suite struct ItemsAndDeletionAlertsTests {
  @Test func aSubmittedItemIsAppendedNotDoneAndBlankTextAddsNothing() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.newItemSubmitted(text: "  Eggs ")) {
      $0.$checklist.withLock { $0.items.append(Checklist.Item(id: UUID(0), text: "Eggs")) }
    }
    await store.send(.newItemSubmitted(text: " \n"))
    #expect(checklists[id: Checklist.groceries.id]?.items.last?.text == "Eggs")
  }

  @Test func deletingAnItemAsksFirstNamingIt() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    }
    let milk = Checklist.groceries.items[0]

    await store.send(.deleteItemButtonTapped(id: milk.id)) {
      $0.destination = .alert(.deleteItem(milk))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.deleteItemButtonTapped(id: milk.id)) {
      $0.destination = .alert(.deleteItem(milk))
    }
    await store.send(.destination(.presented(.alert(.confirmItemDeletion(id: milk.id))))) {
      $0.destination = nil
      $0.$checklist.withLock { _ = $0.items.remove(id: milk.id) }
    }
    #expect(checklists[id: Checklist.groceries.id]?.items.map(\.text) == ["Bread"])
    #expect(!store.isDismissed)

    let alert = AlertState<ChecklistDetail.Destination.Alert>.deleteItem(milk)
    #expect(alert.title == TextState("Delete “Milk”?"))
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func deletingARowAsksFirstNamingTheChecklist() async {
    let chores = Checklist(id: UUID(200), title: "Chores")
    @Shared(.checklists) var checklists = [.groceries, chores]
    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    }

    await store.send(.deleteButtonTapped(id: chores.id)) {
      $0.destination = .alert(.deleteChecklist(chores))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: chores.id))))) {
      $0.destination = nil
      $0.$checklists.withLock { $0 = [.groceries] }
    }
    // A row that went meanwhile asks nothing.
    await store.send(.deleteButtonTapped(id: chores.id))
    #expect(checklists == [.groceries])

    let alert = AlertState<ChecklistsList.Destination.Alert>.deleteChecklist(chores)
    #expect(alert.title == TextState("Delete “Chores”?"))
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion(id: chores.id), nil])
  }

  @Test func theFileIsInTheFolderTheDependencyNames() throws {
    let folder = URL(filePath: "/srv/lists")
    try withDependencies {
      $0.checklistsDirectory = folder
    } operation: {
      #expect(URL.checklistsFile == folder.appending(path: "checklists.json"))
      @Shared(.checklists) var checklists
      $checklists.withLock { $0 = [.groceries] }
      @Dependency(\.defaultFileStorage) var storage
      let data = try #require(try storage.contents(of: folder.appending(path: "checklists.json")))
      #expect(
        try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data) == [.groceries])
    }
  }
}
