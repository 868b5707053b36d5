import Checklists
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ChecklistDetailTests {
  @Test func togglingAnItemWritesThroughToTheListsChecklist() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    }

    await store.send(.itemToggled(id: UUID(101))) {
      $0.$checklist.withLock { $0.items[id: UUID(101)]?.isDone = true }
    }
    #expect(checklists[id: Checklist.groceries.id]?.items[id: UUID(101)]?.isDone == true)

    await store.send(.itemToggled(id: UUID(102))) {
      $0.$checklist.withLock { $0.items[id: UUID(102)]?.isDone = false }
    }
    #expect(checklists[id: Checklist.groceries.id]?.items[id: UUID(102)]?.isDone == false)
  }

  /// Another instance deleted the checklist while this one shows it: a change made here brings
  /// it back with the change, as an item deleted there comes back when edited here. Before,
  /// the change went to the detail's copy alone, and was lost with it.
  @Test func aChangeToAChecklistDeletedElsewhereBringsItBack() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    $checklists.withLock { $0 = [] }

    await store.send(.itemToggled(id: UUID(101))) {
      $0.$checklist.withLock { $0.items[id: UUID(101)]?.isDone = true }
    }
    #expect(checklists.ids == [Checklist.groceries.id])
    #expect(checklists[id: Checklist.groceries.id]?.items[id: UUID(101)]?.isDone == true)

    $checklists.withLock { $0 = [] }
    await store.send(.newItemSubmitted(text: "Eggs")) {
      $0.$checklist.withLock { $0.items.append(Checklist.Item(id: UUID(0), text: "Eggs")) }
    }
    #expect(checklists[id: Checklist.groceries.id]?.items.last?.text == "Eggs")
  }

  /// Deleted from its own screen, the checklist stays deleted: a key typed ahead of the
  /// screen's going (a tick, taken before the dismissal's effect runs) does not bring it back,
  /// as a change does to one deleted elsewhere.
  @Test func aChangeAfterItsOwnDeletionDoesNotBringItBack() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    var state = ChecklistDetail.State(
      destination: .alert(.deleteChecklist(.groceries)), checklist: checklist)
    // The reducer alone: the dismissal is an effect, which has not run when the tick comes.
    _ = ChecklistDetail().reduce(
      into: &state, action: .destination(.presented(.alert(.confirmDeletion))))
    _ = ChecklistDetail().reduce(into: &state, action: .itemToggled(id: UUID(101)))
    #expect(checklists.isEmpty)
  }

  /// A detail of `checklist` whose form is open, its title typed as "Weekly shop".
  func retitling(_ checklist: Shared<Checklist>) async -> TestStoreOf<ChecklistDetail> {
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(ChecklistForm.State(checklist: checklist.wrappedValue))
    }
    await store.send(.destination(.presented(.edit(.set(\.checklist.title, "Weekly shop"))))) {
      $0.destination?.modify(\.edit) { $0.checklist.title = "Weekly shop" }
    }
    return store
  }

  @Test func doneEditingWritesTheEditedChecklistBack() async {
    let store = await retitling(Shared(value: .groceries))
    // A blank row the user added and never filled is not saved.
    await store.send(.destination(.presented(.edit(.addItemButtonTapped)))) {
      $0.destination?.modify(\.edit) { $0.checklist.items.append(Checklist.Item(id: UUID(0))) }
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$checklist.withLock { $0.title = "Weekly shop" }
    }
  }

  /// While the form is open, another instance deletes Bread and ticks Milk (the change reaches
  /// the shared checklist through its file). Done keeps the form's own edits and those: the
  /// form's copy, taken when it opened, brought Bread back and unticked Milk.
  @Test func doneEditingKeepsWhatChangedElsewhereMeanwhile() async {
    let checklist = Shared(value: Checklist.groceries)
    let store = await retitling(checklist)
    await store.send(.destination(.presented(.edit(.addItemButtonTapped)))) {
      $0.destination?.modify(\.edit) {
        $0.checklist.items.append(Checklist.Item(id: UUID(0)))
      }
    }
    await store.send(
      .destination(
        .presented(.edit(.set(\.checklist.items[id: UUID(0)], .init(id: UUID(0), text: "Eggs")))))
    ) {
      $0.destination?.modify(\.edit) { $0.checklist.items[id: UUID(0)]?.text = "Eggs" }
    }
    // Elsewhere: Bread deleted, Milk ticked.
    checklist.withLock {
      $0.items.remove(id: UUID(102))
      $0.items[id: UUID(101)]?.isDone = true
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$checklist.withLock {
        $0.title = "Weekly shop"
        $0.items.append(Checklist.Item(id: UUID(0), text: "Eggs"))
      }
    }
    #expect(
      checklist.wrappedValue.items.map(\.text) == ["Milk", "Eggs"]
        && checklist.wrappedValue.items[id: UUID(101)]?.isDone == true)
  }

  @Test func cancellingTheEditLeavesTheChecklistAlone() async {
    let store = TestStore(initialState: ChecklistDetail.State(checklist: Shared(value: .groceries)))
    {
      ChecklistDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(ChecklistForm.State(checklist: .groceries))
    }
    await store.send(.destination(.presented(.edit(.set(\.checklist.title, "Weekly shop"))))) {
      $0.destination?.modify(\.edit) { $0.checklist.title = "Weekly shop" }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.checklist == .groceries)
  }

  @Test func deletingAsksFirstThenRemovesTheChecklistAndDismisses() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteChecklist(.groceries))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    #expect(checklists.isEmpty)
    #expect(store.isDismissed)
  }

  @Test func cancellingTheAlertKeepsTheChecklist() async throws {
    @Shared(.checklists) var checklists = [.groceries]
    let checklist = try #require(Shared($checklists[id: Checklist.groceries.id]))
    let store = TestStore(initialState: ChecklistDetail.State(checklist: checklist)) {
      ChecklistDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteChecklist(.groceries))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    #expect(checklists == [.groceries])
    #expect(!store.isDismissed)
  }

  /// It names the checklist, as the list's alert does: one question, wherever it is asked.
  @Test func theDeleteAlertAsksWithADestructiveButtonAndACancelButton() {
    let alert = AlertState<ChecklistDetail.Destination.Alert>.deleteChecklist(.groceries)
    #expect(alert.title == TextState("Delete “Groceries”?"))
    #expect(
      alert.title
        == AlertState<ChecklistsList.Destination.Alert>.deleteChecklist(.groceries).title)
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, nil])
  }
}
