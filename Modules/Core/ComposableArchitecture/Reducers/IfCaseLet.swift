extension Reducer {
  /// Runs `case` on one case of this reducer's enum state, before this reducer, while the
  /// state is in that case.
  ///
  /// The case is a navigation scope of its own: its effects are cancelled when this reducer
  /// moves the state to another case. A child action that arrives while the state is in
  /// another case is reported as an issue.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     guard case .loggedOut(.loginSucceeded(let user)) = action else { return .none }
  ///     state = .loggedIn(LoggedIn.State(user: user))
  ///     return .none
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  ///   .ifCaseLet(\.loggedOut, action: \.loggedOut) { LoggedOut() }
  /// }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where State: CasePathable {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: AnyCasePath(toCaseState),
      toChildAction: _casePath(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer built by ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>, location: SourceLocation
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
    _IfCaseLetNode(
      parent: parent._makeNode(), child: _LazyNode(child), toChildState: toChildState,
      toChildAction: toChildAction, location: location)
  }
}

@usableFromInline
final class _IfCaseLetNode<ParentState, ParentAction, ChildState, ChildAction>: _ReducerNode<
  ParentState, ParentAction
>
{
  let parent: _ReducerNode<ParentState, ParentAction>
  let child: _ReducerNode<ChildState, ChildAction>
  let toChildState: AnyCasePath<ParentState, ChildState>
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let location: SourceLocation

  @usableFromInline
  init(
    parent: _ReducerNode<ParentState, ParentAction>, child: _ReducerNode<ChildState, ChildAction>,
    toChildState: AnyCasePath<ParentState, ChildState>,
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
    let childEffect = toChildAction.extract(from: action).map {
      reduceChild(into: &state, action: $0, parent: action)
    }
    let idBefore = navigationID(state)
    let parentEffect = parent.reduce(into: &state, action: action)
    let idAfter = navigationID(state)
    var effect = (childEffect ?? .none).merge(with: parentEffect)
    if let idBefore, idBefore != idAfter {
      effect = effect.merge(with: .cancel(id: idBefore))
    }
    return effect
  }

  private func navigationID(_ state: ParentState) -> NavigationID? {
    toChildState.extract(from: state).map { NavigationID(root: state, value: $0) }
  }

  private func reduceChild(
    into state: inout ParentState, action childAction: ChildAction, parent action: ParentAction
  ) -> Effect<ParentAction> {
    guard var childState = toChildState.extract(from: state) else {
      location.report(
        """
        An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when \
        child state was set to a different case.

          Action:
        \(String(customDumping: action).indent(by: 4))
          State:
        \(String(customDumping: state).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "\(typeName(ParentState.self))" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      )
      return .none
    }
    let id = NavigationID(root: state, value: childState)
    defer { state = toChildState.embed(childState) }
    let effect = withNavigationIDPath(currentNavigationIDPath.appending(id)) {
      child.reduce(into: &childState, action: childAction)
    }
    return effect.map(toChildAction.embed).cancellable(id: id)
  }
}
