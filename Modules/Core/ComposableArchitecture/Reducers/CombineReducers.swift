/// Runs the reducers it is built from one after another, as a single reducer, so that an
/// operator such as `ifLet` or `_printChanges` can apply to all of them.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     Scope(state: \.profile, action: \.profile) { Profile() }
///     Scope(state: \.settings, action: \.settings) { Settings() }
///   }
///   ._printChanges()
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers `build` lists.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<State, Action> {
    reducers._makeNode()
  }
}
