import Pantry
import TerminalUITesting
import Testing

/// The pantry driven by keys: each step's state and screen asserted together.
@MainActor
@Suite struct PantryTests {
  func store(
    _ items: [String] = ["flour", "rice", "sugar", "salt"],
    dependencies: (inout DependencyValues) -> Void = { _ in }
  ) -> TerminalTestStore<PantryView> {
    TerminalTestStore<PantryView>(
      initialState: Pantry.State(items: items),
      environment: TerminalEnvironment(size: Size(columns: 40, rows: 6))
    ) {
      Pantry()
    } withDependencies: {
      dependencies(&$0)
    }
  }

  @Test func addingAnItem() async {
    let store = store(["flour"])
    await store.press("a") {
      $0.newItem = TextField.State(placeholder: "a new item")
    } frame: {
      """
      flour

                                           1/1
      a new item

       Enter done  Esc cancel     Ctrl-C quit
      """
    }
    await store.type("oats") {
      $0.newItem?.text = "oats"
    } frame: {
      """
      flour

                                           1/1
      oats

       Enter done  Esc cancel     Ctrl-C quit
      """
    }
    await store.press("<enter>")
    await store.receive(.newItem(.delegate(.submitted("oats")))) {
      $0.items = ["flour", "oats"]
      $0.newItem = nil
      $0.selection.row = 1
    } frame: {
      """
      flour
      oats
                                           2/2


       ↑↓ select  / filter  a add      q quit
      """
    }
  }

  /// The selected row is drawn reversed, which the frame's text cannot show: the style's mask
  /// can, a `^` for each reversed cell (up to the scrollbar's column; the key bar is reversed
  /// too).
  @Test func theSelectedRowIsReversed() async {
    let store = store()
    await store.press("<down>") {
      $0.selection.row = 1
    } frame: {
      """
      flour                                  █
      rice                                   │
                                           2/4


       ↑↓ select  / filter  a add      q quit
      """
    }
    store.assertStyle(.reverse) {
      """

      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^



      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      """
    }
  }

  @Test func filteringAsYouType() async {
    let store = store()
    await store.press("/") {
      $0.selection.isFiltering = true
    } frame: {
      """
      flour                                  █
      rice                                   │
      /type to filter                      1/4


       ↑↓ select                  Ctrl-C quit
      """
    }
    await store.press("s") {
      $0.selection.filter.text = "s"
      $0.selection.filter.cursor = 1
      $0.selection.matches = ListSelection.Matches(query: "s", rows: [2, 3])
      $0.selection.row = 2
    } frame: {
      """
      sugar
      salt
      /s                                   1/2


       ↑↓ select                  Ctrl-C quit
      """
    }
    await store.press("<enter>")
    await store.receive(.list(.filter(.delegate(.submitted("s"))))) {
      $0.selection.isFiltering = false
    } frame: {
      """
      sugar
      salt
      /s                                   1/2


       n/N next match                  q quit
      """
    }
    await store.press("n") {
      $0.selection.row = 3
    } frame: {
      """
      sugar
      salt
      /s                                   2/2


       n/N next match                  q quit
      """
    }
    // Every row shown again, the view keeps salt where it was: its first row is now the third.
    await store.press("<esc>") {
      $0.selection.filter.text = ""
      $0.selection.filter.cursor = 0
      $0.selection.matches = nil
      $0.selection.top = 2
    } frame: {
      """
      sugar                                  │
      salt                                   █
                                           4/4


       ↑↓ select  / filter  a add      q quit
      """
    }
    // While the filter is typed, q is typed; at the list, it quits.
    await store.press("q")
    #expect(store.hasQuit)
  }

