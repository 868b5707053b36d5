import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// A checklist's screen: ticking items off, adding them one after another in a field.
@MainActor
@Suite struct DetailScreenTests {
  /// Space ticks the item off in one pass through the root reducer: the item ticked, the app's
  /// change taken and the selection kept in the same pass, nothing sent back for a second.
  @Test func spaceTicksTheSelectedItemOffAndOnAgain() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let reductions = LockIsolated(0)
    let store = makeStore(reductions: reductions)
    await openGroceries(store, $checklists)
    reductions.setValue(0)
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("<space>") {
      $0.app.path[id: 0, case: \.detail]?.$checklist.withLock {
        $0.items[id: UUID(101)]?.isDone = true
      }
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
    } spoken: {
      """
      2 of 2 done. 1 of 2: Milk, done.
      """
    }
    #expect(reductions.value == 1)
    await store.press("j") {
      $0.itemSelection.row = 1
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       2/2 done ████████████████████████ 100%
       [x] Milk
       [x] Bread





                                          2/2
       Space toggle  a add   ? help  Esc back
      """
    } spoken: {
      """
      2 of 2: Bread, done.
      """
    }
    await store.press("<space>") {
      $0.app.path[id: 0, case: \.detail]?.$checklist.withLock {
        $0.items[id: UUID(102)]?.isDone = false
      }
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [x] Milk
       [ ] Bread





                                          2/2
       Space toggle  a add   ? help  Esc back
      """
    } spoken: {
      """
      1 of 2 done. 2 of 2: Bread, to do.
      """
    }
    // The list's checklist, and so the file's: the same shared value.
    #expect(checklists[id: Checklist.groceries.id]?.items.map(\.isDone) == [true, false])
  }

  @Test func enterAddsAnItemAndKeepsTheFieldForTheNext() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let store = makeStore()
    await openGroceries(store, $checklists)
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("a") {
      $0.newItem = TextField.State(placeholder: "a new item")
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] a new item

       Enter add  F1 help            Esc done
      """
    } spoken: {
      """
      New item: empty. Enter adds, Escape adds and closes, F1 help.
      """
    }
    await store.type("Eggs") {
      $0.newItem?.text = "Eggs"
      $0.newItem?.cursor = 4
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] Eggs

       Enter add  F1 help            Esc done
      """
    } spoken: {
      """
      New item: Eggs.
      """
    }
    await store.press("<enter>")
    await store.receive(.newItem(.delegate(.submitted("Eggs")))) {
      $0.newItem = TextField.State(placeholder: "a new item")
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] a new item

       Enter add  F1 help            Esc done
      """
    } spoken: {
      """
      empty.
      """
    }
    await store.receive(
      .app(.path(.element(id: 0, action: .detail(.newItemSubmitted(text: "Eggs")))))
    ) {
      $0.app.path[id: 0, case: \.detail]?.$checklist.withLock {
        $0.items.append(Checklist.Item(id: UUID(0), text: "Eggs"))
      }
      $0.itemSelection.row = 2
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/3 done ████████░░░░░░░░░░░░░░░░  33%
       [ ] Milk
       [x] Bread
       [ ] Eggs


                                          3/3
       [ ] a new item

       Enter add  F1 help            Esc done
      """
    } spoken: {
      """
      1 of 3 done. 3 of 3: Eggs, to do.
      """
    }
    // Enter on the empty field is done adding.
    await store.press("<enter>")
    await store.receive(.newItem(.delegate(.submitted("")))) {
      $0.newItem = nil
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/3 done ████████░░░░░░░░░░░░░░░░  33%
       [ ] Milk
       [x] Bread
       [ ] Eggs




                                          3/3
       Space toggle  a add   ? help  Esc back
      """
    } spoken: {
      """
      3 of 3: Eggs, to do.
      """
    }
    #expect(checklists[id: Checklist.groceries.id]?.items.map(\.text) == ["Milk", "Bread", "Eggs"])
  }

  @Test func escOrBackspaceOnTheEmptyFieldClosesItAndThenEscGoesBack() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let store = makeStore()
    await openGroceries(store, $checklists)
    await store.press("a") {
      $0.newItem = TextField.State(placeholder: "a new item")
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] a new item

       Enter add  F1 help            Esc done
      """
    }
    await store.press("<bs>")
    await store.receive(.newItem(.delegate(.cancelled))) {
      $0.newItem = nil
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread





                                          1/2
       Space toggle  a add   ? help  Esc back
      """
    }
    await store.press("a") {
      $0.newItem = TextField.State(placeholder: "a new item")
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] a new item

       Enter add  F1 help            Esc done
      """
    }
    // Typed, a q and a Backspace edit the field.
    await store.type("q") {
      $0.newItem?.text = "q"
      $0.newItem?.cursor = 1
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] q

       Enter add  F1 help            Esc done
      """
    }
    await store.press("<bs>") {
      $0.newItem?.text = ""
      $0.newItem?.cursor = 0
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2
       [ ] a new item

       Enter add  F1 help            Esc done
      """
    }
    // Empty again, Esc closes the field with nothing to add (typed, Esc would add it).
    await store.press("<esc>")
    await store.receive(.newItem(.delegate(.cancelled))) {
      $0.newItem = nil
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread





                                          1/2
       Space toggle  a add   ? help  Esc back
      """
    }
    await store.press("<esc>") {
      $0.app.path = StackState()
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2






                                          1/1
       a add  Enter open       ? help  q quit
      """
    }
  }
}
