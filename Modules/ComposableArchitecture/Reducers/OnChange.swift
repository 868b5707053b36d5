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
}

/// The reducer built by ``Reducer/onChange(of:_:)``.
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

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    return baseEffect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
