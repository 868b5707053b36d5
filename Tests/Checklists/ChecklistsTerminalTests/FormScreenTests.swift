import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// The form: a field per line, Tab between them, the text kept in the form itself.
@MainActor
@Suite struct FormScreenTests {
  @Test func editingTheTitleAndTheItemsWithTabThenSaving() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let store = makeStore()
    await openGroceries(store, $checklists)
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("e") {
      $0.app.path[id: 0, case: \.detail]?.destination = .edit(
        ChecklistForm.State(checklist: .groceries))
      $0.formFocus = .title
      $0.formCursor = 9
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Editing Groceries. Tab next field, Enter saves, Escape cancels, F1 help. Title: Groceries.
      """
    }
    await store.press("<bs>") {
      $0.app.path[id: 0, case: \.detail]?.destination?.modify(\.edit) {
        $0.checklist.title = "Grocerie"
      }
      $0.formCursor = 8
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Grocerie
       Items  [ ] Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Grocerie.
      """
    }
    await store.press("<tab>") {
      $0.formFocus = .item(UUID(101))
      $0.formCursor = 4
    } spoken: {
      """
      Item 1: Milk.
      """
    }
    await store.press("<home>") {
      $0.formCursor = 0
    } spoken: {
      """
      start, M
      """
    }
    await store.type("Oat ") {
      $0.app.path[id: 0, case: \.detail]?.destination?.modify(\.edit) {
        $0.checklist.items[id: UUID(101)]?.text = "Oat Milk"
      }
      $0.formCursor = 4
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Grocerie
       Items  [ ] Oat Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Oat Milk.
      """
    }
    // Shift-Tab from the first item goes back to the title, Tab from the last to the title.
    await store.press("<s-tab>") {
      $0.formFocus = .title
      $0.formCursor = 8
    } spoken: {
      """
      Title: Grocerie.
      """
    }
    await store.press("<up>") {
      $0.formFocus = .item(UUID(102))
      $0.formCursor = 5
    } spoken: {
      """
      Item 2: Bread.
      """
    }
    await store.press("<enter>") {
      $0.app.path[id: 0, case: \.detail]?.destination = nil
      $0.app.path[id: 0, case: \.detail]?.$checklist.withLock {
        $0.title = "Grocerie"
        $0.items[id: UUID(101)]?.text = "Oat Milk"
      }
      $0.formFocus = nil
    } frame: {
      """
       Checklists › Grocerie
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Oat Milk
       [x] Bread





                                          1/2
       Space toggle  a add   ? help  Esc back
      """
    } spoken: {
      """
      Grocerie. 1 of 2 done. 1 of 2: Oat Milk, to do.
      """
    }
    #expect(checklists[id: Checklist.groceries.id]?.title == "Grocerie")
  }

  @Test func ctrlNAddsAnItemAndBackspaceOnItWhileEmptyRemovesIt() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let store = makeStore()
    await openGroceries(store, $checklists)
    await store.press("e") {
      $0.app.path[id: 0, case: \.detail]?.destination = .edit(
        ChecklistForm.State(checklist: .groceries))
      $0.formFocus = .title
      $0.formCursor = 9
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    }
    await store.press("<c-n>") {
      $0.app.path[id: 0, case: \.detail]?.destination?.modify(\.edit) {
        $0.checklist.items.append(Checklist.Item(id: UUID(0)))
      }
      $0.formFocus = .item(UUID(0))
      $0.formCursor = 0
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread
              [ ] an item





       Enter save  Tab next field  Esc cancel
      """
    }
    await store.press("<bs>") {
      $0.app.path[id: 0, case: \.detail]?.destination?.modify(\.edit) {
        $0.checklist.items.remove(id: UUID(0))
      }
      $0.formFocus = .item(UUID(102))
      $0.formCursor = 5
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    }
    // Nothing typed is left (the item came and went): Esc closes at once, the checklist as it
    // was.
    await store.press("<esc>")
    await store.receive(.app(.path(.element(id: 0, action: .detail(.cancelEditButtonTapped))))) {
      $0.app.path[id: 0, case: \.detail]?.destination = nil
      $0.formFocus = nil
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
    #expect(checklists == [.groceries])
  }

