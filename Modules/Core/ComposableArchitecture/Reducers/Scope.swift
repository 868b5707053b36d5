/// Runs a child reducer on a part of the parent's state, for the parent's actions that carry a
/// child action. The child's effects are embedded back into the parent's actions.
///
/// ```swift
/// @Reducer
/// struct AppFeature {
///   struct State { var counter = Counter.State() }
///   enum Action { case counter(Counter.Action) }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.counter, action: \.counter) {
///       Counter()
///     }
///   }
/// }
/// ```
///
/// The state may also be one case of enum state (`Scope(state: \.loggedIn, action:
/// \.loggedIn)`): the child runs only while the state is in that case, and an action that
/// arrives while it is in another case is reported as an issue.
///
/// A `Scope` does not give its child a navigation scope of its own: two scopes of the same
/// child share cancellation IDs (`ifLet(_:action:then:)`
/// and `forEach(_:action:element:)` do separate them).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, SourceLocation)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: _ActionPath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Runs `child` on the state at `toChildState` for the actions in the case `toChildAction`.
  ///
  /// ```swift
  /// Scope(state: \.counter, action: \.counter) { Counter() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = _actionPath(toChildAction)
    self.child = child()
  }

  /// The same, without the `state:` label.
  ///
  /// ```swift
  /// Scope(\.counter, action: \.counter) { Counter() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Runs `child` while the enum state is in the case `toChildState`.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      AnyCasePath(toChildState),
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.toChildAction = _actionPath(toChildAction)
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<ParentState, ParentAction> {
    switch toChildState {
    case .keyPath(let keyPath):
      return _scopeNode(keyPath, toChildAction, child._makeNode())
    case .casePath(let casePath, let location):
      return _CaseScopeNode(
        toChildState: casePath, toChildAction: toChildAction, child: child._makeNode(),
        location: location)
    }
  }
}

/// A child on a part of its parent's state. Generic over the four types only, not the child's
/// reducer type, so that its closure is specialized (see `_sequenceNode`).
@inlinable
func _scopeNode<ParentState, ParentAction, ChildState, ChildAction>(
  _ toChildState: WritableKeyPath<ParentState, ChildState>,
  _ toChildAction: _ActionPath<ParentAction, ChildAction>,
  _ child: _ReducerNode<ChildState, ChildAction>
) -> _ReducerNode<ParentState, ParentAction> {
  let toChildState = _StateAccessor(resolving: toChildState)
  return _ClosureNode { state, action in
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = toChildState.modify(&state) { child.reduce(into: &$0, action: childAction) }
    return effect.isNone ? .none : effect.map(toChildAction.toRoot)
  }
}

/// Where an operator was written, for the issues it reports.
@usableFromInline
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A child on one case of its parent's enum state.
@usableFromInline
final class _CaseScopeNode<ParentState, ParentAction, ChildState, ChildAction>: _ReducerNode<
  ParentState, ParentAction
>
{
  let toChildState: AnyCasePath<ParentState, ChildState>
  let toChildAction: _ActionPath<ParentAction, ChildAction>
  let child: _ReducerNode<ChildState, ChildAction>
  let location: SourceLocation

  @usableFromInline
  init(
    toChildState: AnyCasePath<ParentState, ChildState>,
    toChildAction: _ActionPath<ParentAction, ChildAction>,
    child: _ReducerNode<ChildState, ChildAction>,
    location: SourceLocation
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
    self.location = location
  }

  override func reduce(into state: inout ParentState, action: ParentAction) -> Effect<
    ParentAction
  > {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      location.report(
        """
        A "Scope" at "\(location.fileID):\(location.line)" received a child action when child \
        state was set to a different case.

          Action:
            \(debugCaseOutput(action))
          State:
            \(debugCaseOutput(state))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
        scoped reducer ran. Child reducers must run before any parent reducer sets child state \
        to a different case. This ensures that child reducers can handle their actions while \
        their state is still available. Consider using "Reducer.ifCaseLet" to embed this child \
        reducer in the parent reducer that change its state to ensure the child reducer runs \
        first.

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
    defer { state = toChildState.embed(childState) }
    let effect = child.reduce(into: &childState, action: childAction)
    return effect.isNone ? .none : effect.map(toChildAction.toRoot)
  }
}
