import Checklists
import ComposableArchitecture
import Foundation
import Testing

/// Two instances' changes to the same checklists, merged by identity: nothing either did is
/// lost, and an edit replaced by the other's is named.
@Suite struct ChecklistsMergeTests {
  let milk = Checklist.Item(id: UUID(1), text: "Milk")
  let eggs = Checklist.Item(id: UUID(2), text: "Eggs")
  let bread = Checklist.Item(id: UUID(3), text: "Bread")

  var groceries: Checklist {
    Checklist(id: UUID(10), title: "Groceries", items: [milk, eggs])
  }

  @Test func itemsAddedAndDeletedInEitherAreKeptSo() {
    var ours = groceries
    ours.items.remove(id: milk.id)
    ours.items.append(bread)
    var theirs = groceries
    let butter = Checklist.Item(id: UUID(4), text: "Butter")
    theirs.items.append(butter)
    theirs.items[id: eggs.id]?.isDone = true

    let merge = ChecklistsMerge(base: [groceries], ours: [ours], theirs: [theirs])

    #expect(
      merge.checklists == [
        Checklist(
          id: UUID(10), title: "Groceries",
          items: [Checklist.Item(id: UUID(2), text: "Eggs", isDone: true), bread, butter])
      ])
    #expect(merge.overwritten.isEmpty)
  }

  @Test func checklistsAddedOrDeletedInEitherAreKeptSo() {
    let packing = Checklist(id: UUID(11), title: "Packing")
    let chores = Checklist(id: UUID(12), title: "Chores")

    let merge = ChecklistsMerge(
      base: [groceries, chores], ours: [groceries, chores, packing], theirs: [groceries])

    #expect(merge.checklists == [groceries, packing])
  }

  @Test func anItemDeletedInOneAndEditedInTheOtherKeepsTheEdit() {
    var ours = groceries
    ours.items.remove(id: milk.id)
    var theirs = groceries
    theirs.items[id: milk.id]?.text = "Oat milk"

    let merge = ChecklistsMerge(base: [groceries], ours: [ours], theirs: [theirs])

    #expect(merge.checklists.first?.items.map(\.text) == ["Eggs", "Oat milk"])
  }

  @Test func anItemEditedInBothKeepsTheEditBeingSavedAndNamesTheOther() {
    var ours = groceries
    ours.items[id: milk.id]?.text = "Oat milk"
    var theirs = groceries
    theirs.items[id: milk.id]?.text = "Soy milk"
    theirs.items[id: milk.id]?.isDone = true

    let merge = ChecklistsMerge(base: [groceries], ours: [ours], theirs: [theirs])

    #expect(
      merge.checklists.first?.items[id: milk.id]
        == Checklist.Item(id: UUID(1), text: "Oat milk", isDone: true))
    #expect(merge.overwritten == ["Groceries: “Oat milk” kept, not “Soy milk”"])
  }

  @Test func theSameChangeMadeInBothIsNoConflict() {
    var both = groceries
    both.title = "Shopping"
    both.items[id: eggs.id]?.text = "Free-range eggs"

    // The base may be older than the last value the two shared: a change both hold is kept.
    let merge = ChecklistsMerge(base: [groceries], ours: [both], theirs: [both])

    #expect(merge.checklists == [both])
    #expect(merge.overwritten.isEmpty)
  }

  @Test func withNoBaseEverythingInEitherIsKept() {
    let packing = Checklist(id: UUID(11), title: "Packing")

    let merge = ChecklistsMerge(base: nil, ours: [groceries], theirs: [packing])

    #expect(merge.checklists == [groceries, packing])
  }
}