  @Test func aNewChecklistsItemsAreTypedInTheFormToo() async {
    let store = makeStore()
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("a") {
      $0.app.list.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
      $0.formFocus = .title
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  a title
       Items  none yet: Ctrl-N adds one







       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      New checklist. Tab next field, Enter saves, Escape cancels, F1 help. Title: empty.
      """
    }
    await store.type("Trip") {
      $0.app.list.destination?.modify(\.add) { $0.checklist.title = "Trip" }
      $0.formCursor = 4
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  Trip
       Items  none yet: Ctrl-N adds one







       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Title: Trip.
      """
    }
    await store.press("<c-n>") {
      $0.app.list.destination?.modify(\.add) {
        $0.checklist.items.append(Checklist.Item(id: UUID(1)))
      }
      $0.formFocus = .item(UUID(1))
      $0.formCursor = 0
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  Trip
       Items  [ ] an item







       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Item 1: empty.
      """
    }
    await store.type("Passport") {
      $0.app.list.destination?.modify(\.add) { $0.checklist.items[id: UUID(1)]?.text = "Passport" }
      $0.formCursor = 8
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  Trip
       Items  [ ] Passport







       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Item 1: Passport.
      """
    }
    await store.press("<enter>") {
      $0.app.list.destination = nil
      $0.app.list.$checklists.withLock {
        $0 = [
          Checklist(
            id: UUID(0), title: "Trip", items: [Checklist.Item(id: UUID(1), text: "Passport")])
        ]
      }
      $0.formFocus = nil
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Trip                           0     1






                                          1/1
       a add  Enter open       ? help  q quit
      """
    } spoken: {
      """
      Checklists. Row 1 of 1: Trip, 0 of 1 done.
      """
    }
  }
}

/// An item's notes: typed in a text area under the form's fields (Ctrl-O), a paste of three
/// lines one edit, kept in the item when closed and in the file when the form is saved, and
/// shown under the item on its checklist.
@MainActor
@Suite struct ItemNotesTests {
  @Test func notesArePastedKeptAndShownUnderTheItem() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let store = makeStore()
    // The form's fields and the notes' records are the other tests'; here, what is seen.
    store.store.exhaustivity = .off(showSkippedAssertions: false)
    await store.press(
      "<enter>",
      frame: {
        """
         Checklists › Groceries
        ────────────────────────────────────────
         1/2 done ████████████░░░░░░░░░░░░  50%
         [ ] Milk
         [x] Bread





                                            1/2
         Space toggle  a add   ? help  Esc back
        """
      })
    await store.press(
      "e",
      frame: {
        """
         Checklists › Groceries › Edit
        ────────────────────────────────────────
         Title  Groceries
         Items  [ ] Milk
                [x] Bread






         Enter save  Tab next field  Esc cancel
        """
      })
    await store.press("<tab>") {
      $0.formFocus = .item(UUID(101))
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    }
    await store.press("<c-o>") {
      $0.formNotes = TextArea.State(placeholder: "notes on Milk", limit: 10_000)
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread


       Notes   notes on Milk



       ←→ move  Alt-u undo           Esc done
      """
    }
    await store.press(
      .paste("2 litres\nsemi-skimmed\nnot the oat one"),
      frame: {
        """
         Checklists › Groceries › Edit
        ────────────────────────────────────────
         Title  Groceries
         Items  [ ] Milk
                [x] Bread


         Notes  2 litres
                semi-skimmed
                not the oat one

         ←→ move  Alt-u undo           Esc done
        """
      })
    // One edit, however many lines: one undo takes the paste back.
    #expect(store.state.formNotes?.text == "2 litres\nsemi-skimmed\nnot the oat one")
    #expect(store.state.formNotes?.undoStack.count == 1)
    store.isNarrating = true
    await store.press("<esc>") {
      $0.formNotes = nil
    } frame: {
      """
       Checklists › Groceries › Edit
      ────────────────────────────────────────
       Title  Groceries
       Items  [ ] Milk
              [x] Bread






       Enter save  Tab next field  Esc cancel
      """
    } spoken: {
      """
      Item 1: Milk.
      """
    }
    await store.press(
      "<enter>",
      frame: {
        """
         Checklists › Groceries
        ────────────────────────────────────────
         1/2 done ████████████░░░░░░░░░░░░  50%
         [ ] Milk
         [x] Bread

                                            1/2
         ──────────────────────────────────────
         2 litres
         semi-skimmed
         not the oat one
         Space toggle  a add   ? help  Esc back
        """
      },
      spoken: {
        """
        Groceries. 1 of 2 done. 1 of 2: Milk, to do. Notes: 2 litres. semi-skimmed. not the oat one.
        """
      })
    #expect(checklists[0].items[0].notes == "2 litres\nsemi-skimmed\nnot the oat one")
  }
}
