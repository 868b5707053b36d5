import ComposableArchitecture
import TerminalUI

/// A pantry list: items filtered as you type, a field to add one, a delete the user confirms in
/// an alert, and a status line that says what was deleted for a few seconds.
@Reducer
public struct Pantry {
  @ObservableState
  public struct State: Equatable {
    public var items: [String]
    /// What the list keeps of its own beside the items: the selected row and the filter.
    public var selection = ListSelection()
    /// The field to add an item with, while it is open.
    public var newItem: TextField.State?
    /// The delete's confirmation, while it is asked.
    @Presents public var alert: AlertState<Action.Alert>?
    /// Which of the alert's buttons has the focus.
    public var alertBox = AlertBox<Action.Alert>.State()
    /// What was just done, for a few seconds.
    public var status = StatusLine.State()

    public init(items: [String] = []) {
      self.items = items
    }

    /// The items as the list sees them: lent, not copied into it.
    public var list: List<String>.State {
      get { List.State(rows: items, selection: selection) }
      set { selection = newValue.selection }
    }
  }

  public enum Action: Equatable {
    case list(List<String>.Action)
    case addButtonTapped
    case newItem(TextField.Action)
    case deleteButtonTapped
    case alert(PresentationAction<Alert>)
    case alertBox(AlertBox<Alert>.Action)
    case status(StatusLine.Action)

    public enum Alert: Equatable, Sendable {
      case deleteConfirmed
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { List() }
    Scope(state: \.alertBox, action: \.alertBox) { AlertBox() }
    Scope(state: \.status, action: \.status) { StatusLine() }
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.newItem = TextField.State(placeholder: "a new item")
        return .none
      case .newItem(.delegate(.submitted(let text))):
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
          state.newItem?.message = "Type the item's name first."
          return .none
        }
        state.items.append(name)
        state.newItem = nil
        state.selection.row = state.items.count - 1
        state.list.rowsDidChange()
        return .none
      case .newItem(.delegate(.cancelled)):
        state.newItem = nil
        return .none
      case .deleteButtonTapped:
        guard let item = state.list.selectedRow else { return .none }
        state.alert = AlertState {
          TextState("Delete “\(item)”?")
        } actions: {
          ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        return .none
      case .alertBox(.delegate(let answer)):
        // The focused button, pressed: the alert's own action, as a view's button sends it.
        return .send(.alert(answer))
      case .alert(.presented(.deleteConfirmed)):
        guard let index = state.list.selectedIndex else { return .none }
        let item = state.items.remove(at: index)
        state.list.rowsDidChange()
        return .send(.status(.show(StatusLine.Message("Deleted \(item)."), for: .seconds(3))))
      case .list, .newItem, .alert, .alertBox, .status:
        return .none
      }
    }
    .ifLet(\.newItem, action: \.newItem) { TextField() }
    .ifLet(\.$alert, action: \.alert)
  }
}
