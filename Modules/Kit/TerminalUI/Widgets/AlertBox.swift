import ComposableArchitecture

/// An `AlertState` or a `ConfirmationDialogState` drawn as a box over a view, its buttons
/// answered by keys. Which button has the focus is state, kept by this reducer; a press goes to
/// the parent as the `PresentationAction` its `ifLet` already handles, so a feature keeps its
/// `@Presents var alert` and its `case .alert(.presented(…))` as they are, and adds four lines:
///
/// ```swift
/// @ObservableState struct State: Equatable {
///   @Presents var alert: AlertState<Action.Alert>?
///   var alertBox = AlertBox<Action.Alert>.State()
/// }
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   case alertBox(AlertBox<Alert>.Action)
///   enum Alert: Equatable, Sendable { case deleteConfirmed }
/// }
/// var body: some ReducerOf<Self> {
///   Scope(state: \.alertBox, action: \.alertBox) { AlertBox() }
///   Reduce { state, action in
///     switch action {
///     case .alertBox(.delegate(let answer)): return .send(.alert(answer))
///     case .alert(.presented(.deleteConfirmed)):
///       // … delete
///       return .none
///     case .alert, .alertBox:
///       return .none
///     }
///   }
///   .ifLet(\.$alert, action: \.alert)
/// }
/// ```
///
/// ```swift
/// // In the view, while the alert shows:
/// AlertBox.render(alert, state: state.alertBox, in: content, on: &canvas)
/// if let action = AlertBox.action(for: key, alert: alert, state: state.alertBox) {
///   store.send(.alertBox(action))
/// }
/// ```
///
/// The focus belongs to one alert, by its `id`: a new alert starts at its own default button
/// without anyone resetting it. (`AlertState.map` makes a new alert, so draw and answer the one
/// in state.)
///
/// Keys (`keyMap(for:state:)`): ← → (and ↑ ↓ in a dialog), Tab and Shift-Tab move the focus,
/// wrapping, when there are two buttons or more (one leaves those keys to the screen under the
/// box); Enter presses the focused button; Esc presses the cancel button, or dismisses when
/// there is none; each button but a destructive one is also pressed by the first letter of its
/// label that no button before it took (in lower case), drawn in bold. A destructive button
/// takes a move and Enter: the key that opened the alert, pressed twice (`dd`), never confirms
/// a deletion. The key bar shows a letter only for a button that Enter and Esc do not press
/// already.
///
/// The buttons shown are the alert's, in order, except that, as SwiftUI does, an alert without
/// buttons shows "OK" and a dialog without a cancel button shows "Cancel" (last, apart from the
/// others). An alert whose every button is destructive gets "Cancel" too: the first focus goes
/// to the first button without a role, else to the cancel button, so Enter never destroys
/// anything that the user did not choose with the arrows or Tab first.
@Reducer
public struct AlertBox<ButtonAction: Equatable & Sendable>: Sendable {
  /// An alert's or a dialog's `id`.
  public typealias PresentationID = AlertState<ButtonAction>.ID

  /// Which button has the focus, and in which alert or dialog.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The alert or dialog ``focusedButton`` belongs to; any other starts at its default.
    public var presentationID: PresentationID?
    /// The focused button's position among the buttons shown.
    public var focusedButton: Int

    /// No focus yet: whatever is presented starts at its default button.
    public init() {
      self.presentationID = nil
      self.focusedButton = 0
    }

    /// Button `focusedButton` of `alert` focused.
    public init(focusedButton: Int, in alert: AlertState<ButtonAction>) {
      self.presentationID = alert.id
      self.focusedButton = focusedButton
    }

