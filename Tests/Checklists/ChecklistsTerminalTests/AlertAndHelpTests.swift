import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// What covers a screen: the kit's `AlertBox` confirming a deletion, the help overlay; and
/// the screen that stands for all when the terminal is too small.
@MainActor
@Suite struct AlertAndHelpTests {
  /// The list once Groceries is deleted, saying so on its status line.
  static let packingAfterDeletingGroceries = """
     Checklists
    ────────────────────────────────────────
     Title                       Done Items
     Packing                        0     0




                                        1/1

     Deleted “Groceries”.
     a add  Enter open       ? help  q quit
    """

  /// The word of Groceries' deletion goes by itself, in the status line's time, and the list
  /// is left.
  func deletionWordGoes(
    _ store: TerminalTestStore<ChecklistsView>, _ clock: TestClock<Duration>
  ) async {
    await clock.advance(by: StatusLine.defaultDuration)
    await store.receive(
      .status(.expired), assert: { $0.status.message = nil },
      frame: {
        """
         Checklists
        ────────────────────────────────────────
         Title                       Done Items
         Packing                        0     0






                                            1/1
         a add  Enter open       ? help  q quit
        """
      })
  }

  @Test func deletingAChecklistAsksFirstAndAMoveAndEnterConfirm() async throws {
    @Shared(.checklists) var checklists = [Checklist.groceries, .packing]
    let clock = TestClock()
    let store = makeStore(clock: clock)
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("d") {
      $0.app.list.destination = .alert(.deleteChecklist(.groceries))
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Groceries”?                │
       │                                    │
       │ The checklist and all of its items │
       │ will be gone.                      │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          1/2
       Enter Cancel  Esc Cancel       q close
      """
    } spoken: {
      """
      Dialog: Delete "Groceries"? The checklist and all of its items will be gone. Delete, Cancel; arrows choose. Cancel focused.
      """
    }
    // Esc cancels: nothing goes.
    await store.press("<esc>")
    await store.receive(.listAlertBox(.delegate(.dismiss)))
    await store.receive(.app(.list(.destination(.dismiss)))) {
      $0.app.list.destination = nil
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





                                          1/2
       a add  Enter open       ? help  q quit
      """
    } spoken: {
      """
      Row 1 of 2: Groceries, 1 of 2 done.
      """
    }
    await store.press("d") {
      $0.app.list.destination = .alert(.deleteChecklist(.groceries))
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Groceries”?                │
       │                                    │
       │ The checklist and all of its items │
       │ will be gone.                      │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          1/2
       Enter Cancel  Esc Cancel       q close
      """
    } spoken: {
      """
      Dialog: Delete "Groceries"? The checklist and all of its items will be gone. Delete, Cancel; arrows choose. Cancel focused.
      """
    }
    // The key that opened it, pressed again, is no answer: a destructive button takes a move
    // and Enter.
    await store.press(
      "d",
      spoken: {
        """
        d: the dialog is open. Escape closes it.
        """
      })
    let alert = try #require(store.state.listAlert)
    await store.press("<left>") {
      $0.listAlertBox = AlertBox.State(focusedButton: 0, in: alert)
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Groceries”?                │
       │                                    │
       │ The checklist and all of its items │
       │ will be gone.                      │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          1/2
       Enter Delete  Esc Cancel       q close
      """
    } spoken: {
      """
      Delete focused.
      """
    }
    await store.press("<enter>")
    await store.receive(
      .listAlertBox(.delegate(.presented(.confirmDeletion(id: Checklist.groceries.id)))))
    await store.receive(
      .app(.list(.destination(.presented(.alert(.confirmDeletion(id: Checklist.groceries.id))))))
    ) {
      $0.app.list.destination = nil
      $0.app.list.$checklists.withLock { $0 = [.packing] }
      $0.status.message = StatusLine.Message("Deleted “Groceries”.")
    } frame: {
      Self.packingAfterDeletingGroceries
    } spoken: {
      """
      Deleted "Groceries". Row 1 of 1: Packing, 0 of 0 done.
      """
    }
    #expect(checklists == [.packing])
    // Heard going by itself, the word would say again where the user already is: the
    // narrating store fails the step had it said anything.
    await deletionWordGoes(store, clock)
  }

