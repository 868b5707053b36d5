import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import Testing

/// An edit of another instance's that this one's replaced (both edited the same item) is said
/// on screen until the next change here.
@MainActor
@Suite struct MergeNoticeTests {
  @Test func anOverwrittenEditIsSaidUntilTheNextChange() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    // As a merge in the key says it (the key declared it first, so it is set, not declared).
    @Shared(.checklistsOverwrittenEdits) var overwrittenEdits
    $overwrittenEdits.withLock { $0 = ["Groceries: “Oat milk” kept, not “Soy milk”"] }
    let store = makeStore()
    store.assertFrame {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2



                                          1/1

       Both instances edited Groceries: “Oat
       milk” kept, not “Soy milk”.
       a add  Enter open       ? help  q quit
      """
    }
    await store.press("<enter>") {
      $0.app.path[id: 0] = .detail(
        ChecklistDetail.State(checklist: Shared($checklists[id: Checklist.groceries.id])!))
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread


                                          1/2

       Both instances edited Groceries: “Oat
       milk” kept, not “Soy milk”.
       Space toggle  a add   ? help  Esc back
      """
    }
    await store.press("<space>") {
      $0.app.path[id: 0, case: \.detail]?.$checklist.withLock {
        $0.items[id: UUID(101)]?.isDone = true
      }
      $0.$overwrittenEdits.withLock { $0 = [] }
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       2/2 done ████████████████████████ 100%
       [x] Milk
       [x] Bread





                                          1/2
       Space toggle  a add   ? help  Esc back
      """
    }
  }
}
