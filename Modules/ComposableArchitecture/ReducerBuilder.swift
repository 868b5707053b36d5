/// The result builder behind ``Reducer/body-swift.property``, ``CombineReducers`` and the
/// child closures of ``Scope``, ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` and
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
///
/// Reducers listed in a builder run in order, top to bottom, and their effects are merged.
/// `if`, `if`/`else`, `switch` and `for` loops work as they do in other builders:
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
public enum ReducerBuilder<State, Action: Sendable> {
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ReducerArray<R> {
    _ReducerArray(reducers: reducers)
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: First
  ) -> _ReducerConditional<First, Second> {
    .first(reducer)
  }

  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: Second
  ) -> _ReducerConditional<First, Second> {
    .second(reducer)
  }

  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0,
    next: R1
  ) -> _ReducerSequence<R0, R1> {
    _ReducerSequence(first: accumulated, second: next)
  }
}

/// Two reducers run one after the other; built by ``ReducerBuilder``.
public struct _ReducerSequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let first: R0
  @usableFromInline let second: R1

  @usableFromInline
  init(first: R0, second: R1) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a ``ReducerBuilder``.
public enum _ReducerConditional<First: Reducer, Second: Reducer<First.State, First.Action>>:
  Reducer
{
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let first): first.reduce(into: &state, action: action)
    case .second(let second): second.reduce(into: &state, action: action)
    }
  }
}

/// The reducers built by a `for` loop in a ``ReducerBuilder``, run in order.
public struct _ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @usableFromInline
  init(reducers: [Element]) {
    self.reducers = reducers
  }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }
}

/// An optional reducer runs when present and does nothing when `nil`; this is what lets an `if`
/// without `else` appear in a ``ReducerBuilder``.
extension Optional: Reducer where Wrapped: Reducer {
  public typealias State = Wrapped.State
  public typealias Action = Wrapped.Action
  public typealias Body = Never

  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    switch self {
    case .some(let wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
