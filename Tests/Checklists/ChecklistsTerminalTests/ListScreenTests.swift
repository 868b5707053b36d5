import Checklists
import ChecklistsTerminal
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// The list of checklists: adding one through the form, opening one, filtering, quitting.
@MainActor
@Suite struct ListScreenTests {
  @Test func anEmptyListSaysHowToAddOne() {
    let store = makeStore()
    store.assertFrame {
      """
       Checklists
      ────────────────────────────────────────
       No checklists yet: a adds one.








       a add                   ? help  q quit
      """
    }
  }

  /// The list of checklists is a table: `s` sorts by the next column, said on its header and
  /// heard; the selected checklist stays selected; `S` reverses; a click on a title sorts by it.
  @Test func sSortsTheChecklistsByAColumnAndKeepsTheSelection() async {
    @Shared(.checklists) var checklists = [Checklist.packing, Checklist.groceries]
    let store = makeStore()
    store.isNarrating = true
    await store.press("s") {
      $0.checklistSelection.order = ListSelection.Order(column: 0, isAscending: true, rows: [1, 0])
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title ▲                     Done Items
       Groceries                      1     2
       Packing                        0     0





                                          2/2
       a add  Enter open       ? help  q quit
      """
    } spoken: {
      "Sorted by Title, ascending. Row 2 of 2: Packing, 0 of 0 done."
    }
    await store.press("S") {
      $0.checklistSelection.order = ListSelection.Order(
        column: 0, isAscending: false, rows: [0, 1])
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title ▼                     Done Items
       Packing                        0     0
       Groceries                      1     2





                                          1/2
       a add  Enter open       ? help  q quit
      """
    } spoken: {
      """
      Sorted by Title, descending. Row 1 of 2: Packing, 0 of 0 done.
      """
    }
    // The Done title: the checklists by how many of their items are done.
    await store.press(.click(column: 31, row: 2)) {
      $0.checklistSelection.order = ListSelection.Order(column: 1, isAscending: true, rows: [0, 1])
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                      Done▲ Items
       Packing                        0     0
       Groceries                      1     2





                                          1/2
       a add  Enter open       ? help  q quit
      """
    } spoken: {
      """
      Sorted by Done, ascending.
      """
    }
    // Checked in the file: the order is the screen's, not the data's.
    #expect(checklists == [Checklist.packing, Checklist.groceries])
  }

  @Test func addingAChecklistSelectsIt() async {
    @Shared(.checklists) var checklists = [Checklist.packing]
    let store = makeStore()
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
    }
    await store.type("Groceries") {
      $0.app.list.destination?.modify(\.add) { $0.checklist.title = "Groceries" }
      $0.formCursor = 9
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  Groceries
       Items  none yet: Ctrl-N adds one







       Enter save  Tab next field  Esc cancel
      """
    }
    await store.press("<enter>") {
      $0.app.list.destination = nil
      $0.app.list.$checklists.withLock {
        $0.append(Checklist(id: UUID(0), title: "Groceries"))
      }
      $0.formFocus = nil
      $0.checklistSelection.row = 1
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Packing                        0     0
       Groceries                      0     0





                                          2/2
       a add  Enter open       ? help  q quit
      """
    }
    #expect(checklists.map(\.title) == ["Packing", "Groceries"])
  }

  /// Esc never drops typed work without asking: on a form with something typed, it asks
  /// "Discard your changes?", and Discard closes the form, adding nothing.
  @Test func escAsksBeforeDroppingWhatWasTypedAndDiscardAddsNothing() async throws {
    let store = makeStore()
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
    }
    // q is typed here, not a way out.
    await store.type("q") {
      $0.app.list.destination?.modify(\.add) { $0.checklist.title = "q" }
      $0.formCursor = 1
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  q
       Items  none yet: Ctrl-N adds one







       Enter save  Tab next field  Esc cancel
      """
    }
    #expect(!store.hasQuit)
    // Esc would lose what was typed: it asks first, Keep editing focused.
    await store.press("<esc>") {
      $0.discardAlert = .discard($0.form!.checklist)
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  q
       It┌───────────────────────────────┐
         │ Discard your changes to “q”?  │
         │                               │
         │ What you typed will be lost.  │
         │                               │
         │ [ Discard ]  [ Keep editing ] │
         └───────────────────────────────┘

       Enter Keep editing             q close
      """
    }
    let alert = try #require(store.state.discardAlert)
    await store.press("<left>") {
      $0.discardAlertBox = AlertBox.State(focusedButton: 0, in: alert)
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  q
       It┌───────────────────────────────┐
         │ Discard your changes to “q”?  │
         │                               │
         │ What you typed will be lost.  │
         │                               │
         │ [ Discard ]  [ Keep editing ] │
         └───────────────────────────────┘

       Enter Discard                  q close
      """
    }
    await store.press("<enter>")
    await store.receive(.discardAlertBox(.delegate(.presented(.discard)))) {
      $0.discardAlert = nil
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  q
       Items  none yet: Ctrl-N adds one







       Enter save  Tab next field  Esc cancel
      """
    }
    await store.receive(.app(.list(.dismissAddButtonTapped))) {
      $0.app.list.destination = nil
      $0.formFocus = nil
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       No checklists yet: a adds one.








       a add                   ? help  q quit
      """
    }
    #expect(store.state.app.list.checklists.isEmpty)
  }

