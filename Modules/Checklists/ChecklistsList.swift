import ComposableArchitecture
import Foundation

/// Every checklist: add one through a ``ChecklistForm``, delete rows, or tap one to open it.
///
/// The list holds `@Shared(.checklists)`, the persisted value, so adding or deleting here saves
/// the file, and a detail opened from a row edits the very checklist this list shows.
///
/// ```swift
/// Scope(state: \.list, action: \.list) { ChecklistsList() }
/// ```
@Reducer
public struct ChecklistsList: Sendable {
  /// What the list presents: the form for a new checklist.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case add(ChecklistForm)
  }

  /// The checklists and the add form, while presented.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The add form, while presented.
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