  @Test func deletingAnItemAsksFirstAndTabThenEnterConfirms() async throws {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await openGroceries(store, $checklists)
    // Heard as well as seen: every line the accessible mode says is asserted.
    store.isNarrating = true
    await store.press("j") {
      $0.itemSelection.row = 1
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread





                                          2/2
       Space toggle  a add   ? help  Esc back
      """
    } spoken: {
      """
      2 of 2: Bread, done.
      """
    }
    let bread = Checklist.groceries.items[1]
    await store.press("d") {
      $0.app.path[id: 0, case: \.detail]?.destination = .alert(.deleteItem(bread))
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Bread”?                    │
       │                                    │
       │ It will be gone from this          │
       │ checklist.                         │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          2/2
       Enter Cancel  Esc Cancel       q close
      """
    } spoken: {
      """
      Dialog: Delete "Bread"? It will be gone from this checklist. Delete, Cancel; arrows choose. Cancel focused.
      """
    }
    // The focus starts on Cancel, never on Delete; Tab moves it.
    let alert = try #require(store.state.detailAlert)
    await store.press("<tab>") {
      $0.detailAlertBox = AlertBox.State(focusedButton: 0, in: alert)
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Bread”?                    │
       │                                    │
       │ It will be gone from this          │
       │ checklist.                         │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          2/2
       Enter Delete  Esc Cancel       q close
      """
    } spoken: {
      """
      Delete focused.
      """
    }
    await store.press("<enter>")
    await store.receive(.detailAlertBox(.delegate(.presented(.confirmItemDeletion(id: bread.id)))))
    await store.receive(
      .app(
        .path(
          .element(
            id: 0,
            action: .detail(.destination(.presented(.alert(.confirmItemDeletion(id: bread.id))))))
        ))
    ) {
      $0.app.path[id: 0, case: \.detail]?.destination = nil
      $0.app.path[id: 0, case: \.detail]?.$checklist.withLock { _ = $0.items.remove(id: bread.id) }
      $0.status.message = StatusLine.Message("Deleted “Bread”.")
      $0.itemSelection.row = 0
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       0/1 done ░░░░░░░░░░░░░░░░░░░░░░░░   0%
       [ ] Milk




                                          1/1

       Deleted “Bread”.
       Space toggle  a add   ? help  Esc back
      """
    } spoken: {
      """
      Deleted "Bread". 0 of 1 done. 1 of 1: Milk, to do.
      """
    }
    // The word goes by itself, in the status line's time, and nothing is said: the user is
    // where they were.
    await clock.advance(by: StatusLine.defaultDuration)
    await store.receive(.status(.expired)) {
      $0.status.message = nil
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       0/1 done ░░░░░░░░░░░░░░░░░░░░░░░░   0%
       [ ] Milk






                                          1/1
       Space toggle  a add   ? help  Esc back
      """
    }
  }

  @Test func deletingTheWholeChecklistFromItsScreenGoesBackToTheList() async throws {
    @Shared(.checklists) var checklists = [Checklist.groceries, .packing]
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await openGroceries(store, $checklists)
    await store.press("D") {
      $0.app.path[id: 0, case: \.detail]?.destination = .alert(.deleteChecklist(.groceries))
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Groceries”?                │
       │                                    │
       │ The checklist and all of its items │
       │ will be gone.                      │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          1/2
       Enter Cancel  Esc Cancel       q close
      """
    }
    let alert = try #require(store.state.detailAlert)
    await store.press("<left>") {
      $0.detailAlertBox = AlertBox.State(focusedButton: 0, in: alert)
    } frame: {
      """
       Checklists › Groceries
      ────────────────────────────────────────
       ┌────────────────────────────────────┐
       │ Delete “Groceries”?                │
       │                                    │
       │ The checklist and all of its items │
       │ will be gone.                      │
       │                                    │
       │       [ Delete ]  [ Cancel ]       │
       └────────────────────────────────────┘
                                          1/2
       Enter Delete  Esc Cancel       q close
      """
    }
    await store.press("<enter>")
    await store.receive(.detailAlertBox(.delegate(.presented(.confirmDeletion))))
    await store.receive(
      .app(
        .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion)))))))
    ) {
      $0.app.path[id: 0, case: \.detail]?.destination = nil
      $0.app.list.$checklists.withLock { $0 = [.packing] }
      $0.status.message = StatusLine.Message("Deleted “Groceries”.")
    } frame: {
      """
       Checklists › Groceries         deleted
      ────────────────────────────────────────
       1/2 done ████████████░░░░░░░░░░░░  50%
       [ ] Milk
       [x] Bread



                                          1/2

       Deleted “Groceries”.
       Space toggle  a add   ? help  Esc back
      """
    }
    // The screen goes once the detail's dismissal arrives.
    #expect(ChecklistsView.holdsKeys(store.state))
    await store.receive(\.app.path.popFrom) {
      $0.app.path = StackState()
    } frame: {
      Self.packingAfterDeletingGroceries
    }
    #expect(!ChecklistsView.holdsKeys(store.state))
    await deletionWordGoes(store, clock)
  }

  @Test func helpListsTheKeysInForceAndScrolls() async {
    @Shared(.checklists) var checklists = [Checklist.groceries]
    let store = makeStore()
    await store.press("?") {
      $0.help = HelpOverlay.State()
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       ┌─ Help 1–7 of 17 ───────────────────┐
       │ a            add a checklist       █
       │ Enter        open the selected ch… █
       │ d            delete the selected … █
       │ ↑ k          previous row          │
       │ ↓ j          next row              │
       │ PgUp Ctrl-B  page up               │
       │ PgDn Ctrl-F  page down             │
       └────────────────────────────────────┘
       ↑↓ scroll                    Esc close
      """
    }
    await store.press("j") {
      $0.help?.offset = 1
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       ┌─ Help 2–8 of 17 ───────────────────┐
       │ Enter        open the selected ch… │
       │ d            delete the selected … █
       │ ↑ k          previous row          █
       │ ↓ j          next row              █
       │ PgUp Ctrl-B  page up               │
       │ PgDn Ctrl-F  page down             │
       │ Ctrl-U       half page up          │
       └────────────────────────────────────┘
       ↑↓ scroll                    Esc close
      """
    }
    // Help's keys are its own: `d` deletes nothing while it shows, and says that help is open.
    await store.press("d", spoken: { "d: help is open. Escape closes it." })
    // `a` scrolls to the keys of every screen, which it then says.
    await store.press("a") {
      $0.help?.offset = 13
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       ┌─ Help 11–17 of 17 ─────────────────┐
       │ End G        last row              │
       │ /            filter the rows as y… │
       │ s            sort by the next col… │
       │ On every screen:                   │
       │ q Ctrl-C     quit                  █
       │ Ctrl-L       redraw the screen     █
       │ Ctrl-Z       suspend (fg resumes)  █
       └────────────────────────────────────┘
       ↑↓ scroll                    Esc close
      """
    } spoken: {
      """
      Keys on every screen: q or Control C, quit; Control L, redraw the screen; Control Z, suspend (fg resumes). Escape closes help.
      """
    }
    await store.press("<esc>") {
      $0.help = nil
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

  @Test func whereTextIsTypedQuestionMarkIsTypedAndF1ShowsHelp() async {
    let store = makeStore(size: Size(columns: 60, rows: 24))
    await store.press("a") {
      $0.app.list.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
      $0.formFocus = .title
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────────────────────────
       Title  a title
       Items  none yet: Ctrl-N adds one



















       Enter save  Tab next field  Ctrl-N new item     Esc cancel
      """
    }
    await store.type("?") {
      $0.app.list.destination?.modify(\.add) { $0.checklist.title = "?" }
      $0.formCursor = 1
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────────────────────────
       Title  ?
       Items  none yet: Ctrl-N adds one



















       Enter save  Tab next field  Ctrl-N new item     Esc cancel
      """
    }
    await store.press("<f1>") {
      $0.help = HelpOverlay.State()
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────────────────────────
       ┌─ Help 1–18 of 18 ──────────────────────────────────────┐
       │ Enter        save the checklist                        │
       │ Esc          close without saving (asks first if you … │
       │ Tab ↓        next field                                │
       │ Shift-Tab ↑  previous field                            │
       │ Ctrl-N       add an item                               │
       │ ←            move left                                 │
       │ →            move right                                │
       │ Home Ctrl-A  go to the start                           │
       │ End Ctrl-E   go to the end                             │
       │ Backspace    delete the character before the cursor    │
       │ Delete       delete the character at the cursor        │
       │ Ctrl-U       delete to the start                       │
       │ Ctrl-K       delete to the end                         │
       │ Ctrl-W       delete the word before the cursor         │
       │ On every screen:                                       │
       │ Ctrl-C       quit                                      │
       │ Ctrl-L       redraw the screen                         │
       │ Ctrl-Z       suspend (fg resumes)                      │
       └────────────────────────────────────────────────────────┘

       ↑↓ scroll                                        Esc close
      """
    }
  }

  @Test func belowFortyByTwelveTheScreenSaysSoAndQStillQuits() async {
    let store = makeStore(size: Size(columns: 39, rows: 11))
    store.assertFrame {
      """
      Terminal too small
      need 40x12
      have 39x11
      """
    }
    // Heard, the screen is said whole, as the app says it: nothing is drawn.
    #expect(store.spokenLines == ["Checklists", "No checklists yet: a adds one."])
    await store.press("a")
    store.environment.size = Size(columns: 40, rows: 12)
    store.assertFrame {
      """
       Checklists
      ────────────────────────────────────────
       No checklists yet: a adds one.








       a add                   ? help  q quit
      """
    }
    store.environment.size = Size(columns: 20, rows: 5)
    store.assertFrame {
      """
      Terminal too small
      need 40x12
      have 20x5
      """
    }
    await store.press("q")
    #expect(store.hasQuit)
  }
}
