/// A reducer written as a closure, for logic that lives directly in a
/// ``Reducer/body-swift.property``.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .tabSelected(let tab):
///       state.selectedTab = tab
///       return .none
///     default:
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  enum Implementation {
    case closure((inout State, Action) -> Effect<Action>)
    case reducer(any Reducer<State, Action>)
  }

  @usableFromInline
  let implementation: Implementation

  /// A reducer that runs `reduce`.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.implementation = .closure(reduce)
  }

  /// Type-erases `reducer`.
  ///
  /// ```swift
  /// let erased = Reduce(Counter())
  /// ```
  @inlinable
  public init(_ reducer: some Reducer<State, Action>) {
    self.implementation = .reducer(reducer)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch implementation {
    case .closure(let reduce): reduce(&state, action)
    case .reducer(let reducer): reducer.reduce(into: &state, action: action)
    }
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<State, Action> {
    switch implementation {
    case .closure(let reduce): _ClosureNode(reduce)
    case .reducer(let reducer): reducer._makeNode()
    }
  }
}

/// A node that runs a closure. The operators make theirs in `@inlinable` code, so that the
/// closure is compiled where the reducer's types are known: it runs specialized, without
/// looking up generic metadata on every action.
@usableFromInline
final class _ClosureNode<State, Action>: _ReducerNode<State, Action> {
  let reduce: (inout State, Action) -> Effect<Action>

  @usableFromInline
  init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  override func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
