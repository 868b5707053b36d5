// The doc comment examples of Modules/Checklists/Checklists/ChecklistForm.swift, compiled; never run.
import Checklists
import ComposableArchitecture

private enum ChecklistFormDocExamples {
  static func edits(state: inout ChecklistDetail.State, form: ChecklistForm.State) {
    state.$checklist.withLock { $0 = form.edits(madeOn: $0) }
  }

  @MainActor
  static func binding(store: StoreOf<ChecklistForm>) {
    store.send(.set(\.checklist.title, "Groceries"))
  }
}
