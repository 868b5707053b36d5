extension Reducer {
  /// Runs `element` on the element of a collection that an ``IdentifiedAction`` names, before
  /// this reducer.
  ///
  /// Actions for an id that is no longer in the collection are ignored. When this reducer
  /// removes elements, their running effects are cancelled.
  ///
  /// ```swift
  /// struct Todos: Reducer {
  ///   struct State: Equatable { var todos: IdentifiedArrayOf<Todo.State> = [] }
  ///   @CasePathable enum Action { case todos(IdentifiedActionOf<Todo>) }
  ///
  ///   var body: some ReducerOf<Self> {
  ///     EmptyReducer()
  ///       .forEach(\.todos, action: \.todos) { Todo() }
  ///   }
  /// }
  /// ```
  @inlinable
  public func forEach<
    ID: Hashable & Sendable, ElementState, ElementAction,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction) = toElementAction.extract(from: action),
      state[keyPath: toElementsState][id: id] != nil
    {
      let embed = toElementAction.embed
      elementEffect = element.reduce(
        into: &state[keyPath: toElementsState][id: id]!, action: elementAction
      )
      .map { embed(.element(id: id, action: $0)) }
      .cancellable(id: KeyPathID(keyPath: toElementsState, element: id))
    }
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    guard idsBefore != idsAfter else { return elementEffect.merge(with: parentEffect) }
    let cancellations = idsBefore.subtracting(idsAfter).map {
      Effect<Parent.Action>.cancel(id: KeyPathID(keyPath: toElementsState, element: $0))
    }
    return .merge([elementEffect, parentEffect] + cancellations)
  }
}

/// An action for one element of a collection run by ``Reducer/forEach(_:action:element:)``.
///
/// ```swift
/// store.send(.todos(.element(id: todo.id, action: .toggle)))
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
  /// `action` for the element identified by `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}

/// The ``IdentifiedAction`` of a reducer whose state is `Identifiable`.
///
/// ```swift
/// case todos(IdentifiedActionOf<Todo>)
/// ```
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
