/// The state of a presented child feature: `nil` when nothing is presented. Declare it with the
/// ``Presents()`` macro and integrate the child with
/// `ifLet(_:action:destination:)`:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var detail: Detail.State?
/// }
/// enum Action {
///   case detail(PresentationAction<Detail.Action>)
/// }
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in .none }
///     .ifLet(\.$detail, action: \.detail) { Detail() }
/// }
/// ```
///
/// The state is boxed, so a feature can present itself recursively.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline
  final class Storage: @unchecked Sendable {
    @usableFromInline var state: State
    @usableFromInline init(state: State) { self.state = state }
  }

  /// The presented state, boxed so that a feature can present itself; `nil` while nothing is
  /// presented, so that an empty presentation allocates nothing and copies for free.
  @usableFromInline var storage: Storage?
  /// The identity of the child the presentation reducer last saw presented, so that it can
  /// cancel the child's effects even when another reducer dismissed it before it ran.
  var presentedID: NavigationID? {
    get { seenID }
    set {
      seenID = newValue
      hasPresentedID = newValue != nil
    }
  }
  @usableFromInline var seenID: NavigationID?
  /// Whether `presentedID` is set. Kept beside it because the ID's layout is known only at run
  /// time (it holds `AnyHashable`s): even whether it is `nil` is asked of the runtime, at a cost
  /// the presentation `ifLet` would pay on every action.
  @usableFromInline var hasPresentedID: Bool

  /// The presented state, or `nil`.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map { Storage(state: $0) }
    self.seenID = nil
    self.hasPresentedID = false
  }

  /// The presented state, or `nil`.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.state }
    set {
      guard let newValue else {
        storage = nil
        return
      }
      if isKnownUniquelyReferenced(&storage) {
        storage!.state = newValue
      } else {
        storage = Storage(state: newValue)
      }
    }
  }

  /// What the presentation `ifLet` checks on every action. `inout` so that it is read where the
  /// presentation is stored: a presentation is of a layout known only at run time (its ID holds
  /// `AnyHashable`s), and a copy of it goes through the runtime.
  @inlinable
  public static func _status(of presentation: inout Self) -> _PresentationStatus {
    if presentation.storage != nil { return .presented }
    return presentation.hasPresentedID ? .dismissed : .idle
  }

  /// The presentation itself, for `ifLet(\.$detail, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presentation of one case of enum state (`$destination.edit`).
  ///
  /// ```swift
  /// let editStore = store.scope(state: \.$destination.edit, action: \.destination.edit)
  /// ```
  public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> PresentationState<
    Case
  >
  where State: CasePathable {
    PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// The presentation of a part of the state.
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> PresentationState<
    Member
  > {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }

  /// One case of enum state, read or modified in place; modifying another case than the
  /// presented one is reported as an issue.
  ///
  /// ```swift
  /// $0.$destination[case: \.edit]?.title = "Blob"
  /// ```
  public subscript<Case>(case keyPath: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { self[casePath: AnyCasePath(keyPath)] }
    set { self[casePath: AnyCasePath(keyPath)] = newValue }
  }

  subscript<Case>(casePath casePath: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(casePath.extract) }
    set {
      guard let root = wrappedValue, casePath.extract(from: root) != nil else {
        reportIssue(
          "Can't modify unrelated case\(wrappedValue.flatMap(caseName).map { " \($0.debugDescription)" } ?? "")"
        )
        return
      }
      wrappedValue = newValue.map(casePath.embed)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

/// The actions of a presented child: its own, and `.dismiss`.
///
/// ```swift
/// case destination(PresentationAction<Destination.Action>)
/// ```
///
/// A test names a child's action through it, and the dismissal:
///
/// ```swift
/// await store.send(\.destination.edit.saveButtonTapped)
/// await store.receive(\.destination.dismiss)
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the child: the presenting reducer sets its state to `nil`, cancelling its
  /// effects.
  case dismiss
  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``PresentationAction``: `\.dismiss`, `\.presented`, and the child's own
  /// cases directly (`\.destination.edit` for `.presented(.edit(…))`).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `.dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        })
    }

    /// Any action of the presented child.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        })
    }

    /// One case of the presented child's actions.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable & SendableMetatype {
      let casePath = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: { .presented(casePath.embed($0)) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return casePath.extract(from: action)
        })
    }

    /// One case of the presented child's actions, as a presentation action of its own.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable & SendableMetatype {
      let casePath = AnyCasePath(keyPath)
      return AnyCasePath(
        embed: {
          switch $0 {
          case .dismiss: .dismiss
          case .presented(let action): .presented(casePath.embed(action))
          }
        },
        extract: {
          switch $0 {
          case .dismiss: .dismiss
          case .presented(let action): casePath.extract(from: action).map { .presented($0) }
          }
        })
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension Reducer {
  /// Runs `destination` on presented child state while it is present, before this reducer.
  ///
  /// The presented child is a navigation scope of its own. Its effects are cancelled when it is
  /// dismissed (its state set to `nil`, by this reducer or by `.dismiss`) or replaced by a
  /// different child. `@Dependency(\.dismiss)` in the child dismisses it: the presenting
  /// reducer receives `.dismiss`. Ephemeral children (alerts, dialogs) are dismissed by any of
  /// their actions.
  ///
  /// ```swift
  /// Reduce { state, action in .none }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination.body
  ///   }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifLet<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: _actionPath(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presents ephemeral state (an alert, a confirmation dialog), which has no reducer of its
  /// own: any of its actions dismisses it.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      base: self, destination: EmptyReducer<DestinationState, DestinationAction>(),
      toPresentationState: toPresentationState,
      toPresentationAction: _actionPath(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer built by `ifLet(_:action:destination:)`.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    _ActionPath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    base: Base, destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: _ActionPath<Base.Action, PresentationAction<Destination.Action>>,
    location: SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Base.State, Base.Action> {
    let base = base._makeNode()
    return _presentationNode(
      base, toPresentationState, toPresentationAction,
      _PresentationNode(
        base: base, destination: _LazyNode(destination),
        toPresentationState: toPresentationState,
        toPresentationAction: toPresentationAction.casePath, location: location))
  }
}

/// The presentation `ifLet`'s node: most actions find nothing presented and are not the
/// destination's, and only the parent runs; that is decided in a closure generic over the four
/// types only, so that it is specialized (see `_sequenceNode`). The rest is `node`'s work.
@inlinable
func _presentationNode<BaseState, BaseAction, DestinationState, DestinationAction>(
  _ base: _ReducerNode<BaseState, BaseAction>,
  _ toPresentationState: WritableKeyPath<BaseState, PresentationState<DestinationState>>,
  _ toPresentationAction: _ActionPath<BaseAction, PresentationAction<DestinationAction>>,
  _ node: _PresentationNode<BaseState, BaseAction, DestinationState, DestinationAction>
) -> _ReducerNode<BaseState, BaseAction> {
  let general: _ReducerNode<BaseState, BaseAction> = node
  let status =
    _StateAccessor(resolving: toPresentationState).presentationStatus
    ?? { PresentationState._status(of: &$0[keyPath: toPresentationState]) }
  return _ClosureNode { state, action in
    guard status(&state) == .idle, case .none = toPresentationAction.extract(from: action)
    else { return general.reduce(into: &state, action: action) }
    let effect = base.reduce(into: &state, action: action)
    guard status(&state) != .presented else {
      return node.parentPresented(in: &state, action: action, effect: effect)
    }
    return effect
  }
}

/// Where a presentation stands, as the presentation `ifLet` checks it on every action.
public enum _PresentationStatus: Equatable, Sendable {
  /// Nothing presented, and nothing seen presented that is still to be dismissed.
  case idle
  /// A child is presented.
  case presented
  /// Nothing presented, but the child the reducer last saw is still to be dismissed.
  case dismissed
}

/// The ID of the effect that waits for a presented child to ask to be dismissed.
struct DismissID: Hashable, Sendable {}

/// The ID of the effects that wait, for as long as a child is presented, for it to ask to be
/// dismissed; a test store cancels them when the test ends.
struct PresentationListenerID: Hashable, Sendable {}

@usableFromInline
final class _PresentationNode<BaseState, BaseAction, DestinationState, DestinationAction>:
  _ReducerNode<BaseState, BaseAction>
{
  let base: _ReducerNode<BaseState, BaseAction>
  let destination: _ReducerNode<DestinationState, DestinationAction>
  let toPresentationState: WritableKeyPath<BaseState, PresentationState<DestinationState>>
  let toPresentationAction: AnyCasePath<BaseAction, PresentationAction<DestinationAction>>
  let toDestinationState: WritableKeyPath<BaseState, DestinationState?>
  let location: SourceLocation

  @usableFromInline
  init(
    base: _ReducerNode<BaseState, BaseAction>,
    destination: _ReducerNode<DestinationState, DestinationAction>,
    toPresentationState: WritableKeyPath<BaseState, PresentationState<DestinationState>>,
    toPresentationAction: AnyCasePath<BaseAction, PresentationAction<DestinationAction>>,
    location: SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.toDestinationState = toPresentationState.appending(path: \.wrappedValue)
    self.location = location
  }

  /// After the parent, run with nothing presented, presented something.
  @usableFromInline
  func parentPresented(
    in state: inout BaseState, action: BaseAction, effect: Effect<BaseAction>
  ) -> Effect<BaseAction> {
    presentationTransition(
      from: nil, seen: nil, in: &state, action: action, path: currentNavigationIDPath,
      effect: effect)
  }

  override func reduce(into state: inout BaseState, action: BaseAction) -> Effect<BaseAction> {
    let presentationAction = toPresentationAction.extract(from: action)
    // `_presentationNode` has taken the usual path (nothing presented or seen presented, the
    // action not the destination's) before this runs.
    let presentation = state[keyPath: toPresentationState]
    let path = currentNavigationIDPath
    let idBefore = presentation.wrappedValue.map {
      NavigationID(base: $0, keyPath: toDestinationState)
    }
    let idSeen = presentation.presentedID

    var destinationEffect = Effect<BaseAction>.none
    switch (state[keyPath: toDestinationState], presentationAction) {
    case (.some(let destinationState), .some(.presented(let destinationAction))):
      let destinationPath = path.appending(idBefore!)
      let embed = toPresentationAction.embed
      destinationEffect = withDependencyUpdate({
        $0.navigationIDPath = destinationPath
        $0.dismiss = DismissEffect { Task._cancel(id: DismissID(), path: destinationPath) }
      }) {
        destination.reduce(into: &state[keyPath: toDestinationState]!, action: destinationAction)
      }
      .map { embed(.presented($0)) }
      ._cancellable(path: destinationPath)
      if isEphemeralAction(destinationAction, of: destinationState) {
        // Any action of an alert or dialog dismisses it, unless the parent presented anew.
        let effect = destinationEffect.merge(with: base.reduce(into: &state, action: action))
        if navigationID(state) == idBefore { state[keyPath: toDestinationState] = nil }
        return presentationTransition(
          from: idBefore, seen: idSeen, in: &state, action: action, path: path, effect: effect)
      }

    case (.some, .some(.dismiss)):
      let effect = base.reduce(into: &state, action: action)
      if navigationID(state) == idBefore { state[keyPath: toDestinationState] = nil }
      return presentationTransition(
        from: idBefore, seen: idSeen, in: &state, action: action, path: path, effect: effect)

    case (.none, .some):
      location.report(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
        destination state was absent.

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """
      )

    case (_, .none):
      break
    }
    let effect = destinationEffect.merge(with: base.reduce(into: &state, action: action))
    return presentationTransition(
      from: idBefore, seen: idSeen, in: &state, action: action, path: path, effect: effect)
  }

  /// `effect`, plus the cancellation of a child that went away (`idBefore` was presented when
  /// this reducer started, `idSeen` when it last ran) and the dismissal listener of a child
  /// that is presented but not yet listened to (newly, or since the store started).
  private func presentationTransition(
    from idBefore: NavigationID?, seen idSeen: NavigationID?, in state: inout BaseState,
    action: BaseAction, path: NavigationIDPath, effect: Effect<BaseAction>
  ) -> Effect<BaseAction> {
    let idAfter = navigationID(state)
    var effect = effect
    if let idBefore, idBefore != idAfter {
      effect = effect.merge(with: ._cancel(path: path.appending(idBefore)))
    }
    if let idSeen, idSeen != idAfter, idSeen != idBefore {
      effect = effect.merge(with: ._cancel(path: path.appending(idSeen)))
    }
    if state[keyPath: toPresentationState].presentedID != idAfter {
      state[keyPath: toPresentationState].presentedID = idAfter
    }
    if let idAfter, let destinationState = state[keyPath: toDestinationState],
      !isEphemeral(destinationState)
    {
      let destinationPath = path.appending(idAfter)
      if !cancellables.contains(CancelID(id: DismissID(), path: destinationPath)) {
        effect = effect.merge(with: dismissalListener(at: destinationPath, root: path))
      }
    }
    return effect
  }

  /// An effect that waits for the child at `path` to call `dismiss()`, then sends `.dismiss`.
  private func dismissalListener(at path: NavigationIDPath, root: NavigationIDPath)
    -> Effect<BaseAction>
  {
    Effect<BaseAction>.concatenate(
      Effect<BaseAction>.run { _ in try await Task.never() }._cancellable(
        id: DismissID(), path: path),
      .send(toPresentationAction.embed(.dismiss))
    )
    ._cancellable(path: path)
    ._cancellable(id: PresentationListenerID(), path: root.storeRoot)
  }

  private func navigationID(_ state: BaseState) -> NavigationID? {
    state[keyPath: toDestinationState].map { NavigationID(base: $0, keyPath: toDestinationState) }
  }
}

extension NavigationIDPath {
  /// The path of the store this path is in: its first element.
  var storeRoot: NavigationIDPath {
    NavigationIDPath(path: Array(path.prefix(1)))
  }
}
