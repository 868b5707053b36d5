import Checklists
import ComposableArchitecture
import Foundation
import TerminalUI

/// The Checklists example in a terminal: ``ChecklistsApp`` composed with `Scope`, and beside it
/// only what a terminal needs of its own. The checklists stay in `@Shared(.checklists)` and
/// the form's text in the form; this feature keeps the lists' selections and filters, the
/// field an item is typed into, which form field has the focus and where its cursor is, which
/// alert button is focused, and help.
///
/// ```swift
/// let store = Store(initialState: ChecklistsTerminal.State()) {
///   ChecklistsTerminal()
/// } withDependencies: {
///   $0.checklistsDirectory = folder
/// }
/// let app = TerminalApp<ChecklistsView>(store: store, backend: try NcursesBackend(colors: true))
/// await app.run()
/// ```
@Reducer
public struct ChecklistsTerminal: Sendable {
  /// A field of the form, in the order Tab visits them: the title, then one per item.
  public enum FormField: Hashable, Sendable {
    case title
    case item(Checklist.Item.ID)
  }

  public typealias ListAlert = ChecklistsList.Destination.Alert
  public typealias DetailAlert = ChecklistDetail.Destination.Alert
  /// The answer to "Discard your changes?" that does something; Keep editing only closes it.
  public enum FormDiscard: Equatable, Sendable {
    case discard
  }

  /// The app's state, and what the terminal keeps beside it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The list, the stack of details, and what they present: the app's, untouched.
    public var app: ChecklistsApp.State
    /// The list of checklists' selected row, filter and order (``checklistTable`` lends it the
    /// rows).
    public var checklistSelection = ListSelection()
    /// The checklist on top's selected item and filter (``itemList`` lends it the items).
    public var itemSelection = ListSelection()
    /// The field a new item is typed into, while open: its text is no item until submitted.
    public var newItem: TextField.State?
    /// The form field that takes the keys; the form itself keeps the text.
    public var formFocus: FormField?
    /// Where the cursor is in the focused form field.
    public var formCursor = 0
    /// The form's first line on screen: the form scrolls only when the focus would leave it.
    public var formTop = 0
    /// The focused item's notes, while they are typed in the form (Ctrl-O): the text area's
    /// own until they are closed, when they go back into the form's item.
    public var formNotes: TextArea.State?
    /// Which button of the list's delete alert has the focus.
    public var listAlertBox = AlertBox<ListAlert>.State()
    /// Which button of a checklist's delete alerts has the focus.
    public var detailAlertBox = AlertBox<DetailAlert>.State()
    /// "Discard your changes?", while Esc on a form with edits asks it: Esc never drops typed
    /// work without asking, in any field or form.
    public var discardAlert: AlertState<FormDiscard>?
    /// Which button of that question has the focus.
    public var discardAlertBox = AlertBox<FormDiscard>.State()
    /// Help, while shown: how far it is scrolled.
    public var help: HelpOverlay.State?
    /// What was just done and is no longer on screen to see (a deletion), for a few seconds.
    public var status = StatusLine.State()
    /// The other instance's edits this one's replaced when their changes were merged, until
    /// the next change here.
    @Shared(.checklistsOverwrittenEdits) public var overwrittenEdits

