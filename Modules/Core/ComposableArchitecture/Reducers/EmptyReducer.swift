/// A reducer that does nothing: no state change, no effect.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   if isEnabled { Feature() } else { EmptyReducer() }
/// }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// A reducer that does nothing.
  @inlinable
  public init() {}

  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }

  public func _makeNode() -> _ReducerNode<State, Action> {
    _EmptyNode()
  }
}
