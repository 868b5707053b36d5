import ComposableArchitecture
import TerminalUI

/// A pantry list: items filtered as you type, and a field to add one.
@Reducer
public struct Pantry {
  @ObservableState
  public struct State: Equatable {
    public var items: [String]
    /// What the list keeps of its own beside the items: the selected row and the filter.
    public var selection = ListSelection()
    /// The field to add an item with, while it is open.
    public var newItem: TextField.State?

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
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { List() }
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
        return .send(.list(.rowsChanged))
      case .newItem(.delegate(.cancelled)):
        state.newItem = nil
        return .none
      case .deleteButtonTapped:
        guard let index = state.list.selectedIndex else { return .none }
        state.items.remove(at: index)
        return .send(.list(.rowsChanged))
      case .list, .newItem:
        return .none
      }
    }
    .ifLet(\.newItem, action: \.newItem) { TextField() }
  }
}
