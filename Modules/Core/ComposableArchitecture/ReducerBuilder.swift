/// The result builder behind ``Reducer/body-swift.property``, ``CombineReducers`` and the child
/// closures of ``Scope``, `ifLet`, `forEach` and the other operators.
///
/// Reducers listed in a builder run in order, top to bottom, and their effects are merged.
/// `if`, `if`/`else`, `switch` and `for` loops work as in other builders:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in .none }
///   if isLoggingEnabled {
///     Logger()
///   }
///   Scope(state: \.counter, action: \.counter) { Counter() }
/// }
/// ```
///
/// Because every expression is checked against `Reducer<State, Action>`, key paths in `Scope`
/// need no root type.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// The reducers of a `for` loop, run in order.
  @inlinable
  public static func buildArray(_ reducers: [some Reducer<State, Action>]) -> some Reducer<
    State, Action
  > {
    _SequenceMany(reducers: reducers)
  }

  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> some Reducer<State, Action> {
    EmptyReducer()
  }

  /// A body of one reducer: that reducer.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The reducer of the branch of an `if`/`else` or `switch` that ran (the first).
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The reducer of the branch of an `if`/`else` or `switch` that ran (the second).
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A reducer written in a body, as it is.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// A reducer of an existential type, wrapped to be composed.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(_ expression: any Reducer<State, Action>) -> Reduce<
    State, Action
  > {
    Reduce(expression)
  }

  /// The body as built.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer under `if #available`, wrapped so that its type does not leak out.
  @inlinable
  public static func buildLimitedAvailability(_ wrapped: some Reducer<State, Action>) -> Reduce<
    State, Action
  > {
    Reduce(wrapped)
  }

  /// The reducer of an `if` without `else`: run when its condition held.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far, then the next one, in order.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch`.
  public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    case first(First)
    case second(Second)

    public func reduce(into state: inout First.State, action: First.Action) -> Effect<
      First.Action
    > {
      _makeNode().reduce(into: &state, action: action)
    }

    @inlinable
    public func _makeNode() -> _ReducerNode<First.State, First.Action> {
      switch self {
      case .first(let first): first._makeNode()
      case .second(let second): second._makeNode()
      }
    }
  }

  /// Two reducers run one after the other.
  public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @usableFromInline
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      _makeNode().reduce(into: &state, action: action)
    }

    // Inlined, not just specialized: a long body nests `_Sequence` in `_Sequence`, and the
    // optimizer stops specializing a function reached from itself after two levels.
    @inlinable @inline(__always)
    public func _makeNode() -> _ReducerNode<R0.State, R0.Action> {
      _sequenceNode(r0._makeNode(), r1._makeNode())
    }
  }

  /// The reducers built by a `for` loop, run in order.
  public struct _SequenceMany<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    @usableFromInline
    init(reducers: [Element]) {
      self.reducers = reducers
    }

    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
      Element.Action
    > {
      _makeNode().reduce(into: &state, action: action)
    }

    @inlinable
    public func _makeNode() -> _ReducerNode<Element.State, Element.Action> {
      reducers.map { $0._makeNode() }.reduce(_EmptyNode(), _sequenceNode)
    }
  }
}

/// An optional reducer runs when present and does nothing when `nil`; this is what lets an `if`
/// without an `else` appear in a builder.
extension Optional: Reducer where Wrapped: Reducer {
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    self?.reduce(into: &state, action: action) ?? .none
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Wrapped.State, Wrapped.Action> {
    self?._makeNode() ?? _EmptyNode()
  }
}

/// Two nodes run one after the other. The closure is generic over the state and action only,
/// not over the (often very large) reducer types, so that it is specialized even for a long
/// body: the optimizer gives up on closures nested in types past a certain size.
@inlinable
func _sequenceNode<State, Action>(
  _ first: _ReducerNode<State, Action>, _ second: _ReducerNode<State, Action>
) -> _ReducerNode<State, Action> {
  _ClosureNode { state, action in
    first.reduce(into: &state, action: action)
      ._merging(second.reduce(into: &state, action: action))
  }
}
