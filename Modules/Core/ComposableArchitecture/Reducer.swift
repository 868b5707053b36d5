/// A type that evolves a feature's state in response to actions, and describes the effects that
/// should run afterwards.
///
/// Conform with ``Reducer()`` (the `@Reducer` macro) and implement either ``body-swift.property``
/// to compose other reducers:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// or ``reduce(into:action:)`` for a leaf. If a reducer implements both, the store calls
/// ``reduce(into:action:)``.
///
/// A `body` is a pure description of how reducers compose: the store builds it once, when it is
/// created (within the store's dependencies, and within each `.dependency` override above it),
/// not on every action. Do no work in a `body` and read no changing values there (the time,
/// random numbers, a new client): do that in a `Reduce` or an effect.
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of ``body-swift.property``; `Never` for reducers that implement
  /// `reduce(into:action:)` directly.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run afterwards.
  ///
  /// ```swift
  /// let effect = Counter().reduce(into: &state, action: .incrementButtonTapped)
  /// ```
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's implementation, built from other reducers.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in .none }
  ///   Scope(state: \.child, action: \.child) { Child() }
  /// }
  /// ```
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer as a store runs it: its body, and every body below it, built once. The
  /// library's reducers implement this; yours need not.
  func _makeNode() -> _ReducerNode<State, Action>

  /// The cases of ``Action``, which `@Reducer` writes out so that the operators in ``body``
  /// find child actions without case key path lookups; `nil` by default.
  static var _$actionCases: _ActionCases<Action>? { get }
}

/// A reducer whose state and action are those of `R`, for writing `some ReducerOf<Self>`.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; this is never called.
  @_transparent
  public var body: Body {
    fatalError("'\(Self.self)' has no body.")
  }
}

extension Reducer {
  public static var _$actionCases: _ActionCases<Action>? { nil }

  /// A reducer that implements ``reduce(into:action:)``: the store calls it.
  public func _makeNode() -> _ReducerNode<State, Action> {
    _ReduceNode(self)
  }
}

extension Reducer where Body: Reducer<State, Action> {
  /// Runs ``body-swift.property``: the body the store built once, when the store calls this;
  /// otherwise a body built for this call.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let body = BodyHandoff.take(for: Self.self) as? _ReducerNode<State, Action> {
      return body.reduce(into: &state, action: action)
    }
    return body._makeNode().reduce(into: &state, action: action)
  }

  /// Builds ``body-swift.property`` once, its operators finding this reducer's actions through
  /// ``_$actionCases``. The first action runs the reducer's `reduce(into:action:)`, so that one
  /// the reducer implements itself takes precedence, as it would without the store; when the
  /// default implementation ran instead (it takes the built body through ``BodyHandoff``),
  /// later actions go to the body directly.
  @inlinable
  public func _makeNode() -> _ReducerNode<State, Action> {
    let body = _withActionCases(Self._$actionCases) { self.body._makeNode() }
    let resolution = BodyResolution()
    return _ClosureNode { [self] state, action in
      switch resolution.runsBody {
      case true?:
        return body.reduce(into: &state, action: action)
      case false?:
        return reduce(into: &state, action: action)
      case nil:
        let offer = BodyHandoff.offer(body, for: Self.self)
        defer { BodyHandoff.clear() }
        let effect = reduce(into: &state, action: action)
        resolution.runsBody = offer.isTaken
        return effect
      }
    }
  }
}