  @Test func anEmptyNameIsRefusedAndEscClosesTheField() async {
    let store = store(["flour"])
    await store.press("a") {
      $0.newItem = TextField.State(placeholder: "a new item")
    } frame: {
      """
      flour

                                           1/1
      a new item

       Enter done  Esc cancel     Ctrl-C quit
      """
    }
    await store.press("<enter>")
    await store.receive(.newItem(.delegate(.submitted("")))) {
      $0.newItem?.message = "Type the item's name first."
    } frame: {
      """
      flour

                                           1/1
      a new item
      Type the item's name first.
       Enter done  Esc cancel     Ctrl-C quit
      """
    }
    await store.press("<esc>")
    await store.receive(.newItem(.delegate(.cancelled))) {
      $0.newItem = nil
    } frame: {
      """
      flour

                                           1/1


       ↑↓ select  / filter  a add      q quit
      """
    }
  }

  @Test func deletingTheSelectedItem() async {
    let clock = TestClock()
    let store = store(["flour", "rice"]) { $0.continuousClock = clock }
    await store.press("j") {
      $0.selection.row = 1
    } frame: {
      """
      flour
      rice
                                           2/2


       ↑↓ select  / filter  a add      q quit
      """
    }
    // `d` asks first: the alert takes the keys, its default button focused (Keep: Enter never
    // destroys what the user did not choose).
    await store.press("d") {
      $0.alert = AlertState {
        TextState("Delete “rice”?")
      } actions: {
        ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Keep") }
      }
    } frame: {
      """
      flour   ┌──────────────────────┐
      rice    │ Delete “rice”?       │
              │                      │     2/2
              │ [ Delete ]  [ Keep ] │
              └──────────────────────┘
       Enter Keep  Esc Keep           q close
      """
    }
    // ← focuses Delete; Enter presses it, and the alert box hands its action to the feature as
    // a delegate action, which the test receives as any effect's action.
    await store.press("<left>") {
      $0.alertBox = AlertBox.State(focusedButton: 0, in: $0.alert!)
    } frame: {
      """
      flour   ┌──────────────────────┐
      rice    │ Delete “rice”?       │
              │                      │     2/2
              │ [ Delete ]  [ Keep ] │
              └──────────────────────┘
       Enter Delete  Esc Keep         q close
      """
    }
    await store.press("<enter>")
    await store.receive(.alertBox(.delegate(.presented(.deleteConfirmed))))
    await store.receive(.alert(.presented(.deleteConfirmed))) {
      $0.alert = nil
      $0.items = ["flour"]
      $0.selection.row = 0
    } frame: {
      """
      flour

                                           1/1


       ↑↓ select  / filter  a add      q quit
      """
    }
    await store.receive(.status(.show(StatusLine.Message("Deleted rice."), for: .seconds(3)))) {
      $0.status.message = StatusLine.Message("Deleted rice.")
    } frame: {
      """
      flour

                                           1/1
      Deleted rice.

       ↑↓ select  / filter  a add      q quit
      """
    }
    // The status line goes by itself, on the test's clock.
    await clock.advance(by: .seconds(3))
    await store.receive(.status(.expired)) {
      $0.status.message = nil
    } frame: {
      """
      flour

                                           1/1


       ↑↓ select  / filter  a add      q quit
      """
    }
  }

  @Test func qIsTypedIntoTheFilter() async {
    let store = store()
    await store.press("/") {
      $0.selection.isFiltering = true
    } frame: {
      """
      flour                                  █
      rice                                   │
      /type to filter                      1/4


       ↑↓ select                  Ctrl-C quit
      """
    }
    await store.press("q") {
      $0.selection.filter.text = "q"
      $0.selection.filter.cursor = 1
      $0.selection.matches = ListSelection.Matches(query: "q", rows: [])
    } frame: {
      """
      No match for “q”

      /q                                   0/0


       ↑↓ select                  Ctrl-C quit
      """
    }
    #expect(!store.hasQuit)
  }

  @Test func belowItsLeastSizeItSaysSo() {
    let store = TerminalTestStore<PantryView>(
      initialState: Pantry.State(items: ["flour"]),
      environment: TerminalEnvironment(size: Size(columns: 20, rows: 4))
    ) {
      Pantry()
    }
    store.assertFrame {
      """
      Terminal too small
      need 24x6
      have 20x4
      """
    }
  }
}
