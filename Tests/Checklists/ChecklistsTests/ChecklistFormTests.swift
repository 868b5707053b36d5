import Checklists
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ChecklistFormTests {
  @Test func addingAnItemTakesItsIDFromTheUUIDDependency() async {
    let store = TestStore(initialState: ChecklistForm.State(checklist: Checklist(id: UUID(100)))) {
      ChecklistForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addItemButtonTapped) {
      $0.checklist.items.append(Checklist.Item(id: UUID(0)))
    }
    await store.send(.addItemButtonTapped) {
      $0.checklist.items.append(Checklist.Item(id: UUID(1)))
    }
  }

  @Test func bindingsEditTheTitleAndAnItemsText() async {
    let store = TestStore(initialState: ChecklistForm.State(checklist: .groceries)) {
      ChecklistForm()
    }
    await store.send(.set(\.checklist.title, "Weekly shop")) {
      $0.checklist.title = "Weekly shop"
    }
    await store.send(
      .set(\.checklist.items[id: UUID(101)], Checklist.Item(id: UUID(101), text: "Oat milk"))
    ) {
      $0.checklist.items[id: UUID(101)]?.text = "Oat milk"
    }
  }

  @Test func removingAnItemKeepsTheOthersInOrder() async {
    var checklist = Checklist.groceries
    checklist.items.append(Checklist.Item(id: UUID(103), text: "Eggs"))
    let store = TestStore(initialState: ChecklistForm.State(checklist: checklist)) {
      ChecklistForm()
    }
    await store.send(.removeItemButtonTapped(id: UUID(102))) {
      $0.checklist.items = [
        Checklist.Item(id: UUID(101), text: "Milk"),
        Checklist.Item(id: UUID(103), text: "Eggs"),
      ]
    }
  }
}
