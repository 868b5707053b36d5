/// Groups reducers so that a modifier applies to all of them at once. They run in order and
/// their effects are merged.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     Scope(state: \.counter, action: \.counter) { Counter() }
///     Scope(state: \.favorites, action: \.favorites) { FavoritePrimes() }
///   }
///   .dependency(\.fileClient, .inMemory())
/// }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers that `build` lists.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
