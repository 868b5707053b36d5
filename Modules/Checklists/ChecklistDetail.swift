import ComposableArchitecture
import Foundation

/// One checklist: tick items off, edit it in a ``ChecklistForm``, or delete it after an alert.
///
/// The checklist is shared with the list that holds it (`Shared($checklists[id: id])`), so
/// ticking an item here is seen in the list at once and saved with every other checklist.
///
/// ```swift
/// guard let checklist = Shared(state.$checklists[id: id]) else { return .none }
/// state.path.append(.detail(ChecklistDetail.State(checklist: checklist)))
/// ```
@Reducer
public struct ChecklistDetail: Sendable {
  /// What the detail presents: the edit form, or the alert that confirms a deletion.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(ChecklistForm)

    /// The answers of the delete alert that do something; cancelling only dismisses it.
    public enum Alert: Equatable, Sendable {
      case confirmDeletion
    }
  }

  /// The shared checklist and what is presented over it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The form or the alert, while presented.
    @Presents public var destination: Destination.State?
    /// The checklist, shared with the list that holds it.
    @Shared public var checklist: Checklist

    /// A detail showing `checklist`, which it edits in place.
    ///
    /// ```swift
    /// ChecklistDetail.State(checklist: Shared(value: checklist))
    /// ```
    public init(destination: Destination.State? = nil, checklist: Shared<Checklist>) {
      self.destination = destination
      self._checklist = checklist
    }
  }

  /// What the user can do on the detail screen.
  public enum Action: Equatable, Sendable {
    /// Closes the form, dropping the edit.
    case cancelEditButtonTapped
    /// Asks for confirmation before deleting the checklist.
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    /// Closes the form, keeping the edit.
    case doneEditingButtonTapped
    case editButtonTapped
    /// Marks the item done, or not done again.
    case itemToggled(id: Checklist.Item.ID)
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteChecklist)
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        // The detail holds only its own checklist; removing it means writing the whole list,
        // the same shared value the list screen holds.
        @Shared(.checklists) var checklists
        $checklists.withLock { _ = $0.remove(id: state.checklist.id) }
        return .run { _ in await dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let edited = state.destination?.edit?.checklist else { return .none }
        state.$checklist.withLock { $0 = edited.removingBlankItems() }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(ChecklistForm.State(checklist: state.checklist))
        return .none

      case .itemToggled(let id):
        state.$checklist.withLock { $0.items[id: id]?.isDone.toggle() }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == ChecklistDetail.Destination.Alert {
  /// The alert that stands between the delete button and the deletion, which cannot be undone.
  ///
  /// ```swift
  /// state.destination = .alert(.deleteChecklist)
  /// ```
  public static var deleteChecklist: Self {
    AlertState {
      TextState("Delete this checklist?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("The checklist and all of its items will be gone.")
    }
  }
}
