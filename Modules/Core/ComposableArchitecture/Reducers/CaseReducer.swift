/// An enum of reducers, one per case of its state: what ``Reducer()`` makes of an enum.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case settings(Settings)
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in .none }
///     .ifLet(\.$destination, action: \.destination)
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Defaulting each to itself lets the compiler infer them from the nested types and the
  // static `body` the macro writes, without a `typealias` the macro would have to add.
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body
  /// The cases of a store of this reducer, each holding a store of its case's reducer.
  associatedtype CaseScope: _CaseScopeProtocol

  /// The reducer: each case's reducer, run while the state is in that case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The case a store of this reducer is in, with a store scoped to it.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  public var body: Body { Self.body }
}

/// The `CaseScope` a ``CaseReducer`` generates.
public protocol _CaseScopeProtocol {}

/// The state of a ``CaseReducer``, which knows its reducer.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// Presents an enum of destinations, each case run by its own reducer.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  @warn_unqualified_access
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some ReducerOf<Self> where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(
      state, action: action, destination: { ChildState.StateReducer.body }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs a stack of destinations, each case run by its own reducer.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  @warn_unqualified_access
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, StackState<DestinationState>>,
    action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some ReducerOf<Self> where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(
      state, action: action, destination: { DestinationState.StateReducer.body }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case this store's state is in, with a store scoped to it.
  ///
  /// ```swift
  /// switch store.case {
  /// case .detail(let detailStore):
  ///   detailStore.send(.onAppear)
  /// case .settings(let settingsStore):
  ///   settingsStore.send(.onAppear)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
