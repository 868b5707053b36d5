import Reading
import TerminalUITesting
import Testing

/// The reading list driven by keys: a sort on a key, notes pasted and kept, each step's state,
/// screen and words asserted together.
@MainActor
@Suite struct ReadingTests {
  func store() -> TerminalTestStore<ReadingView> {
    TerminalTestStore<ReadingView>(
      initialState: Reading.State(books: [
        Book(title: "Middlemarch", pages: 880), Book(title: "Dubliners", pages: 152),
        Book(title: "Emma", pages: 474),
      ]),
      environment: TerminalEnvironment(size: Size(columns: 40, rows: 12))
    ) {
      Reading()
    }
  }

  @Test func sortingByPagesKeepsTheSelectedBook() async {
    let store = store()
    store.isNarrating = true
    await store.press("s") {
      $0.selection.order = ListSelection.Order(column: 0, isAscending: true, rows: [1, 2, 0])
    } frame: {
      """
      Title ▲                      Pages Notes
      Dubliners                      152
      Emma                           474
      Middlemarch                    880






                                           3/3
       n notes  ↑↓ select  / filter    q quit
      """
    } spoken: {
      "Sorted by Title, ascending. Row 3 of 3: Middlemarch, 880 pages."
    }
    await store.press("s") {
      $0.selection.order = ListSelection.Order(column: 1, isAscending: true, rows: [1, 2, 0])
    } frame: {
      """
      Title                      Pages ▲ Notes
      Dubliners                      152
      Emma                           474
      Middlemarch                    880






                                           3/3
       n notes  ↑↓ select  / filter    q quit
      """
    } spoken: {
      "Sorted by Pages, ascending."
    }
  }

  @Test func notesArePastedAndKept() async {
    let store = store()
    store.store.exhaustivity = .off(showSkippedAssertions: false)
    await store.press("n") {
      $0.notes = TextArea.State(placeholder: "Notes on Middlemarch", limit: 2_000)
    } frame: {
      """
      Title                        Pages Notes
      Middlemarch                    880
      Dubliners                      152
      Emma                           474


                                           1/3
       Notes on Middlemarch



       Esc done  ←→ move          Ctrl-C quit
      """
    }
    // Three lines pasted: one edit.
    await store.press(
      .paste("Dorothea\nLydgate\nthe railway"),
      frame: {
        """
        Title                        Pages Notes
        Middlemarch                    880
        Dubliners                      152
        Emma                           474


                                             1/3
        Dorothea
        Lydgate
        the railway

         Esc done  ←→ move          Ctrl-C quit
        """
      })
    #expect(store.state.notes?.text == "Dorothea\nLydgate\nthe railway")
    #expect(store.state.notes?.undoStack.count == 1)
    await store.press("<esc>") {
      $0.books[0].notes = "Dorothea\nLydgate\nthe railway"
      $0.notes = nil
    } frame: {
      """
      Title                        Pages Notes
      Middlemarch                    880 yes
      Dubliners                      152
      Emma                           474






                                           1/3
       n notes  ↑↓ select  / filter    q quit
      """
    }
  }
}