    /// The app at its list.
    ///
    /// ```swift
    /// ChecklistsTerminal.State()
    /// ```
    public init(app: ChecklistsApp.State = ChecklistsApp.State()) {
      self.app = app
    }
  }

  public enum Action: Equatable, Sendable {
    case app(ChecklistsApp.Action)
    case checklistTable(Table<Checklist>.Action)
    case itemList(List<Checklist.Item>.Action)
    /// Opens the field to add items to the checklist on top.
    case addItemButtonTapped
    case newItem(TextField.Action)
    /// An edit of the focused form field, worked out by the kit's `TextField`.
    case formField(TextField.Action)
    case formFocusMoved(Focus.Move, rows: Int)
    /// Opens the focused item's notes in the form, or closes them, keeping what was typed.
    case formNotesToggled
    /// An edit of the focused item's notes, from the kit's text area.
    case formNotes(TextArea.Action)
    /// Adds a blank item to the form and gives it the focus.
    case formItemAdded
    /// Removes the focused item from the form (it is empty) and focuses the field before it.
    case formItemRemoved
    case listAlertBox(AlertBox<ListAlert>.Action)
    case detailAlertBox(AlertBox<DetailAlert>.Action)
    /// Esc on the form: closes it when nothing typed would be lost, else asks first.
    case formCancelTapped
    case discardAlertBox(AlertBox<FormDiscard>.Action)
    /// Shows help, or closes it.
    case helpToggled
    case helpScrolled(to: Int)
    case status(StatusLine.Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      // Before the app's reducers, which delete what it names.
      Reduce { state, action in
        guard case .app(let action) = action, let name = state.nameDeleted(by: action) else {
          return .none
        }
        let message = StatusLine.Message("Deleted “\(name)”.")
        return StatusLine().reduce(into: &state.status, action: .show(message)).map(Action.status)
      }
      Scope(state: \.app, action: \.app) { ChecklistsApp() }
      Scope(state: \.checklistTable, action: \.checklistTable) { Table() }
      Scope(state: \.itemList, action: \.itemList) { List() }
      Scope(state: \.listAlertBox, action: \.listAlertBox) { AlertBox() }
      Scope(state: \.detailAlertBox, action: \.detailAlertBox) { AlertBox() }
      Scope(state: \.discardAlertBox, action: \.discardAlertBox) { AlertBox() }
      Scope(state: \.status, action: \.status) { StatusLine() }
      Reduce { state, action in
        switch action {
        case .app(let action):
          return Self.appDid(action, &state)

        case .addItemButtonTapped:
          state.newItem = Self.emptyNewItem
          return .none

        case .newItem(.delegate(.submitted(let text))):
          // Enter on an empty field is done adding; otherwise the field stays for the next.
          guard !text.allSatisfy(\.isWhitespace),
            let add = state.detailAction(.newItemSubmitted(text: text))
          else {
            state.newItem = nil
            return .none
          }
          state.newItem = Self.emptyNewItem
          return .send(add)

        case .newItem(.delegate(.cancelled)):
          // Esc is "done": what was typed and not added yet is added, never dropped.
          let text = state.newItem?.text ?? ""
          state.newItem = nil
          guard !text.allSatisfy(\.isWhitespace),
            let add = state.detailAction(.newItemSubmitted(text: text))
          else { return .none }
          return .send(add)

        case .formField(let edit):
          guard let focus = state.formFocus, var field = state.focusedField else { return .none }
          let before = field.text
          // The field's own effects answer Enter and Esc, which the form binds itself.
          _ = TextField().reduce(into: &field, action: edit)
          state.formCursor = field.cursor
          guard field.text != before else { return .none }
          switch focus {
          case .title:
            return Self.reduceForm(&state, .set(\.checklist.title, field.text))
          case .item(let id):
            guard var item = state.form?.checklist.items[id: id] else { return .none }
            item.text = field.text
            return Self.reduceForm(&state, .set(\.checklist.items[id: id], item))
          }

        case .formNotesToggled:
          guard case .item(let id) = state.formFocus,
            var item = state.form?.checklist.items[id: id]
          else { return .none }
          guard let notes = state.formNotes else {
            state.formNotes = TextArea.State(
              text: item.notes, placeholder: "notes on \(item.text)", limit: 10_000)
            return .none
          }
          state.formNotes = nil
          guard notes.text != item.notes else { return .none }
          item.notes = notes.text
          return Self.reduceForm(&state, .set(\.checklist.items[id: id], item))

        case .formFocusMoved(let move, let rows):
          // From the lines on screen, as far as keeps the focus in view, as a list scrolls.
          state.formTop = state.formLayout(rows: rows).first
          state.formFocus = Focus.moved(state.formFocus, move, among: state.formFields)
          state.formCursor = state.focusedField?.text.count ?? 0
          state.formTop = state.formLayout(rows: rows).first
          return .none

        case .formItemAdded:
          let effect = Self.reduceForm(&state, .addItemButtonTapped)
          if let item = state.form?.checklist.items.last {
            state.formFocus = .item(item.id)
            state.formCursor = 0
          }
          return effect

        case .formItemRemoved:
          guard case .item(let id) = state.formFocus else { return .none }
          state.formFocus = Focus.moved(state.formFocus, .previous, among: state.formFields)
          let effect = Self.reduceForm(&state, .removeItemButtonTapped(id: id))
          state.formCursor = state.focusedField?.text.count ?? 0
          return effect

        case .listAlertBox(.delegate(let answer)):
          // The alert's press goes to the list's own presentation, as a SwiftUI alert's would.
          switch answer {
          case .presented(let button):
            return .send(.app(.list(.destination(.presented(.alert(button))))))
          case .dismiss:
            return .send(.app(.list(.destination(.dismiss))))
          }

        case .detailAlertBox(.delegate(let answer)):
          let action: ChecklistDetail.Action
          switch answer {
          case .presented(let button): action = .destination(.presented(.alert(button)))
          case .dismiss: action = .destination(.dismiss)
          }
          return state.detailAction(action).map(Effect.send) ?? .none

        case .formCancelTapped:
          guard let form = state.form, let cancel = state.formCancel else { return .none }
          guard form.hasEdits else { return .send(cancel) }
          state.discardAlert = .discard(form.checklist)
          return .none

        case .discardAlertBox(.delegate(let answer)):
          state.discardAlert = nil
          guard case .presented(.discard) = answer, let cancel = state.formCancel else {
            return .none
          }
          return .send(cancel)

        case .helpToggled:
          state.help = state.help == nil ? HelpOverlay.State() : nil
          return .none

        case .helpScrolled(let offset):
          state.help?.offset = max(0, offset)
          return .none

        case .checklistTable, .itemList, .newItem, .formNotes, .listAlertBox, .detailAlertBox,
          .discardAlertBox, .status:
          return .none
        }
      }
      .ifLet(\.newItem, action: \.newItem) { TextField() }
      .ifLet(\.formNotes, action: \.formNotes) { TextArea() }
    }
    // Around everything: the app's reducers make the changes.
    .onChange(of: \.app.list.checklists) { _, state in
      // The file now holds what the user sees: what a merge replaced is past.
      if !state.overwrittenEdits.isEmpty { state.$overwrittenEdits.withLock { $0.removeAll() } }
      return .none
    }
  }

  static var emptyNewItem: TextField.State { TextField.State(placeholder: "a new item") }

  /// What the terminal does once the app has taken `action`, in the same pass: the selections
  /// follow the rows that came or went (``List/State/rowsDidChange()``, where a `.rowsChanged`
  /// sent back was a second pass through the whole tree), and a form that opened gets the focus.
  static func appDid(_ action: ChecklistsApp.Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .list(.addButtonTapped), .path(.element(id: _, action: .detail(.editButtonTapped))):
      state.formFocus = .title
      state.formCursor = state.form?.checklist.title.count ?? 0
      state.formTop = 0
      return .none

    case .list(.confirmAddButtonTapped):
      state.formFocus = nil
      state.formNotes = nil
      state.checklistSelection.row = max(0, state.app.list.checklists.count - 1)
      state.checklistTable.rowsDidChange()
      guard let added = state.app.list.checklists.last,
        let hidden = hiddenByFilter(added, named: added.name, in: state.checklistTable.list)
      else { return .none }
      return StatusLine().reduce(into: &state.status, action: .show(hidden)).map(Action.status)

    case .list(.dismissAddButtonTapped),
      .path(.element(id: _, action: .detail(.cancelEditButtonTapped))):
      state.formFocus = nil
      state.formNotes = nil
      return .none

    case .path(.element(id: _, action: .detail(.doneEditingButtonTapped))):
      state.formFocus = nil
      state.formNotes = nil
      state.itemList.rowsDidChange()
      return .none

    case .list(.checklistTapped):
      // A checklist opens at its first item, with no filter and no field open.
      state.itemSelection = ListSelection()
      state.newItem = nil
      return .none

    case .path(.popFrom):
      state.itemSelection = ListSelection()
      state.newItem = nil
      state.formFocus = nil
      state.formNotes = nil
      state.checklistTable.rowsDidChange()
      return .none

    case .path(.element(id: _, action: .detail(.newItemSubmitted(let text)))):
      state.itemSelection.row = max(0, (state.detail?.checklist.items.count ?? 0) - 1)
      state.itemList.rowsDidChange()
      let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty, let added = state.detail?.checklist.items.last,
        let hidden = hiddenByFilter(added, named: added.text, in: state.itemList)
      else { return .none }
      return StatusLine().reduce(into: &state.status, action: .show(hidden)).map(Action.status)

    case .path(
      .element(id: _, action: .detail(.destination(.presented(.alert(.confirmItemDeletion)))))):
      state.itemList.rowsDidChange()
      return .none

    case .list(.destination(.presented(.alert(.confirmDeletion)))):
      state.checklistTable.rowsDidChange()
      return .none

    default:
      return .none
    }
  }

  /// The status line's word for a row just added to `list` under a filter it does not match
  /// (out of sight, it would seem lost); `nil` when the filter shows it, or none is kept.
  static func hiddenByFilter<Row>(_ row: Row, named name: String, in list: List<Row>.State)
    -> StatusLine.Message?
  {
    guard let query = list.selection.matches?.query, !list.filterShows(row) else { return nil }
    return StatusLine.Message("Added “\(name)”; /\(query) hides it.")
  }

  /// Runs the presented form's own reducer on `action` now, in the step of the key that asked
  /// for it, so that the frame after a key shows its edit. A key's text reaches the form as
  /// the `BindingAction` a SwiftUI text field bound to it would send.
  static func reduceForm(_ state: inout State, _ action: ChecklistForm.Action) -> Effect<Action> {
    guard var form = state.form, let route = state.formRoute else { return .none }
    let effect = ChecklistForm().reduce(into: &form, action: action)
    state.form = form
    return effect.map(route)
  }
}

