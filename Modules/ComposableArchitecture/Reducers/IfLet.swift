extension Reducer {
  /// Runs `wrapped` on optional child state while it is present, before this reducer.
  ///
  /// Child actions that arrive while the state is `nil` are ignored. When this reducer sets the
  /// state to `nil`, the child's running effects are cancelled, so a dismissed feature never
  /// receives stale responses.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .isPrimeButtonTapped:
  ///       state.primeModal = PrimeModal.State(count: state.count)
  ///       return .none
  ///     case .primeModal:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.primeModal, action: \.primeModal) {
  ///     PrimeModal()
  ///   }
  /// }
  /// ```
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction)
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let cancelID = KeyPathID(keyPath: toChildState, element: 0)
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action), state[keyPath: toChildState] != nil {
      childEffect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
        .map(toChildAction.embed)
        .cancellable(id: cancelID)
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    if wasPresent, state[keyPath: toChildState] == nil {
      return .merge(childEffect, parentEffect, .cancel(id: cancelID))
    }
    return childEffect.merge(with: parentEffect)
  }
}
