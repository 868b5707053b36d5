import ComposableArchitecture
import Foundation

/// One checklist: tick items off, add one, delete one or the whole checklist after an alert,
/// or edit it in a ``ChecklistForm``.
///
/// The checklist is shared with the list that holds it (`Shared($checklists[id: id])`), so
/// ticking an item here is seen in the list at once and saved with every other checklist.
///
/// ```swift
/// guard let checklist = Shared(state.list.$checklists[id: id]) else { return .none }
/// state.path.append(.detail(ChecklistDetail.State(checklist: checklist)))
/// ```
@Reducer
public struct ChecklistDetail: Sendable {
  /// What the detail presents: the edit form, or the alert that confirms a deletion.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(ChecklistForm)

    /// The answers of the delete alerts that do something; cancelling only dismisses them.
    public enum Alert: Equatable, Sendable {
      /// The whole checklist is to go.
      case confirmDeletion
      /// The item with this id is to go.
      case confirmItemDeletion(id: Checklist.Item.ID)
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
    /// Asks for confirmation before deleting the item with this id.
    case deleteItemButtonTapped(id: Checklist.Item.ID)
    case destination(PresentationAction<Destination.Action>)
    /// Closes the form, keeping the edit.
    case doneEditingButtonTapped
    case editButtonTapped
    /// Marks the item done, or not done again.
    case itemToggled(id: Checklist.Item.ID)
    /// Adds an item with this text at the end, not done; blank text adds nothing.
    case newItemSubmitted(text: String)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteChecklist(state.checklist))
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        // The detail holds only its own checklist; removing it means writing the whole list,
        // the same shared value the list screen holds.
        @Shared(.checklists) var checklists
        $checklists.withLock { _ = $0.remove(id: state.checklist.id) }
        @Shared(.checklistsDeletedHere) var deletedHere
        $deletedHere.withLock { _ = $0.insert(state.checklist.id) }
        return .run { _ in await dismiss() }

      case .destination(.presented(.alert(.confirmItemDeletion(let id)))):
        state.change { _ = $0.items.remove(id: id) }
        return .none

      case .destination:
        return .none

      case .deleteItemButtonTapped(let id):
        guard let item = state.checklist.items[id: id] else { return .none }
        state.destination = .alert(.deleteItem(item))
        return .none

      case .doneEditingButtonTapped:
        guard let form = state.destination?.edit else { return .none }
        state.change { $0 = form.edits(madeOn: $0).removingBlankItems() }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(ChecklistForm.State(checklist: state.checklist))
        return .none

      case .itemToggled(let id):
        state.change { $0.items[id: id]?.isDone.toggle() }
        return .none

      case .newItemSubmitted(let text):
        // The same rule as a form's blank rows: nothing to do is not an item.
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return .none }
        let item = Checklist.Item(id: uuid(), text: text)
        state.change { $0.items.append(item) }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension ChecklistDetail.State {
  /// Changes the checklist. One another instance deleted meanwhile comes back with the change,
  /// as an item deleted there comes back when edited here (``ChecklistsMerge``): a change made
  /// here is never dropped with the detail's copy. One deleted here stays deleted (a key typed
  /// ahead of its screen's going changes nothing that lasts).
  ///
  /// A detail is made on the list's own checklist, `Shared($checklists[id:])`; one made on a
  /// checklist of its own (`Shared(value:)`, a preview's) puts it in the list at its first
  /// change.
  mutating func change(_ body: (inout Checklist) -> Void) {
    $checklist.withLock(body)
    let checklist = checklist
    @Shared(.checklistsDeletedHere) var deletedHere
    guard !deletedHere.contains(checklist.id) else { return }
    @Shared(.checklists) var checklists
    $checklists.withLock { if $0[id: checklist.id] == nil { $0.append(checklist) } }
  }
}

extension SharedReaderKey where Self == InMemoryKey<Set<Checklist.ID>>.Default {
  /// The checklists this instance deleted from their own screen: a change its detail takes
  /// after the deletion (a key typed ahead) does not bring one back, as a change does to one
  /// another instance deleted.
  ///
  /// ```swift
  /// @Shared(.checklistsDeletedHere) var deletedHere
  /// ```
  static var checklistsDeletedHere: Self {
    Self[.inMemory("checklistsDeletedHere"), default: []]
  }
}

extension AlertState where Action == ChecklistDetail.Destination.Alert {
  /// The alert that stands between the delete button and the deletion, which cannot be undone.
  ///
  /// ```swift
  /// state.destination = .alert(.deleteChecklist(state.checklist))
  /// ```
  public static func deleteChecklist(_ checklist: Checklist) -> Self {
    AlertState {
      TextState(checklist.deletionQuestion)
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(Checklist.deletionWarning)
    }
  }
}

extension AlertState where Action == ChecklistDetail.Destination.Alert {
  /// The alert that stands between deleting an item and its deletion; it names the item.
  ///
  /// ```swift
  /// state.destination = .alert(.deleteItem(item))
  /// ```
  public static func deleteItem(_ item: Checklist.Item) -> Self {
    let name = item.text.isEmpty ? "this blank item" : "“\(item.text)”"
    return AlertState {
      TextState("Delete \(name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmItemDeletion(id: item.id)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("It will be gone from this checklist.")
    }
  }
}
