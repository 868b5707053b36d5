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
    /// The checklist as it was when the form opened: what the edits are made from.
    public private(set) var original: Checklist

    /// A form editing `checklist`.
    public init(checklist: Checklist) {
      self.checklist = checklist
      self.original = checklist
    }

    /// The form's edits made on `current`, the checklist as it is now: what the form changed
    /// since it opened replaces what it was, and what changed elsewhere meanwhile (an item
    /// ticked or deleted in another instance) stays, by the rule two instances' files meet by
    /// (``ChecklistsMerge``): where both changed the same text, the form's is kept. Keeping the
    /// form's copy whole would undo the other changes.
    ///
    /// ```swift
    /// state.$checklist.withLock { $0 = form.edits(madeOn: $0) }
    /// ```
    public func edits(madeOn current: Checklist) -> Checklist {
      ChecklistsMerge(base: [original], ours: [checklist], theirs: [current])
        .checklists[id: current.id] ?? current
    }

    /// Whether anything typed would be lost if the form closed without saving: the checklist
    /// differs from the one the form opened with, blank items aside (saving drops them).
    ///
    /// ```swift
    /// let asksFirst = form.hasEdits  // a view asks before Esc drops them
    /// ```
    public var hasEdits: Bool {
      checklist.removingBlankItems() != original.removingBlankItems()
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