extension ChecklistsTerminal.State {
  /// The checklist or item `action` deletes, named for the status line, read before it goes.
  func nameDeleted(by action: ChecklistsApp.Action) -> String? {
    switch action {
    case .list(.destination(.presented(.alert(.confirmDeletion(let id))))):
      return app.list.checklists[id: id]?.name
    case .path(.element(let id, .detail(.destination(.presented(.alert(.confirmDeletion)))))):
      return app.path[id: id]?.detail?.checklist.name
    case .path(
      .element(let id, .detail(.destination(.presented(.alert(.confirmItemDeletion(let item))))))):
      return app.path[id: id]?.detail?.checklist.items[id: item]?.text
    default:
      return nil
    }
  }

  /// The checklists as the kit's `Table` sees them: lent, not copied into it, with the
  /// selection (and the order they are sorted in) kept here. The filter searches titles.
  public var checklistTable: Table<Checklist>.State {
    get {
      Table.State(
        rows: app.list.checklists.elements, columns: Self.checklistColumns,
        selection: checklistSelection, searchText: \.title)
    }
    set { checklistSelection = newValue.selection }
  }

  /// The list of checklists' columns: each checklist's name, how many of its items are done
  /// (in the success token once all are), and how many it has.
  static let checklistColumns = [
    TableColumn<Checklist>("Title") { $0.name },
    TableColumn<Checklist>(
      "Done", width: .fixed(5), alignment: .trailing,
      style: { !$0.items.isEmpty && $0.doneCount == $0.items.count ? .success : [] }
    ) { "\($0.doneCount)" },
    TableColumn<Checklist>("Items", width: .fixed(5), alignment: .trailing) {
      "\($0.items.count)"
    },
  ]

