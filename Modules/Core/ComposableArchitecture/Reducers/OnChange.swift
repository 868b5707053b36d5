extension Reducer {
  /// This reducer, followed by the reducer `reducer` builds whenever the value `toValue` reads
  /// from the state differs after this reducer ran from what it was before.
  ///
  /// The built reducer runs on the same state and action; its effects are merged with this
  /// reducer's.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.settings, action: \.settings) { Settings() }
  ///     .onChange(of: \.settings.theme) { oldTheme, newTheme in
  ///       Reduce { state, action in
  ///         .run { _ in await analytics.track("theme \(oldTheme) -> \(newTheme)") }
  ///       }
  ///     }
  /// }
  /// ```
  @inlinable
  public func onChange<V: Equatable, R: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// This reducer, followed by `perform` whenever the value `toValue` reads from the state
  /// differs after this reducer ran from what it was before.
  ///
  /// ```swift
  /// .onChange(of: \.query) { oldQuery, state in
  ///   state.results = []
  ///   return .send(.search)
  /// }
  /// ```
  @inlinable
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, V, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }
}

/// The reducer built by ``Reducer/onChange(of:_:)-(_,(V,V)->R)``.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Base.State, Base.Action> {
    _onChangeNode(base._makeNode(), toValue, isDuplicate) { [reducer] old, new in
      reducer(old, new)._makeNode()
    }
  }
}

/// `onChange`'s node, generic over the state, action and value only, so that its closure is
/// specialized (see `_sequenceNode`).
@inlinable
func _onChangeNode<State, Action, Value>(
  _ base: _ReducerNode<State, Action>,
  _ toValue: @escaping (State) -> Value,
  _ isDuplicate: @escaping (Value, Value) -> Bool,
  _ reducer: @escaping (Value, Value) -> _ReducerNode<State, Action>
) -> _ReducerNode<State, Action> {
  _ClosureNode { state, action in
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return effect }
    return effect._merging(reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