    /// Button `focusedButton` of `dialog` focused.
    public init(focusedButton: Int, in dialog: ConfirmationDialogState<ButtonAction>) {
      self.presentationID = dialog.id
      self.focusedButton = focusedButton
    }
  }

  public enum Action: Equatable, Sendable {
    /// Focuses the button at position `button` of the alert or dialog whose id is given (the
    /// key map works out which, wrapping round).
    case focus(button: Int, of: PresentationID)
    /// A button is pressed: its action goes to the parent.
    case press(ButtonStateAction<ButtonAction>)
    case delegate(PresentationAction<ButtonAction>)
  }

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .focus(let button, let id):
      state.presentationID = id
      state.focusedButton = button
      return .none
    case .press(let button):
      return .send(.delegate(button.action.map(PresentationAction.presented) ?? .dismiss))
    case .delegate:
      return .none
    }
  }

  // MARK: Alerts

  /// What each key does while `alert` shows, the Enter binding naming the focused button.
  public static func keyMap(for alert: AlertState<ButtonAction>, state: State)
    -> [KeyBinding<Action>]
  {
    Panel(alert).keyMap(state)
  }

  /// What `key` does while `alert` shows, if anything.
  ///
  /// ```swift
  /// let tab = AlertBox.action(for: .tab, alert: alert, state: state.alertBox)
  /// // .focus(button: 1, of: alert.id), from button 0
  /// let escape = AlertBox.action(for: .escape, alert: alert, state: state.alertBox)
  /// // .press(the cancel button's action)
  /// ```
  public static func action(for key: Key, alert: AlertState<ButtonAction>, state: State)
    -> Action?
  {
    keyMap(for: alert, state: state).action(for: key)
  }

  /// Draws `alert` as a box centred in `rect`: its title in bold (in the error style when
  /// `isError`), its message wrapped, and its buttons in a row, the focused one reversed
  /// (in a column when the row is too wide). When `rect` is too short, the message is cut and
  /// the buttons stay.
  ///
  /// ```swift
  /// AlertBox.render(alert, state: state.alertBox, in: content, on: &canvas)
  /// ```
  public static func render(
    _ alert: AlertState<ButtonAction>, state: State, in rect: Rect, on canvas: inout Canvas,
    isError: Bool = false
  ) {
    Panel(alert).render(state, in: rect, on: &canvas, isError: isError)
  }

  /// `alert` in words, for the accessible mode: its title, message and buttons, then (a line
  /// of its own, so that moving the focus says only that) the focused one and how to choose.
  ///
  /// ```swift
  /// let alert = Self.alert  // "Delete “Milk”?": Delete (destructive), Keep (cancel)
  /// let lines = AlertBox.describe(alert, state: state.alertBox)
  /// // ["Dialog: Delete \"Milk\"? Delete, Keep; arrows choose.", "Keep focused."]
  /// ```
  public static func describe(_ alert: AlertState<ButtonAction>, state: State) -> [String] {
    Panel(alert).describe(state)
  }

  // MARK: Dialogs

  /// What each key does while `dialog` shows, the Enter binding naming the focused button.
  public static func keyMap(for dialog: ConfirmationDialogState<ButtonAction>, state: State)
    -> [KeyBinding<Action>]
  {
    Panel(dialog).keyMap(state)
  }

  /// What `key` does while `dialog` shows, if anything.
  ///
  /// ```swift
  /// let next = AlertBox.action(for: .down, dialog: dialog, state: state.dialogBox)
  /// ```
  public static func action(
    for key: Key, dialog: ConfirmationDialogState<ButtonAction>, state: State
  ) -> Action? {
    keyMap(for: dialog, state: state).action(for: key)
  }

  /// Draws `dialog` as a box centred in `rect`: its title (unless hidden), its message, and
  /// its buttons in a column, the cancel button last and apart, the focused one reversed.
  ///
  /// ```swift
  /// AlertBox.render(dialog, state: state.dialogBox, in: content, on: &canvas)
  /// ```
  public static func render(
    _ dialog: ConfirmationDialogState<ButtonAction>, state: State, in rect: Rect,
    on canvas: inout Canvas
  ) {
    Panel(dialog).render(state, in: rect, on: &canvas, isError: false)
  }

  // MARK: Layout

  /// What an alert and a dialog have in common once their buttons are settled.
  /// `dialog` in words, for the accessible mode, as an alert is said: "Dialog: …", its
  /// buttons, the focused one, and how to choose.
  ///
  /// ```swift
  /// let lines = AlertBox.describe(dialog, state: state.dialogBox)
  /// ```
  public static func describe(_ dialog: ConfirmationDialogState<ButtonAction>, state: State)
    -> [String]
  {
    Panel(dialog).describe(state)
  }

  struct Panel {
    let id: PresentationID
    let title: String?
    let message: String?
    let buttons: [ButtonState<ButtonAction>]
    let isDialog: Bool

    init(_ alert: AlertState<ButtonAction>) {
      var buttons = alert.buttons
      if buttons.isEmpty {
        buttons = [ButtonState { TextState("OK") }]
      } else if buttons.allSatisfy({ $0.role == .destructive }) {
        buttons.append(ButtonState(role: .cancel) { TextState("Cancel") })
      }
      self.id = alert.id
      self.title = String(state: alert.title)
      self.message = alert.message.map(String.init(state:))
      self.buttons = buttons
      self.isDialog = false
    }

    init(_ dialog: ConfirmationDialogState<ButtonAction>) {
      var buttons = dialog.buttons.filter { $0.role != .cancel }
      buttons.append(
        dialog.buttons.first { $0.role == .cancel }
          ?? ButtonState(role: .cancel) { TextState("Cancel") })
      self.id = dialog.id
      self.title = dialog.titleVisibility == .hidden ? nil : String(state: dialog.title)
      self.message = dialog.message.map(String.init(state:))
      self.buttons = buttons
      self.isDialog = true
    }

    /// The button focused before any key: a plain one, never a destructive one.
    var defaultFocus: Int {
      buttons.firstIndex { $0.role == nil } ?? buttons.firstIndex { $0.role == .cancel } ?? 0
    }

    func focus(_ state: State) -> Int {
      state.presentationID == id && buttons.indices.contains(state.focusedButton)
        ? state.focusedButton : defaultFocus
    }

    /// Each button's letter: the first of its label that no button before it took; none for a
    /// destructive button.
    var letters: [Character?] {
      var used: Set<Character> = []
      return buttons.map { button in
        guard button.role != .destructive else { return nil }
        let letter = String(state: button.label).lowercased().first {
          $0.isLetter && !used.contains($0)
        }
        if let letter { used.insert(letter) }
        return letter
      }
    }

    func describe(_ state: State) -> [String] {
      let labels = buttons.map { String(state: $0.label) }
      let head = [title, message].compactMap { $0 }.joined(separator: " ")
      let what = "Dialog: \(head.isEmpty ? "" : Narration.sentence(head) + " ")"
      // One button: it closes the dialog, whatever it is called.
      guard buttons.count > 1 else { return [what + "Enter closes."] }
      // How to choose, said once with the buttons; a move says the focused one alone.
      return [
        what + labels.joined(separator: ", ") + "; arrows choose.",
        "\(labels[focus(state)]) focused.",
      ]
    }

    func keyMap(_ state: State) -> [KeyBinding<Action>] {
      let focus = focus(state)
      let count = buttons.count
      let cancel = buttons.first { $0.role == .cancel }
      var keyMap: [KeyBinding<Action>] = [
        KeyBinding(
          [.enter], label: String(state: buttons[focus].label),
          help: "press the focused button", action: .press(buttons[focus].action)),
        KeyBinding(
          [.escape], label: cancel.map { String(state: $0.label) } ?? "close",
          help: cancel == nil ? "close" : "cancel", action: .press(cancel?.action ?? .send(nil))),
      ]
      // With one button there is nothing to choose: Tab and the arrows stay the screen's.
      if count > 1 {
        keyMap += [
          KeyBinding(
            isDialog ? [.down, .right, .tab] : [.right, .tab], hint: isDialog ? "↑↓" : "←→",
            label: "choose", help: "focus the next button",
            action: .focus(button: (focus + 1) % count, of: id)),
          KeyBinding(
            isDialog ? [.up, .left, .backTab] : [.left, .backTab], hint: nil, label: "choose",
            help: "focus the previous button",
            action: .focus(button: (focus + count - 1) % count, of: id)),
        ]
      }
      // Enter and Esc name the buttons they press: a letter for one of those is not shown
      // again on the key bar ("Enter OK  o OK"), though it works and help lists it.
      let named = keyMap.prefix(2).map(\.action)
      for (button, letter) in zip(buttons, letters) {
        guard let letter else { continue }
        let label = String(state: button.label)
        let action = Action.press(button.action)
        keyMap.append(
          KeyBinding(
            [.character(letter)], hint: named.contains(action) ? nil : String(letter),
            label: label, help: "press \(label)", action: action))
      }
      return keyMap
    }

    /// A button as drawn: `[ Delete ]`.
    func text(_ button: ButtonState<ButtonAction>, glyphs: Glyphs) -> String {
      "[ \(glyphs.text(String(state: button.label))) ]"
    }

    func render(_ state: State, in rect: Rect, on canvas: inout Canvas, isError: Bool) {
      let glyphs = canvas.glyphs
      let labels = buttons.map { text($0, glyphs: glyphs) }
      let rowWidth = labels.map(DisplayWidth.of).reduce(0, +) + 2 * (labels.count - 1)
      let texts = [title, message].compactMap { $0 }
      let textWidth = texts.map { DisplayWidth.of(glyphs.text($0)) }.max() ?? 0
      let widestButton = labels.map(DisplayWidth.of).max() ?? 0
      // Text wraps past a comfortable line length; the buttons' row is kept whole when the
      // rectangle allows, or stacked.
      let wanted = max(min(textWidth, 56), isDialog ? widestButton : rowWidth, 20) + 4
      let width = min(rect.width, wanted)
      let innerWidth = max(0, width - 4)
      let isColumn = isDialog || rowWidth > innerWidth
      let gapBeforeCancel = isDialog && buttons.count > 1 ? 1 : 0
      let buttonRows = isColumn ? buttons.count + gapBeforeCancel : 1

      var lines: [(text: String, style: Style)] = []
      let titleStyle: Style = isError ? [.bold, .error] : .bold
      if let title {
        lines += Canvas.wrap(glyphs.text(title), width: innerWidth).map { ($0, titleStyle) }
      }
      if let message {
        if !lines.isEmpty { lines.append(("", [])) }
        lines += Canvas.wrap(glyphs.text(message), width: innerWidth).map { ($0, []) }
      }
      let height = 2 + lines.count + (lines.isEmpty ? 0 : 1) + buttonRows
      let inner = canvas.box(rect.centered(width: width, height: height))
      guard inner.width > 0, inner.height > 0 else { return }

      let buttonsTop = max(0, inner.height - buttonRows)
      // Short of rows, the blank line above the buttons goes before the text does.
      let textRows = buttonsTop >= 2 ? buttonsTop - 1 : buttonsTop
      for (row, line) in lines.prefix(textRows).enumerated() {
        let isCut = row == textRows - 1 && lines.count > textRows
        canvas.write(
          isCut ? line.text + " " + glyphs.ellipsis : line.text, row: row, in: inner,
          style: line.style)
      }

      let focus = focus(state)
      let letters = letters
      var row = buttonsTop
      var column = isColumn ? 0 : max(0, (inner.width - rowWidth) / 2)
      for index in buttons.indices {
        if isColumn && index > 0 && index == buttons.count - 1 && gapBeforeCancel > 0 {
          row += 1
        }
        var style: Style = buttons[index].role == .destructive ? .error : []
        if index == focus { style.insert(.reverse) }
        let end = canvas.write(labels[index], row: row, column: column, in: inner, style: style)
        // A button cut short by a narrow box keeps its ellipsis unmarked.
        let isWhole = column + DisplayWidth.of(labels[index]) <= inner.width
        if let letter = letters[index], isWhole {
          drawLetter(
            letter, of: buttons[index], row: row, column: column + 2, in: inner,
            style: style.union([.bold, .accent]), on: &canvas)
        }
        if isColumn {
          row += 1
        } else {
          column = end + 2
        }
      }
    }

    /// Marks a button's letter where it stands in its label, so that the key can be seen.
    private func drawLetter(
      _ letter: Character, of button: ButtonState<ButtonAction>, row: Int, column: Int,
      in rect: Rect, style: Style, on canvas: inout Canvas
    ) {
      var offset = 0
      for character in canvas.glyphs.text(String(state: button.label)) {
        if character.lowercased() == String(letter) {
          canvas.write(String(character), row: row, column: column + offset, in: rect, style: style)
          return
        }
        offset += DisplayWidth.of(character)
      }
    }
  }
}
