/// A type that evolves a feature's state in response to actions, and describes the side effects
/// that should run afterwards.
///
/// Conform by implementing either ``reduce(into:action:)`` for a leaf feature:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// or ``body-swift.property`` to compose other reducers:
///
/// ```swift
/// struct App: Reducer {
///   struct State: Equatable { var counter = Counter.State() }
///   @CasePathable enum Action { case counter(Counter.Action) }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.counter, action: \.counter) { Counter() }
///   }
/// }
/// ```
///
/// Whichever you implement, the other is provided.
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer handles. Actions cross from effects to the store, so they are
  /// `Sendable`.
  associatedtype Action: Sendable

  /// The type of ``body-swift.property``; `Never` for reducers that implement
  /// ``reduce(into:action:)`` directly.
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
}

/// A reducer whose state and action are those of `R`, for writing `some ReducerOf<Self>`.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; this is never called.
  public var body: Body {
    fatalError("'\(Self.self)' has no body: it implements 'reduce(into:action:)' instead.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body-swift.property``.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body.reduce(into: &state, action: action)
  }
}
