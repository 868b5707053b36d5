// The doc comment examples of Modules/Checklists/Checklists/Checklists.swift, compiled; never run.
import Checklists
import ComposableArchitecture
import Foundation

private enum ChecklistsDocExamples {
  static func checklist() {
    let packing = Checklist(
      id: UUID(),
      title: "Packing",
      items: [Checklist.Item(id: UUID(), text: "Passport")]
    )
    _ = packing
  }

  static func newChecklist() {
    @Dependency(\.uuid) var uuid
    let checklist = Checklist(id: uuid())
    _ = checklist
  }

  static func name() {
    @Dependency(\.uuid) var uuid
    let untitled = Checklist(id: uuid()).name  // "Untitled"
    let blank = Checklist(id: uuid(), title: "   ").name  // "Untitled"
    _ = (untitled, blank)
  }

  static func doneCount(_ checklist: Checklist) -> Int {
    let done = checklist.doneCount  // 2, of checklist.items.count
    return done
  }

  static func item(uuid: UUIDGenerator) -> Checklist.Item {
    Checklist.Item(id: uuid(), text: "Milk")
  }

  static func removingBlankItems(state: inout ChecklistsList.State, form: ChecklistForm.State) {
    state.$checklists.withLock { $0.append(form.checklist.removingBlankItems()) }
  }
}
