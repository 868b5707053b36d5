import ComposableArchitecture
import Foundation

/// Every checklist: add one through a ``ChecklistForm``, delete rows (at once, or one after an
/// alert), or tap one to open it.
///
/// The list holds `@Shared(.checklists)`, the persisted value, so adding or deleting here saves
/// the file, and a detail opened from a row edits the very checklist this list shows.
///
/// ```swift
/// Scope(state: \.list, action: \.list) { ChecklistsList() }
/// ```
@Reducer
public struct ChecklistsList: Sendable {
  /// What the list presents: the form for a new checklist, or the alert that confirms a
  /// deletion.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case add(ChecklistForm)
    case alert(AlertState<Alert>)

    /// The answers of the delete alert that do something; cancelling only dismisses it.
    public enum Alert: Equatable, Sendable {
      /// The checklist with this id is to go. By id, not position: the rows may have moved
      /// (another instance saved) while the alert was up.
      case confirmDeletion(id: Checklist.ID)
    }
  }

  /// The checklists and what is presented over them.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The add form or the delete alert, while presented.
    @Presents public var destination: Destination.State?
    /// Every checklist, persisted.
    @Shared(.checklists) public var checklists

    /// A list of the persisted checklists.
    ///
    /// ```swift
    /// ChecklistsList.State()
    /// ```
    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  /// What the user can do on the list screen.
  public enum Action: Equatable, Sendable {
    /// Presents a form for a new, empty checklist.
    case addButtonTapped
    /// A row was tapped; the app, which owns the navigation stack, pushes its detail.
    case checklistTapped(id: Checklist.ID)
    /// Adds the form's checklist, without its blank items, and closes the form.
    case confirmAddButtonTapped
    /// Asks for confirmation before deleting the checklist with this id.
    case deleteButtonTapped(id: Checklist.ID)
    case destination(PresentationAction<Destination.Action>)
    /// Closes the form, adding nothing.
    case dismissAddButtonTapped
    /// Deletes the rows at these positions.
    case rowsDeleted(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(ChecklistForm.State(checklist: Checklist(id: uuid())))
        return .none

      case .checklistTapped:
        return .none

      case .confirmAddButtonTapped:
        guard let checklist = state.destination?.add?.checklist else { return .none }
        state.$checklists.withLock { $0.append(checklist.removingBlankItems()) }
        state.destination = nil
        return .none

      case .deleteButtonTapped(let id):
        // Gone already (deleted elsewhere): there is nothing to ask about.
        guard let checklist = state.checklists[id: id] else { return .none }
        state.destination = .alert(.deleteChecklist(checklist))
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.$checklists.withLock { _ = $0.remove(id: id) }
        return .none

      case .destination:
        return .none

      case .dismissAddButtonTapped:
        state.destination = nil
        return .none

      case .rowsDeleted(let offsets):
        state.$checklists.withLock { $0.remove(atOffsets: offsets) }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == ChecklistsList.Destination.Alert {
  /// The alert that stands between deleting a checklist from the list and its deletion, which
  /// cannot be undone; it names the checklist, as the row it came from may be out of sight.
  ///
  /// ```swift
  /// state.destination = .alert(.deleteChecklist(checklist))
  /// ```
  public static func deleteChecklist(_ checklist: Checklist) -> Self {
    AlertState {
      TextState(checklist.deletionQuestion)
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: checklist.id)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(Checklist.deletionWarning)
    }
  }
}

extension Checklist {
  /// What the alerts that stand before deleting a checklist ask, naming it, wherever they are
  /// asked (its row in the list, its own screen).
  var deletionQuestion: String {
    "Delete \(title.allSatisfy(\.isWhitespace) ? "this untitled checklist" : "“\(title)”")?"
  }

  /// What those alerts say of the deletion.
  static let deletionWarning = "The checklist and all of its items will be gone."
}
