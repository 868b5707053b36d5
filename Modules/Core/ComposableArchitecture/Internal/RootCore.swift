import Foundation

/// The runtime behind a store and all the stores scoped from it: the state, the reducer tree
/// built once, the queue of actions, and the effects.
///
/// `send` is `@inlinable`, and stores are made in `@inlinable` code, so that the path of an
/// action is compiled where the store's types are known, without generic metadata lookups.
@MainActor
@usableFromInline
final class RootCore<State, Action> {
  /// The state, in a buffer of its own so that a send reduces it in place: a reducer writing
  /// one element of a large collection writes into the only reference to its storage. (A
  /// stored property would be copied for the reduction, or be under exclusive access during it
  /// while an observer told of a change reads the store.)
  @usableFromInline nonisolated(unsafe) let storage: UnsafeMutablePointer<State>
  /// The current state. Read during a send, it holds what the reducers have written so far.
  @usableFromInline var state: State {
    get { storage.pointee }
    set { storage.pointee = newValue }
  }
  @usableFromInline let reducer: _ReducerNode<State, Action>
  /// The dependencies every action is reduced with. A test store may change them mid-test.
  @usableFromInline var dependencies: DependencyValues
  /// The dependency aliases the reducer declares.
  let aliases: [DependencyAlias]

  // Main-actor state touched on every send: the actor already rules out overlapping access,
  // so the runtime's exclusivity checks are not paid again here.
  @exclusivity(unchecked) @usableFromInline var bufferedActions: [Action] = []
  @exclusivity(unchecked) @usableFromInline var isSending = false
  /// Effect work still running, cancelled when the store goes away.
  let units = RunningEffects()
  /// Called after every `send`; an observer that returns `false` is done and is dropped.
  @exclusivity(unchecked) private var observers: [StoreObserver] = []

  /// Builds the reducer tree with `makeReducer`, within `dependencies`, in a navigation scope
  /// of the store's own.
  @usableFromInline
  init(
    initialState: State, makeReducer: () -> _ReducerNode<State, Action>,
    dependencies: DependencyValues
  ) {
    TestFailureGuard.install
    var dependencies = dependencies
    dependencies.navigationIDPath = dependencies.navigationIDPath.appending(NavigationID())
    self.storage = .allocate(capacity: 1)
    storage.initialize(to: initialState)
    self.dependencies = dependencies
    let aliases = LockIsolated<[DependencyAlias]>([])
    self.reducer = DependencyAlias.$collector.withValue(aliases) {
      DependencyValues.$_current.withValue(dependencies, operation: makeReducer)
    }
    self.aliases = aliases.value
  }

  /// Builds `reducer`'s tree within `dependencies`.
  convenience init<R: Reducer<State, Action>>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) {
    self.init(
      initialState: initialState, makeReducer: { reducer._makeNode() }, dependencies: dependencies)
  }

  deinit {
    units.cancelAll()
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Calls `observer` after every `send` that was reduced, until it returns `false`.
  @usableFromInline
  func observe(_ observer: @escaping @MainActor () -> Bool) {
    observers.append(StoreObserver(notify: observer))
  }

  /// Reduces `action` and every action its synchronous effects send, in order, then starts
  /// their asynchronous effects. Returns the task that covers all those effects and the effects
  /// of the actions they send later, or `nil` when there are none.
  @inlinable
  func send(_ action: Action, originatingFromEffect: Bool = false) -> Task<Void, Never>? {
    guard !isSending else {
      bufferedActions.append(action)
      if !originatingFromEffect { reportReentrantSend(action) }
      return nil
    }

    isSending = true
    // Made only when an action returns an effect: most actions return none.
    var runner: EffectRunner<Action>?
    reduce(action, with: &runner)
    // Actions the synchronous effects of those actions sent, in order: most actions send none.
    if !bufferedActions.isEmpty {
      var index = 0
      while index < bufferedActions.count {
        let action = bufferedActions[index]
        index += 1
        reduce(action, with: &runner)
      }
      bufferedActions.removeAll(keepingCapacity: true)
    }
    isSending = false
    ReducingThread.observing(notifyObservers)
    guard let runner else { return nil }
    return finish(runner)
  }

  /// Reduces one action, in place, within the store's dependencies and starts what it returns.
  @inlinable
  func reduce(_ action: Action, with runner: inout EffectRunner<Action>?) {
    let effect = DependencyValues.$_current.withValue(dependencies) {
      ReducingThread.reducing { reducer.reduce(into: &storage.pointee, action: action) }
    }
    guard !effect.isNone else { return }
    start(effect, from: action, with: &runner)
  }

  @usableFromInline
  func reportReentrantSend(_ action: Action) {
    reportIssue(
      """
      Sent '\(debugCaseOutput(action))' while an action was being processed.

      Reentrant actions are undefined and will be a precondition failure in a future version \
      of the library.
      """
    )
  }

  /// Starts an effect `action` returned, with the runner of this `send` (made the first time).
  @usableFromInline
  func start(
    _ effect: Effect<Action>, from action: Action, with runner: inout EffectRunner<Action>?
  ) {
    if runner == nil { runner = makeRunner() }
    runner?.start(effect, EffectContext(source: action))
  }

  /// After a `send` that started effects: the task that covers them, if any still runs.
  @usableFromInline
  func finish(_ runner: EffectRunner<Action>) -> Task<Void, Never>? {
    guard !runner.sink.isEmpty else { return nil }
    return Task { [sink = runner.sink] in await sink.waitForAll() }
  }

  private func makeRunner() -> EffectRunner<Action> {
    EffectRunner<Action>(
      send: { [weak self] in self?.send($0, originatingFromEffect: true) },
      sink: TaskSink(),
      running: units
    )
  }

  @usableFromInline
  func notifyObservers() {
    let current = observers
    var done: [Int] = []
    for index in current.indices where !current[index].notify() {
      done.append(index)
    }
    guard !done.isEmpty else { return }
    // An observer may have added observers (a store scoped while observing); keep those too.
    // One pass over both lists (`done` is in order): removing all of 100,000 rows at once ends
    // as many stores' observers.
    var kept: [StoreObserver] = []
    kept.reserveCapacity(observers.count - done.count)
    var nextDone = done.makeIterator()
    var skipped = nextDone.next()
    for index in current.indices {
      if index == skipped {
        skipped = nextDone.next()
      } else {
        kept.append(current[index])
      }
    }
    kept += observers.dropFirst(current.count)
    observers = kept
  }

  /// Runs `body` with the state in place, without copying it. `body` must not change it.
  func withUnsafeState<R>(_ body: (UnsafeMutablePointer<State>) -> R) -> R {
    body(storage)
  }

  /// Replaces the state without reducing (a test store asserting on received actions).
  func setState(_ newState: State) {
    state = newState
  }
}

/// A store's observer of its runtime (see `RootCore.observe`), in a struct of its own: a bare
/// closure read out of an array and stored into another is wrapped in one more reabstraction
/// thunk each time, so that an observer kept while others ended became a chain of thunks as
/// long as the number of times others had ended. Not nested in the generic core, whose
/// `[Observer]` would be a generic type looked up at run time on every send.
struct StoreObserver {
  let notify: @MainActor () -> Bool
}

/// A store's runtime, as a store of any type reaches the effect work it runs.
@MainActor
protocol EffectRunningRoot: AnyObject {
  var units: RunningEffects { get }
}

extension RootCore: EffectRunningRoot {}