  @Test func enterOpensTheSelectedChecklistAndEscQAndBackspaceGoBack() async {
    @Shared(.checklists) var checklists = [Checklist.groceries, .packing]
    let store = makeStore()
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
       Packing                        0     0





                                          1/2
       a add  Enter open       ? help  q quit
      """
    }

    await store.press("j") {
      $0.checklistSelection.row = 1
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





                                          2/2
       a add  Enter open       ? help  q quit
      """
    }
    await store.press("<enter>") {
      $0.app.path[id: 1] = .detail(
        ChecklistDetail.State(checklist: Shared($checklists[id: Checklist.packing.id])!))
    } frame: {
      """
       Checklists › Packing
      ────────────────────────────────────────
       No items yet: a adds one.








       a add  e edit         ? help  Esc back
      """
    }
    await store.press("q") {
      $0.app.path = StackState()
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





                                          2/2
       a add  Enter open       ? help  q quit
      """
    }
    await store.press("<enter>") {
      $0.app.path[id: 2] = .detail(
        ChecklistDetail.State(checklist: Shared($checklists[id: Checklist.packing.id])!))
    } frame: {
      """
       Checklists › Packing
      ────────────────────────────────────────
       No items yet: a adds one.








       a add  e edit         ? help  Esc back
      """
    }
    await store.press("<bs>") {
      $0.app.path = StackState()
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





                                          2/2
       a add  Enter open       ? help  q quit
      """
    }
    // At the list, q quits.
    await store.press("q")
    #expect(store.hasQuit)
  }

  @Test func slashFiltersTheTitlesAndBackspaceOnAnEmptyFilterClosesIt() async {
    @Shared(.checklists) var checklists = [Checklist.groceries, .packing]
    let store = makeStore()
    await store.press("/") {
      $0.checklistSelection.isFiltering = true
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





       /type to filter                    1/2
       ↑↓ select             Esc clear filter
      """
    }
    await store.type("pa") {
      $0.checklistSelection.filter.text = "pa"
      $0.checklistSelection.filter.cursor = 2
      $0.checklistSelection.matches = ListSelection.Matches(query: "pa", rows: [1])
      $0.checklistSelection.row = 1
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Packing                        0     0






       /pa                                1/1
       ↑↓ select             Esc clear filter
      """
    }
    await store.press("<bs>") {
      $0.checklistSelection.filter.text = "p"
      $0.checklistSelection.filter.cursor = 1
      $0.checklistSelection.matches = ListSelection.Matches(query: "p", rows: [1])
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Packing                        0     0






       /p                                 1/1
       ↑↓ select             Esc clear filter
      """
    }
    await store.press("<bs>") {
      $0.checklistSelection.filter.text = ""
      $0.checklistSelection.filter.cursor = 0
      $0.checklistSelection.matches = nil
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





       /type to filter                    2/2
       ↑↓ select             Esc clear filter
      """
    }
    await store.press("<bs>") {
      $0.checklistSelection.isFiltering = false
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Groceries                      1     2
       Packing                        0     0





                                          2/2
       a add  Enter open       ? help  q quit
      """
    }
  }

  /// A file the app cannot read, at launch: said, and left as it is until the first save,
  /// which keeps it aside and says where.
  @Test func aFileThatCannotBeReadIsSaidKeptAsideAtTheFirstSaveAndWhereSaid() async throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(Data("not json".utf8), to: .checklistsFile)
    let store = makeStore()
    store.assertFrame {
      """
       Checklists
      ────────────────────────────────────────
       No checklists yet: a adds one.





       checklists.json could not be read (it
       is not valid JSON). It is kept aside
       before the next save replaces it.
       a add                   ? help  q quit
      """
    }
    await store.press("a") {
      $0.app.list.destination = .add(ChecklistForm.State(checklist: Checklist(id: UUID(0))))
      $0.formFocus = .title
    } frame: {
      """
       Checklists › New checklist
      ────────────────────────────────────────
       Title  a title
       Items  none yet: Ctrl-N adds one




       checklists.json could not be read (it
       is not valid JSON). It is kept aside
       before the next save replaces it.
       Enter save  Tab next field  Esc cancel
      """
    }
    await store.press("<enter>") {
      $0.app.list.destination = nil
      $0.app.list.$checklists.withLock { $0 = [Checklist(id: UUID(0))] }
      $0.formFocus = nil
    } frame: {
      """
       Checklists
      ────────────────────────────────────────
       Title                       Done Items
       Untitled                       0     0



                                          1/1

       The old checklists.json was kept as
       checklists.json.corrupt.
       a add  Enter open       ? help  q quit
      """
    }
    // The file the key could not read went aside before the save replaced it.
    #expect(
      try storage.contents(of: .checklistsFile.appendingPathExtension("corrupt"))
        == Data("not json".utf8))
  }
}
