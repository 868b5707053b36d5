import ComposableArchitecture
import Foundation

/// The checklists app: the list at the root, and a navigation stack of details pushed from it.
///
/// A pushed detail holds the list's own checklist (`Shared($checklists[id: id])`), not a copy,
/// so whatever the detail changes the list already shows when the detail is popped.
///
/// ```swift
/// let store = Store(initialState: ChecklistsApp.State()) { ChecklistsApp() }
/// store.send(.list(.checklistTapped(id: id)))
/// ```
@Reducer
public struct ChecklistsApp: Sendable {
  /// The screens that can be pushed over the list.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Path {
    case detail(ChecklistDetail)
  }

  /// The root list and the stack above it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The root screen.
    public var list: ChecklistsList.State
    /// The screens pushed over the list, bottom first.
    public var path: StackState<Path.State>

    /// The app at its root, or with screens already pushed (for a deep link or a test).
    ///
    /// ```swift
    /// ChecklistsApp.State()
    /// ```
    public init(
      list: ChecklistsList.State = ChecklistsList.State(),
      path: StackState<Path.State> = StackState()
    ) {
      self.list = list
      self.path = path
    }
  }

  /// The list's actions and the stack's.
  public enum Action: Equatable, Sendable {
    case list(ChecklistsList.Action)
    case path(StackActionOf<Path>)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) {
      ChecklistsList()
    }
    Reduce { state, action in
      switch action {
      case .list(.checklistTapped(let id)):
        // A row can outlive its checklist for a moment (deleted while the tap was in flight):
        // then there is nothing to open.
        guard let checklist = Shared(state.list.$checklists[id: id]) else { return .none }
        state.path.append(.detail(ChecklistDetail.State(checklist: checklist)))
        return .none

      case .list, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
