extension Reducer {
  /// Runs `wrapped` on optional child state while it is present, before this reducer.
  ///
  /// The child is a navigation scope of its own: its effects' cancellation IDs do not meet
  /// those of its parent's other children, and all of them are cancelled when this reducer
  /// sets the state to `nil` or replaces it with a different child (another `Identifiable` id,
  /// or another case of enum state). A child action that arrives while the state is `nil` is
  /// reported as an issue.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .detailButtonTapped:
  ///       state.detail = Detail.State()
  ///       return .none
  ///     case .detail:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.detail, action: \.detail) {
  ///     Detail()
  ///   }
  /// }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: _actionPath(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs nothing on ephemeral child state (an alert or a confirmation dialog) but clears it
  /// once one of its actions arrives.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfLetReducer(
      parent: self, child: EmptyReducer<WrappedState, WrappedAction>(),
      toChildState: toWrappedState, toChildAction: _actionPath(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: _ActionPath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: _ActionPath<Parent.Action, Child.Action>, location: SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Parent.State, Parent.Action> {
    let parent = parent._makeNode()
    return _ifLetNode(
      parent, toChildAction,
      _IfLetNode(
        parent: parent, child: _LazyNode(child), toChildState: toChildState,
        toChildAction: toChildAction.casePath, location: location))
  }
}

/// `ifLet`'s node: most actions are not the child's, and until the child has returned an
/// effect there is nothing of its to cancel when it goes away, so only the parent runs, without
/// reading the child's state. That is decided in a closure generic over the four types only, so
/// that it is specialized (see `_sequenceNode`). The rest is `node`'s work.
@inlinable
func _ifLetNode<ParentState, ParentAction, ChildState, ChildAction>(
  _ parent: _ReducerNode<ParentState, ParentAction>,
  _ toChildAction: _ActionPath<ParentAction, ChildAction>,
  _ node: _IfLetNode<ParentState, ParentAction, ChildState, ChildAction>
) -> _ReducerNode<ParentState, ParentAction> {
  let general: _ReducerNode<ParentState, ParentAction> = node
  let childEffects = node.childEffects
  return _ClosureNode { state, action in
    if !childEffects.wereReturned, case .none = toChildAction.extract(from: action) {
      return parent.reduce(into: &state, action: action)
    }
    return general.reduce(into: &state, action: action)
  }
}

/// Whether a child has ever returned an effect: until then, it has nothing to cancel.
@usableFromInline
final class ChildEffects {
  // Read on every action; a store's nodes reduce one action at a time, on its actor.
  @exclusivity(unchecked) @usableFromInline var wereReturned = false
  @usableFromInline init() {}
}

@usableFromInline
final class _IfLetNode<ParentState, ParentAction, ChildState, ChildAction>: _ReducerNode<
  ParentState, ParentAction
>
{
  let parent: _ReducerNode<ParentState, ParentAction>
  let child: _ReducerNode<ChildState, ChildAction>
  let toChildState: WritableKeyPath<ParentState, ChildState?>
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let location: SourceLocation
  @usableFromInline let childEffects = ChildEffects()

  @usableFromInline
  init(
    parent: _ReducerNode<ParentState, ParentAction>, child: _ReducerNode<ChildState, ChildAction>,
    toChildState: WritableKeyPath<ParentState, ChildState?>,
    toChildAction: AnyCasePath<ParentAction, ChildAction>, location: SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  override func reduce(into state: inout ParentState, action: ParentAction) -> Effect<
    ParentAction
  > {
    let childAction = toChildAction.extract(from: action)
    let childEffect = childAction.map { reduceChild(into: &state, action: $0, parent: action) }
    guard let childBefore = state[keyPath: toChildState] else {
      // No child before the parent runs: nothing of its can be cancelled or dismissed.
      return (childEffect ?? .none).merge(with: parent.reduce(into: &state, action: action))
    }
    let idBefore: NavigationID? = NavigationID(base: childBefore, keyPath: toChildState)
    let parentEffect = parent.reduce(into: &state, action: action)
    let idAfter = navigationID(state)

    if childAction != nil, idBefore != nil, idAfter == idBefore,
      let childState = state[keyPath: toChildState], isEphemeral(childState)
    {
      state[keyPath: toChildState] = nil
    }
    var effect = (childEffect ?? .none).merge(with: parentEffect)
    if let idBefore, idBefore != idAfter {
      effect = effect.merge(with: ._cancel(id: idBefore, path: currentNavigationIDPath))
    }
    return effect
  }

  private func navigationID(_ state: ParentState) -> NavigationID? {
    state[keyPath: toChildState].map { NavigationID(base: $0, keyPath: toChildState) }
  }

  private func reduceChild(
    into state: inout ParentState, action childAction: ChildAction, parent action: ParentAction
  ) -> Effect<ParentAction> {
    guard let childState = state[keyPath: toChildState] else {
      location.report(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
        state was "nil".

          Action:
        \(String(customDumping: action).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """
      )
      return .none
    }
    let path = currentNavigationIDPath
    let id = NavigationID(base: childState, keyPath: toChildState)
    let effect = withNavigationIDPath(path.appending(id)) {
      child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
    }
    if !effect.isNone { childEffects.wereReturned = true }
    return effect.map(toChildAction.embed)._cancellable(id: id, path: path)
  }
}
