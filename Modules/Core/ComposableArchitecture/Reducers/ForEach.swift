import OrderedCollections

extension Reducer {
  /// Runs `element` on the element of a collection that an ``IdentifiedAction`` names, before
  /// this reducer.
  ///
  /// Every element is a navigation scope of its own: two rows using the same cancellation ID
  /// never cancel each other, and an element's effects are cancelled when this reducer removes
  /// it. An action for an element that is not there is reported as an issue.
  ///
  /// ```swift
  /// @Reducer
  /// struct Todos {
  ///   struct State { var todos: IdentifiedArrayOf<Todo.State> = [] }
  ///   enum Action { case todos(IdentifiedActionOf<Todo>) }
  ///
  ///   var body: some ReducerOf<Self> {
  ///     EmptyReducer()
  ///       .forEach(\.todos, action: \.todos) { Todo() }
  ///   }
  /// }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: _casePath(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer built by `forEach(_:action:element:)`.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  Reducer
{
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Parent.State, Parent.Action> {
    _forEachNode(
      parent: parent._makeNode(), element: _LazyNode(element), toElementsState: toElementsState,
      toElementAction: toElementAction, location: location)
  }
}

/// The node of `forEach`, made in `@inlinable` code and generic over the states, actions and ID
/// only, so that the path of an element's action runs specialized (see `_sequenceNode`): one
/// hash lookup of the ID, the element reduced in place, an O(1) check that the parent left the
/// collection's membership alone. The navigation scope work stays in ``_ForEachScope``.
@inlinable
func _forEachNode<ParentState, ParentAction, ID: Hashable & Sendable, ElementState, ElementAction>(
  parent: _ReducerNode<ParentState, ParentAction>,
  element: _ReducerNode<ElementState, ElementAction>,
  toElementsState: WritableKeyPath<ParentState, IdentifiedArray<ID, ElementState>>,
  toElementAction: AnyCasePath<ParentAction, IdentifiedAction<ID, ElementAction>>,
  location: SourceLocation
) -> _ReducerNode<ParentState, ParentAction> {
  // Reached through the accessors the parent state declares, so that an element is written in
  // place: projected through the key path, a computed or observed property would hand over a
  // copy of the collection, and every write would copy it whole.
  let elements = _StateAccessor(resolving: toElementsState)
  let scope = _ForEachScope(keyPath: toElementsState)
  let embed = toElementAction.embed
  return _ClosureNode { state, action in
    var effect = Effect<ParentAction>.none
    if case .element(let id, let elementAction) = toElementAction.extract(from: action) {
      if let index = elements.get(state).index(id: id) {
        let elementEffect = scope.running(element: id) {
          elements.modify(&state) { element.reduce(into: &$0[index], action: elementAction) }
        }
        if !elementEffect.isNone {
          effect = scope.scoping(
            elementEffect.map { embed(.element(id: id, action: $0)) }, element: id)
        }
      } else {
        location.reportMissingElement(action, swiftUIFix: #""ForEachStore"."#)
      }
    }
    // The IDs share their storage with the collection: comparing them is O(1) while the parent
    // leaves the collection's membership alone.
    let idsBefore = elements.get(state).ids
    effect = effect._merging(parent.reduce(into: &state, action: action))
    let idsAfter = elements.get(state).ids
    guard idsBefore != idsAfter else { return effect }
    return effect._merging(scope.cancelling(idsBefore.subtracting(idsAfter)))
  }
}

/// Where a `forEach`'s elements sit among the navigation scopes.
@usableFromInline
struct _ForEachScope {
  let keyPath: AnyKeyPath

  @usableFromInline
  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  /// Runs `body` as the element `id`: the effects it makes are scoped to the element.
  @usableFromInline
  func running<R>(element id: some Hashable, _ body: () -> R) -> R {
    withNavigationIDPath(
      currentNavigationIDPath.appending(NavigationID(id: id, keyPath: keyPath)), operation: body)
  }

  /// `effect`, made by the element `id`, cancelled when the element is removed.
  @usableFromInline
  func scoping<Action>(_ effect: Effect<Action>, element id: some Hashable) -> Effect<Action> {
    effect._cancellable(id: NavigationID(id: id, keyPath: keyPath), path: currentNavigationIDPath)
  }

  /// Cancels the effects of the elements `ids`, removed.
  @usableFromInline
  func cancelling<Action>(_ ids: some Sequence<some Hashable>) -> Effect<Action> {
    let path = currentNavigationIDPath
    return .merge(ids.map { ._cancel(id: NavigationID(id: $0, keyPath: keyPath), path: path) })
  }
}

extension SourceLocation {
  /// Reports an action for an element a collection (`forEach`, a navigation stack) no longer
  /// holds; `swiftUIFix` names what a SwiftUI app would use instead.
  @usableFromInline
  func reportMissingElement(_ action: Any, swiftUIFix: String) {
    report(
      """
      A "forEach" at "\(fileID):\(line)" received an action for a missing element.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element \
      reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living \
      effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when its \
      state contains an element at this id. In SwiftUI applications, use \(swiftUIFix)
      """
    )
  }
}

/// An action for one element of a collection run by
/// `forEach(_:action:element:)`.
///
/// ```swift
/// await store.send(.todos(.element(id: todo.id, action: .toggled)))
/// await store.receive(\.todos[id: todo.id].saved)
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` for the element identified by `id`.
  case element(id: ID, action: Action)

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``IdentifiedAction``: `\.element`, and `\.[id: id]` for one element's
  /// actions.
  public struct AllCasePaths: Sendable {
    /// Any element's action, with its id.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        })
    }

    /// The actions of the element identified by `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        })
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

/// The ``IdentifiedAction`` of a reducer whose state is `Identifiable`.
///
/// ```swift
/// case todos(IdentifiedActionOf<Todo>)
/// ```
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
