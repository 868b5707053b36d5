/// The runtime of a feature: holds its state, runs its reducer for each action, runs the
/// effects the reducer returns, and tells a UI when the state changed.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// } withDependencies: {
///   $0.fileClient = .live(directory: dataDirectory)
/// }
/// store.send(.counter(.incrementButtonTapped))
/// print(store.state.counter.count)  // 1
/// ```
///
/// Actions sent while an action is being reduced (by an ``Effect/send(_:)`` effect) are queued
/// and reduced in order before ``send(_:)`` returns.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  private let core: any StoreCore
  private let toState: (Any) -> State
  private let fromAction: (Action) -> Any

  /// Creates a store running `reducer` on `initialState`.
  ///
  /// `prepareDependencies` adjusts the dependencies the reducer and all its effects see, for
  /// example to use live clients in an app or an in-memory file client in a preview.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) { Counter() }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let dependencies = withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      DependencyValues._current
    }
    let reducer = withDependencies {
      $0 = dependencies
    } operation: {
      reducer()
    }
    self.core = RootCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.toState = { $0 as! State }
    self.fromAction = { $0 }
  }

  private init(
    core: any StoreCore,
    toState: @escaping (Any) -> State,
    fromAction: @escaping (Action) -> Any
  ) {
    self.core = core
    self.toState = toState
    self.fromAction = fromAction
  }

  /// The current state.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)
  /// store.state.count  // 1
  /// ```
  public var state: State {
    toState(core.rootState)
  }

  /// Reads a value from the current state.
  ///
  /// ```swift
  /// let count = store.count
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends `action` through the reducer and starts the effects it returns.
  ///
  /// The returned task finishes when those effects have finished; cancelling it cancels them.
  ///
  /// ```swift
  /// await store.send(.refresh).finish()
  /// ```
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    core.send(fromAction(action))
  }

  /// A store focused on a part of this one: its state is read from `state` and its actions
  /// are embedded with `action`. Both stores share one runtime, so the child sees every change.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: \.counter)
  /// counterStore.send(.incrementButtonTapped)
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let toState = self.toState
    let fromAction = self.fromAction
    let embed = AnyCasePath(action).embed
    return Store<ChildState, ChildAction>(
      core: core,
      toState: { toState($0)[keyPath: state] },
      fromAction: { fromAction(embed($0)) }
    )
  }

  /// A stream that yields each time the state may have changed: once per ``send(_:)``
  /// (including actions from effects), coalesced so that a slow reader gets one element for a
  /// burst of changes. Read ``state`` when it yields.
  ///
  /// ```swift
  /// for await _ in store.changes() {
  ///   render(store.state)
  /// }
  /// ```
  public func changes() -> AsyncStream<Void> {
    core.changes()
  }
}

/// A store of a reducer's state and actions.
///
/// ```swift
/// let store: StoreOf<AppFeature> = Store(initialState: AppFeature.State()) { AppFeature() }
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The running effects of one ``Store/send(_:)``.
///
/// ```swift
/// let task = store.send(.startTimer)
/// task.cancel()
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(_ rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects have finished.
  public func finish() async {
    await rawValue?.value
  }

  /// Whether the effects have been cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

@MainActor
protocol StoreCore: AnyObject {
  var rootState: Any { get }
  func send(_ action: Any) -> StoreTask
  func changes() -> AsyncStream<Void>
}

@MainActor
final class RootCore<R: Reducer>: StoreCore {
  private var state: R.State
  private let reducer: R
  private let dependencies: DependencyValues
  private let runtime = EffectRuntime<R.Action>()
  private var bufferedActions: [R.Action] = []
  private var isSending = false
  private var observers: [Int: AsyncStream<Void>.Continuation] = [:]
  private var nextObserverID = 0

  init(initialState: R.State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  isolated deinit {
    runtime.cancelAll()
    for observer in observers.values { observer.finish() }
  }

  var rootState: Any { state }

  func send(_ action: Any) -> StoreTask {
    send(action as! R.Action)
  }

  func send(_ action: R.Action) -> StoreTask {
    bufferedActions.append(action)
    guard !isSending else { return StoreTask(nil) }
    isSending = true
    defer { isSending = false }

    var tasks: [Task<Void, Never>] = []
    let emit: @MainActor @Sendable (R.Action) -> Void = { [weak self] action in
      _ = self?.send(action)
    }
    while !bufferedActions.isEmpty {
      let action = bufferedActions.removeFirst()
      let effect = withDependencies {
        $0 = dependencies
      } operation: {
        reducer.reduce(into: &state, action: action)
      }
      tasks += runtime.start(effect, emit: emit)
    }
    for observer in observers.values { observer.yield() }

    guard !tasks.isEmpty else { return StoreTask(nil) }
    return StoreTask(Task { await EffectRuntime<R.Action>.awaitAll(tasks) })
  }

  func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.observers[id] = nil }
    }
    return stream
  }
}