  /// The id of the checklist screen on top of the stack, if one is pushed.
  public var detailID: StackElementID? { app.path.ids.last }

  /// The checklist screen on top of the stack, if one is pushed.
  public var detail: ChecklistDetail.State? { app.path.last?.detail }

  /// The items of the checklist on top as the kit's `List` sees them (none at the list). The
  /// filter searches their text.
  public var itemList: List<Checklist.Item>.State {
    get {
      List.State(rows: detail.map { $0.checklist.items.elements } ?? [], selection: itemSelection) {
        $0.text
      }
    }
    set { itemSelection = newValue.selection }
  }

  /// `action` for the checklist screen on top, as the app's stack takes it; `nil` at the list.
  ///
  /// ```swift
  /// state.detailAction(.itemToggled(id: item.id))
  /// ```
  public func detailAction(_ action: ChecklistDetail.Action) -> ChecklistsTerminal.Action? {
    detailID.map { .app(.path(.element(id: $0, action: .detail(action)))) }
  }

  /// The form on screen, if any: editing the checklist on top, or a new one over the list.
  public var form: ChecklistForm.State? {
    get {
      if let detail { return detail.destination?.edit }
      return app.list.destination?.add
    }
    set {
      guard let newValue else { return }
      if let id = detailID {
        app.path[id: id, case: \.detail]?.destination?.modify(\.edit) { $0 = newValue }
      } else {
        app.list.destination?.modify(\.add) { $0 = newValue }
      }
    }
  }

