// The doc comment examples of Modules/Checklists/Checklists/ChecklistForm.swift, compiled; never run.
import Checklists
import ComposableArchitecture

private enum ChecklistFormDocExamples {
  static func edits(state: inout ChecklistDetail.State, form: ChecklistForm.State) {
    state.$checklist.withLock { $0 = form.edits(madeOn: $0) }
  }

  static func hasEdits(form: ChecklistForm.State) {
    let asksFirst = form.hasEdits  // a view asks before Esc drops them
    _ = asksFirst
  }

  @MainActor
  static func binding(store: StoreOf<ChecklistForm>) {
    store.send(.set(\.checklist.title, "Groceries"))
  }
}
