import Checklists
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ChecklistsListTests {
  /// A checklist is named by its title, and "Untitled" until it has one: spaces alone are none
  /// (a title of spaces was shown as a blank row).
  @Test func aChecklistWithoutATitleIsUntitled() {
    #expect(Checklist(id: UUID(0), title: "Packing").name == "Packing")
    #expect(Checklist(id: UUID(0)).name == "Untitled")
    #expect(Checklist(id: UUID(0), title: "   ").name == "Untitled")
  }

  @Test func addingAChecklistAppendsItToTheSharedChecklists() async {
    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
    }
    await store.send(.destination(.presented(.add(.set(\.checklist.title, "Packing"))))) {
      $0.destination?.modify(\.add) { $0.checklist.title = "Packing" }
    }
    await store.send(.destination(.presented(.add(.addItemButtonTapped)))) {
      $0.destination?.modify(\.add) { $0.checklist.items.append(Checklist.Item(id: UUID(1))) }
    }
    await store.send(
      .destination(
        .presented(
          .add(.set(\.checklist.items[id: UUID(1)], Checklist.Item(id: UUID(1), text: "Passport")))
        )
      )
    ) {
      $0.destination?.modify(\.add) { $0.checklist.items[id: UUID(1)]?.text = "Passport" }
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$checklists.withLock {
        $0 = [
          Checklist(
            id: UUID(0), title: "Packing", items: [Checklist.Item(id: UUID(1), text: "Passport")])
        ]
      }
    }
  }

  @Test func addingDropsTheItemsLeftBlank() async {
    let blankAndFilled = Checklist(
      id: UUID(0),
      title: "Packing",
      items: [
        Checklist.Item(id: UUID(1)),
        Checklist.Item(id: UUID(2), text: "Passport"),
        Checklist.Item(id: UUID(3), text: "  \n"),
      ]
    )
    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
    }
    await store.send(.destination(.presented(.add(.set(\.checklist, blankAndFilled))))) {
      $0.destination?.modify(\.add) { $0.checklist = blankAndFilled }
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$checklists.withLock {
        $0 = [
          Checklist(
            id: UUID(0), title: "Packing", items: [Checklist.Item(id: UUID(2), text: "Passport")])
        ]
      }
    }
  }

  @Test func dismissingTheFormAddsNothing() async {
    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
    }
    await store.send(.destination(.presented(.add(.set(\.checklist.title, "Packing"))))) {
      $0.destination?.modify(\.add) { $0.checklist.title = "Packing" }
    }
    await store.send(.dismissAddButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.checklists.isEmpty)
  }

  @Test func deletingRowsRemovesThoseChecklists() async {
    let chores = Checklist(id: UUID(200), title: "Chores")
    @Shared(.checklists) var checklists = [.groceries, chores]
    let store = TestStore(initialState: ChecklistsList.State()) {
      ChecklistsList()
    }

    await store.send(.rowsDeleted([0])) {
      $0.$checklists.withLock { $0 = [chores] }
    }
    #expect(checklists == [chores])
  }
}