  /// How an action of the form on screen reaches it through the app.
  var formRoute: (@Sendable (ChecklistForm.Action) -> ChecklistsTerminal.Action)? {
    if let id = detailID {
      guard detail?.destination?.edit != nil else { return nil }
      return { .app(.path(.element(id: id, action: .detail(.destination(.presented(.edit($0))))))) }
    }
    guard app.list.destination?.add != nil else { return nil }
    return { .app(.list(.destination(.presented(.add($0))))) }
  }

  /// The form's fields in Tab's order: the title, then each item.
  public var formFields: [ChecklistsTerminal.FormField] {
    guard let form else { return [] }
    return [.title] + form.checklist.items.map { .item($0.id) }
  }

  /// Which of the form's lines fit `rows` rows: the focused one in view, from ``formTop``.
  /// With no items, a line says how to add one.
  public func formLayout(rows: Int) -> ListLayout {
    ListLayout(
      count: max(formFields.count, 2),
      selection: formFocus.flatMap { formFields.firstIndex(of: $0) }, height: rows, top: formTop)
  }

  /// The text of a form field, if the form has it.
  public func text(of field: ChecklistsTerminal.FormField) -> String? {
    switch field {
    case .title: form?.checklist.title
    case .item(let id): form?.checklist.items[id: id]?.text
    }
  }

  /// The focused form field as the kit's `TextField` sees it: the form's text, with the cursor
  /// kept here.
  public var focusedField: TextField.State? {
    guard let focus = formFocus, let text = text(of: focus) else { return nil }
    var field = TextField.State(text: text, placeholder: focus == .title ? "a title" : "an item")
    field.cursor = min(max(formCursor, 0), text.count)
    return field
  }

  /// What closes the form without saving, as its Cancel button would: the detail's, or the
  /// list's for a new checklist.
  public var formCancel: ChecklistsTerminal.Action? {
    guard form != nil else { return nil }
    if let id = detailID {
      return .app(.path(.element(id: id, action: .detail(.cancelEditButtonTapped))))
    }
    return .app(.list(.dismissAddButtonTapped))
  }

  /// The list's delete alert, while it shows (no checklist is open over it).
  public var listAlert: AlertState<ChecklistsTerminal.ListAlert>? {
    detail == nil ? app.list.destination?.alert : nil
  }

  /// A delete alert of the checklist on top, while it shows.
  public var detailAlert: AlertState<ChecklistsTerminal.DetailAlert>? {
    detail?.destination?.alert
  }
}

extension AlertState where Action == ChecklistsTerminal.FormDiscard {
  /// Asks before Esc drops what was typed in the form for `checklist`.
  public static func discard(_ checklist: Checklist) -> Self {
    AlertState {
      TextState("Discard your changes to “\(checklist.name)”?")
    } actions: {
      ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
      ButtonState(role: .cancel) { TextState("Keep editing") }
    } message: {
      TextState("What you typed will be lost.")
    }
  }
}
