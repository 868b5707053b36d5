// The spellings of TCA 1.0–1.3, before case key paths: `/Action.child` (an `AnyCasePath`)
// where a feature now writes `\.child`. They still compile, with a deprecation warning, so that
// older features and their tests build unchanged.

extension Reducer {
  /// `ifLet(_:action:then:)` with a case path.
  @available(
    *, deprecated,
    message: "Use a case key path ('\\.child') instead of a case path ('/Action.child')."
  )
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: _ActionPath(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `ifLet(_:action:)` for ephemeral state, with a case path.
  @available(
    *, deprecated,
    message: "Use a case key path ('\\.child') instead of a case path ('/Action.child')."
  )
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfLetReducer(
      parent: self, child: EmptyReducer<WrappedState, WrappedAction>(),
      toChildState: toWrappedState, toChildAction: _ActionPath(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `ifLet(_:action:destination:)` for presented state, with a case path.
  @available(
    *, deprecated,
    message: "Use a case key path ('\\.child') instead of a case path ('/Action.child')."
  )
  @inlinable
  @warn_unqualified_access
  public func ifLet<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: _ActionPath(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `ifLet(_:action:)` for presented ephemeral state, with a case path.
  @available(
    *, deprecated,
    message: "Use a case key path ('\\.child') instead of a case path ('/Action.child')."
  )
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      base: self, destination: EmptyReducer<DestinationState, DestinationAction>(),
      toPresentationState: toPresentationState,
      toPresentationAction: _ActionPath(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `ifCaseLet(_:action:then:)` with case paths.
  @available(
    *, deprecated,
    message: "Use case key paths ('\\.child') instead of case paths ('/Action.child')."
  )
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: toCaseState, toChildAction: toCaseAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `forEach(_:action:element:)` with a case path to an `(id, action)` payload:
  /// `.forEach(\.rows, action: /Action.row(id:action:)) { Row() }`.
  @available(
    *, deprecated, message: "Use a case key path to an 'IdentifiedAction' ('\\.rows') instead."
  )
  @inlinable
  @warn_unqualified_access
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case .element(let id, let action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
        }),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `forEach(_:action:destination:)` for a navigation stack, with a case path.
  @available(
    *, deprecated,
    message: "Use a case key path ('\\.path') instead of a case path ('/Action.path')."
  )
  @inlinable
  @warn_unqualified_access
  public func forEach<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `onChange(of:_:)` for a value that is not `Equatable`, compared by `isDuplicate`.
  @available(*, deprecated, message: "Use 'onChange(of:_:)' with an 'Equatable' value instead.")
  @inlinable
  public func onChange<V, R: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

extension Scope {
  /// `Scope(state:action:child:)` with a case path for the action.
  @available(
    *, deprecated,
    message: "Use a case key path ('\\.child') instead of a case path ('/Action.child')."
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = _ActionPath(toChildAction)
    self.child = child()
  }

  /// `Scope(state:action:child:)` with case paths for enum state and the action.
  @available(
    *, deprecated,
    message: "Use case key paths ('\\.child') instead of case paths ('/Action.child')."
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      toChildState,
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.toChildAction = _ActionPath(toChildAction)
    self.child = child()
  }
}

extension PresentationState {
  /// One case of the presented enum state, with a case path: `$destination[case: /Destination.State.edit]`.
  @available(*, deprecated, message: "Use a case key path ('[case: \\.edit]') instead.")
  public subscript<Case>(case casePath: AnyCasePath<State, Case>) -> Case? {
    get { self[casePath: casePath] }
    set { self[casePath: casePath] = newValue }
  }
}

extension StackState {
  /// One case of the element with `id`, with a case path.
  @available(*, deprecated, message: "Use a case key path ('[id: id, case: \\.detail]') instead.")
  public subscript<Case>(id id: StackElementID, case casePath: AnyCasePath<Element, Case>) -> Case?
  {
    get { self[id: id, casePath: casePath] }
    set { self[id: id, casePath: casePath] = newValue }
  }
}

extension TestStore {
  /// `receive(_:)` with a case path.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use a case key path ('\\.response') instead.")
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      casePath: actionCase, timeout: duration, updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
