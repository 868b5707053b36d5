import Checklists
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ChecklistsAppTests {
  @Test func tappingARowPushesADetailHoldingTheListsChecklist() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let store = TestStore(initialState: ChecklistsApp.State()) {
      ChecklistsApp()
    }

    await store.send(.list(.checklistTapped(id: Checklist.groceries.id))) {
      $0.path[id: 0] = .detail(
        ChecklistDetail.State(checklist: Shared($checklists[id: Checklist.groceries.id])!))
    }
    // The detail ticks an item off; the list's checklists already hold the change.
    await store.send(.path(.element(id: 0, action: .detail(.itemToggled(id: UUID(101)))))) {
      $0.path[id: 0, case: \.detail]?.$checklist.withLock {
        $0.items[id: UUID(101)]?.isDone = true
      }
    }
    #expect(
      store.state.list.checklists[id: Checklist.groceries.id]?.items[id: UUID(101)]?.isDone == true)
    #expect(
      store.state.path[id: 0, case: \.detail]?.checklist
        == store.state.list.checklists[id: Checklist.groceries.id])
    // Being the list's value, the change is saved with it.
    @Dependency(\.defaultFileStorage) var storage
    let data = try #require(try storage.contents(of: .checklistsFile))
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
    #expect(saved[id: Checklist.groceries.id]?.items[id: UUID(101)]?.isDone == true)

    // And the other way: a write through the list is what the detail shows.
    store.state.list.$checklists.withLock { $0[id: Checklist.groceries.id]?.title = "Shopping" }
    store.assert {
      $0.list.$checklists.withLock { $0[id: Checklist.groceries.id]?.title = "Shopping" }
    }
    #expect(store.state.path[id: 0, case: \.detail]?.checklist.title == "Shopping")
  }

  @Test func anEditDoneInTheDetailIsSeenInTheList() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let store = TestStore(initialState: ChecklistsApp.State()) {
      ChecklistsApp()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.list(.checklistTapped(id: Checklist.groceries.id))) {
      $0.path[id: 0] = .detail(
        ChecklistDetail.State(checklist: Shared($checklists[id: Checklist.groceries.id])!))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(
        ChecklistForm.State(checklist: .groceries))
    }
    await store.send(
      .path(
        .element(
          id: 0, action: .detail(.destination(.presented(.edit(.set(\.checklist.title, "Shop"))))))
      )
    ) {
      $0.path[id: 0, case: \.detail]?.destination?.modify(\.edit) { $0.checklist.title = "Shop" }
    }
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.list.$checklists.withLock { $0[id: Checklist.groceries.id]?.title = "Shop" }
    }
    #expect(checklists[id: Checklist.groceries.id]?.title == "Shop")
  }

  @Test func deletingFromTheDetailEmptiesTheListAndPopsTheDetail() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let store = TestStore(initialState: ChecklistsApp.State()) {
      ChecklistsApp()
    }

    await store.send(.list(.checklistTapped(id: Checklist.groceries.id))) {
      $0.path[id: 0] = .detail(
        ChecklistDetail.State(checklist: Shared($checklists[id: Checklist.groceries.id])!))
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteChecklist(.groceries))
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
    ) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.list.$checklists.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
    #expect(checklists.isEmpty)
  }

  @Test func tappingARowWhoseChecklistIsGonePushesNothing() async {
    let store = TestStore(initialState: ChecklistsApp.State()) {
      ChecklistsApp()
    }
    await store.send(.list(.checklistTapped(id: UUID(999))))
  }
}
