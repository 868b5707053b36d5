import ComposableArchitecture
import Testing

@testable import TerminalUI

/// The kit's alert and confirmation dialog: the focus as state, keys through the key map, the
/// answer routed to the parent's presentation, and the box as drawn.
@MainActor
@Suite struct AlertBoxTests {
  enum Choice: Equatable, Sendable { case delete, saveFirst, keep, saveAs }

  let alert = AlertState<Choice> {
    TextState("Delete 3 favorites?")
  } actions: {
    ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
    ButtonState(action: .saveFirst) { TextState("Save first") }
    ButtonState(role: .cancel, action: .keep) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }

  let dialog = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
    TextState("Save")
  } actions: {
    ButtonState(role: .cancel) { TextState("Cancel") }
    ButtonState(action: .saveFirst) { TextState("Save") }
    ButtonState(action: .saveAs) { TextState("Save as…") }
  }

  func store(_ state: AlertBox<Choice>.State = .init()) -> TestStore<
    AlertBox<Choice>.State, AlertBox<Choice>.Action
  > {
    TestStore(initialState: state) { AlertBox() }
  }

  /// What `key` does to `alert` with the store's focus; the test fails when nothing.
  func action(
    _ key: Key, _ store: TestStore<AlertBox<Choice>.State, AlertBox<Choice>.Action>
  ) throws -> AlertBox<Choice>.Action {
    try #require(AlertBox.action(for: key, alert: alert, state: store.state))
  }

  @Test func theFocusMovesAndWraps() async throws {
    let store = store()
    await store.send(try action(.right, store)) { $0 = .init(focusedButton: 2, in: alert) }
    await store.send(try action(.tab, store)) { $0.focusedButton = 0 }
    await store.send(try action(.backTab, store)) { $0.focusedButton = 2 }
    await store.send(try action(.left, store)) { $0.focusedButton = 1 }
    await store.send(try action(.left, store)) { $0.focusedButton = 0 }
    await store.send(try action(.left, store)) { $0.focusedButton = 2 }
    // An alert's buttons are a row: ↑ and ↓ are left to whatever is below.
    #expect(AlertBox.action(for: .up, alert: alert, state: store.state) == nil)
    #expect(AlertBox.action(for: .down, alert: alert, state: store.state) == nil)
  }

  /// The first focus is on the first button without a role: never a destructive one.
  @Test func enterPressesTheFocusedButton() async throws {
    let store = store()
    await store.send(try action(.enter, store))
    await store.receive(.delegate(.presented(.saveFirst)))
    await store.send(try action(.left, store)) { $0 = .init(focusedButton: 0, in: alert) }
    await store.send(try action(.enter, store))
    await store.receive(.delegate(.presented(.delete)))
  }

  @Test func escPressesTheCancelButton() async throws {
    let store = store(.init(focusedButton: 0, in: alert))
    await store.send(try action(.escape, store))
    await store.receive(.delegate(.presented(.keep)))

    // Without a cancel button, Esc dismisses.
    let plain = AlertState<Choice> {
      TextState("Saved")
    } actions: {
      ButtonState(action: .saveAs) { TextState("Save a copy") }
    }
    let escape = try #require(AlertBox.action(for: .escape, alert: plain, state: store.state))
    await store.send(escape)
    await store.receive(.delegate(.dismiss))
  }

  /// Each button answers the first letter of its label that no button before it took.
  @Test func lettersPressButtons() async throws {
    let alert = AlertState<Choice> {
      TextState("Unsaved changes")
    } actions: {
      ButtonState(action: .saveFirst) { TextState("Save") }
      ButtonState(action: .saveAs) { TextState("Save as…") }
      ButtonState(role: .cancel, action: .keep) { TextState("Stay") }
    }
    let keyMap = AlertBox.keyMap(for: alert, state: .init())
    // Enter names "Save" (focused) and Esc names "Stay": the key bar shows only `a` of the
    // letters, and every letter still works.
    #expect(keyMap.compactMap(\.hint) == ["Enter", "Esc", "←→", "a"])
    #expect(keyMap.map(\.label).suffix(3) == ["Save", "Save as…", "Stay"])
    let store = store()
    for (letter, choice) in [("s", Choice.saveFirst), ("a", .saveAs), ("t", .keep)] {
      let press = try #require(
        AlertBox.action(for: .character(Character(letter)), alert: alert, state: store.state))
      await store.send(press)
      await store.receive(.delegate(.presented(choice)))
    }
    #expect(AlertBox.action(for: .character("v"), alert: alert, state: store.state) == nil)
  }

  @Test func keyMapsClaimEachKeyOnce() {
    #expect(AlertBox.keyMap(for: alert, state: .init()).conflictingKeys().isEmpty)
    #expect(AlertBox.keyMap(for: dialog, state: .init()).conflictingKeys().isEmpty)
    let empty = AlertState<Choice> { TextState("Done") }
    #expect(AlertBox.keyMap(for: empty, state: .init()).conflictingKeys().isEmpty)
  }

  /// The focus belongs to the alert it was moved in: another alert, even with the same text,
  /// starts at its own default button.
  @Test func anotherAlertStartsAtItsDefault() async throws {
    let store = store(.init(focusedButton: 0, in: alert))
    let next = AlertState<Choice> {
      TextState("Delete 3 favorites?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(action: .saveFirst) { TextState("Save first") }
      ButtonState(role: .cancel, action: .keep) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(next == alert && next.id != alert.id)
    await store.send(try #require(AlertBox.action(for: .enter, alert: next, state: store.state)))
    await store.receive(.delegate(.presented(.saveFirst)))
  }

  /// Buttons added as SwiftUI adds them, and where the first focus goes.
  @Test func defaultButtonsAndFocus() async throws {
    let empty = AlertState<Choice> { TextState("Saved") }
    #expect(AlertBox.keyMap(for: empty, state: .init())[0].label == "OK")
    let store = store()
    await store.send(try #require(AlertBox.action(for: .enter, alert: empty, state: .init())))
    await store.receive(.delegate(.dismiss))

    // Every button destructive: a Cancel is added, and has the focus.
    let destructive = AlertState<Choice> {
      TextState("Erase everything?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Erase") }
    }
    let keyMap = AlertBox.keyMap(for: destructive, state: .init())
    // A destructive button answers no letter: it takes a move and Enter.
    #expect(keyMap.map(\.label) == ["Cancel", "Cancel", "choose", "choose", "Cancel"])

    // A dialog's cancel button goes last; one without gets "Cancel".
    #expect(
      AlertBox.keyMap(for: dialog, state: .init()).map(\.label).suffix(3) == [
        "Save", "Save as…", "Cancel",
      ])
    let bare = ConfirmationDialogState<Choice> {
      TextState("Share")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
    }
    #expect(AlertBox.keyMap(for: bare, state: .init()).map(\.label).first == "Cancel")
  }

  @Test func aDialogMovesWithEveryArrow() async throws {
    let store = store()
    func press(_ key: Key) throws -> AlertBox<Choice>.Action {
      try #require(AlertBox.action(for: key, dialog: dialog, state: store.state))
    }
    // Save, Save as…, then Cancel: the focus starts on Save.
    await store.send(try press(.down)) { $0 = .init(focusedButton: 1, in: dialog) }
    await store.send(try press(.right)) { $0.focusedButton = 2 }
    await store.send(try press(.tab)) { $0.focusedButton = 0 }
    await store.send(try press(.up)) { $0.focusedButton = 2 }
    await store.send(try press(.enter))
    await store.receive(.delegate(.dismiss))
    await store.send(try press(.character("a")))
    await store.receive(.delegate(.presented(.saveAs)))
  }

  // MARK: Composed in a feature, as the documentation shows

  @Reducer
  struct Favorites {
    @ObservableState
    struct State: Equatable {
      var primes = [2, 3, 5]
      @Presents var alert: AlertState<Action.Alert>?
      var alertBox = AlertBox<Action.Alert>.State()
    }

    enum Action: Equatable {
      case deleteTapped
      case alert(PresentationAction<Alert>)
      case alertBox(AlertBox<Alert>.Action)

      enum Alert: Equatable, Sendable { case deleteConfirmed }
    }

    static let deleteAlert = AlertState<Action.Alert> {
      TextState("Delete 3 favorites?")
    } actions: {
      ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.alertBox, action: \.alertBox) { AlertBox() }
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          state.alert = Self.deleteAlert
          return .none
        case .alertBox(.delegate(let answer)):
          return .send(.alert(answer))
        case .alert(.presented(.deleteConfirmed)):
          state.primes = []
          return .none
        case .alert, .alertBox:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Test func aFeatureRoutesTheAnswerToItsPresentation() async throws {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    func press(_ key: Key) throws -> Favorites.Action {
      let alert = try #require(store.state.alert)
      return .alertBox(
        try #require(AlertBox.action(for: key, alert: alert, state: store.state.alertBox)))
    }
    await store.send(.deleteTapped) { $0.alert = Favorites.deleteAlert }
    // Cancel has the focus: Enter would not delete.
    await store.send(try press(.enter))
    await store.receive(.alertBox(.delegate(.dismiss)))
    await store.receive(.alert(.dismiss)) { $0.alert = nil }

    await store.send(.deleteTapped) { $0.alert = Favorites.deleteAlert }
    let id = try #require(store.state.alert?.id)
    await store.send(try press(.left)) {
      $0.alertBox.presentationID = id
      $0.alertBox.focusedButton = 0
    }
    await store.send(try press(.enter))
    await store.receive(.alertBox(.delegate(.presented(.deleteConfirmed))))
    await store.receive(.alert(.presented(.deleteConfirmed))) {
      $0.alert = nil
      $0.primes = []
    }
  }

  // MARK: Drawing

  func frame(
    size: Size, unicode: Bool = true, _ draw: (inout Canvas, Rect) -> Void
  ) -> Canvas {
    var canvas = Canvas(size: size, glyphs: Glyphs(isUnicode: unicode))
    draw(&canvas, canvas.bounds)
    return canvas
  }

  @Test func drawsAnAlertWithItsButtonsInARow() {
    let alert = AlertState<Choice> {
      TextState("Delete 3 favorites?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    let canvas = frame(size: Size(columns: 34, rows: 9)) {
      AlertBox.render(alert, state: .init(), in: $1, on: &$0)
    }
    #expect(
      canvas.grid.text == """

            ┌────────────────────────┐
            │ Delete 3 favorites?    │
            │                        │
            │ This cannot be undone. │
            │                        │
            │ [ Delete ]  [ Cancel ] │
            └────────────────────────┘

        """)
    // Cancel is focused, so reversed, its letter marked; Delete is drawn as destructive, with
    // no letter (it takes a move and Enter).
    let buttons = canvas.grid.rows[6]
    #expect((6..<16).allSatisfy { buttons[$0].style == .error })
    #expect(buttons[20].style == [.reverse, .bold, .accent])
    #expect((18..<28).allSatisfy { buttons[$0].style.contains(.reverse) })
  }

  @Test func drawsADialogWithItsButtonsInAColumn() {
    let canvas = frame(size: Size(columns: 30, rows: 10), unicode: false) {
      AlertBox.render(dialog, state: .init(focusedButton: 1, in: dialog), in: $1, on: &$0)
    }
    #expect(
      canvas.grid.text == """

           +----------------------+
           | Save                 |
           |                      |
           | [ Save ]             |
           | [ Save as... ]       |
           |                      |
           | [ Cancel ]           |
           +----------------------+

        """)
  }

  @Test func longMessagesWrapAndWideTextIsMeasured() {
    let alert = AlertState<Choice> {
      TextState("素数を削除しますか？")
    } message: {
      TextState(
        "The favorites file keeps every prime you saved; deleting them all cannot be undone "
          + "from here, though a backup may remain.")
    }
    let canvas = frame(size: Size(columns: 40, rows: 12)) {
      AlertBox.render(alert, state: .init(), in: $1, on: &$0)
    }
    #expect(
      canvas.grid.text == """

        ┌──────────────────────────────────────┐
        │ 素数を削除しますか？                 │
        │                                      │
        │ The favorites file keeps every prime │
        │ you saved; deleting them all cannot  │
        │ be undone from here, though a backup │
        │ may remain.                          │
        │                                      │
        │                [ OK ]                │
        └──────────────────────────────────────┘

        """)
  }

  /// A short rectangle cuts the message and keeps the buttons.
  @Test func aShortRectangleKeepsTheButtons() {
    let canvas = frame(size: Size(columns: 30, rows: 6)) {
      AlertBox.render(alert, state: .init(), in: $1, on: &$0)
    }
    #expect(
      canvas.grid.text == """
        ┌────────────────────────────┐
        │ Delete 3 favorites? …      │
        │ [ Delete ]                 │
        │ [ Save first ]             │
        │ [ Cancel ]                 │
        └────────────────────────────┘
        """)
  }

  @Test func tinyRectanglesDoNotCrash() {
    for columns in 0...8 {
      for rows in 0...6 {
        var canvas = Canvas(size: Size(columns: 8, rows: 6), glyphs: Glyphs(isUnicode: true))
        let rect = Rect(column: 0, row: 0, width: columns, height: rows)
        AlertBox.render(alert, state: .init(), in: rect, on: &canvas, isError: true)
        AlertBox.render(dialog, state: .init(), in: rect, on: &canvas)
      }
    }
  }
}
