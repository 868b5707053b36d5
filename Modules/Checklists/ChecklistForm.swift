import ComposableArchitecture
import Foundation

/// Edits a copy of a checklist: its title and its items. The copy is a plain value, not
/// shared, so that cancelling the form leaves the real checklist untouched; whoever presents
/// the form decides whether to keep the edit.
///
/// ```swift
/// state.destination = .edit(ChecklistForm.State(checklist: state.checklist))
/// ```
@Reducer
public struct ChecklistForm: Sendable {
  /// The checklist being edited.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The edited copy.
    public var checklist: Checklist

    /// A form editing `checklist`.
    public init(checklist: Checklist) {
      self.checklist = checklist
    }
  }

  /// What the user can do in the form. Typing goes through bindings, so that a view can bind a
  /// text field to any part of ``State/checklist``.
  ///
  /// ```swift
  /// store.send(.set(\.checklist.title, "Groceries"))
  /// ```
  public enum Action: BindableAction, Equatable, Sendable {
    /// Appends a blank item to type in.
    case addItemButtonTapped
    case binding(BindingAction<State>)
    case removeItemButtonTapped(id: Checklist.Item.ID)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addItemButtonTapped:
        state.checklist.items.append(Checklist.Item(id: uuid()))
        return .none

      case .binding:
        return .none

      case .removeItemButtonTapped(let id):
        state.checklist.items.remove(id: id)
        return .none
      }
    }
  }
}
