import Foundation

/// The runtime behind a store and all the stores scoped from it: the state, the reducer tree
/// built once, the queue of actions, and the effects.
@MainActor
final class RootCore<State, Action> {
  private(set) var state: State
  let reducer: _ReducerNode<State, Action>
  /// The dependencies every action is reduced with. A test store may change them mid-test.
  var dependencies: DependencyValues {
    didSet { dependencies.renewGeneration() }
  }
  /// The dependency aliases the reducer declares.
  let aliases: [DependencyAlias]

  private var bufferedActions: [Action] = []
  private var isSending = false
  /// Effect work still running, cancelled when the store goes away.
  private let units = LockIsolated<[ObjectIdentifier: EffectUnit]>([:])
  /// Called after every `send`; an observer that returns `false` is done and is dropped.
  private var observers: [@MainActor () -> Bool] = []

  /// Builds `reducer`'s tree within `dependencies`, in a navigation scope of the store's own.
  init<R: Reducer<State, Action>>(initialState: State, reducer: R, dependencies: DependencyValues) {
    var dependencies = dependencies
    dependencies.navigationIDPath = dependencies.navigationIDPath.appending(NavigationID())
    dependencies.renewGeneration()
    self.state = initialState
    self.dependencies = dependencies
    let aliases = LockIsolated<[DependencyAlias]>([])
    self.reducer = DependencyAlias.$collector.withValue(aliases) {
      DependencyValues.$_current.withValue(dependencies) { reducer._makeNode() }
    }
    self.aliases = aliases.value
  }

  deinit {
    for unit in units.value.values { unit.cancel() }
  }

  /// Calls `observer` after every `send` that was reduced, until it returns `false`.
  func observe(_ observer: @escaping @MainActor () -> Bool) {
    observers.append(observer)
  }

  /// Reduces `action` and every action its synchronous effects send, in order, then starts
  /// their asynchronous effects. Returns the task that covers all those effects and the effects
  /// of the actions they send later, or `nil` when there are none.
  func send(_ action: Action, originatingFromEffect: Bool = false) -> Task<Void, Never>? {
    bufferedActions.append(action)
    guard !isSending else {
      if !originatingFromEffect {
        reportIssue(
          """
          Sent '\(debugCaseOutput(action))' while an action was being processed.

          Reentrant actions are undefined and will be a precondition failure in a future version \
          of the library.
          """
        )
      }
      return nil
    }

    isSending = true
    var currentState = state
    // Made only when an action returns an effect: most actions return none.
    var runner: EffectRunner<Action>?
    var index = 0
    while index < bufferedActions.count {
      let action = bufferedActions[index]
      index += 1
      let effect = DependencyValues.$_current.withValue(dependencies) {
        reducer.reduce(into: &currentState, action: action)
      }
      guard !effect.isNone else { continue }
      if runner == nil { runner = makeRunner() }
      runner?.start(effect, EffectContext(source: action))
    }
    // One action is the usual case; removing it costs about 570 instructions less than the
    // generic `removeAll(keepingCapacity:)` (`Tools/bench --instructions bump`).
    if bufferedActions.count == 1 {
      bufferedActions.removeLast()
    } else {
      bufferedActions.removeAll(keepingCapacity: true)
    }
    state = currentState
    isSending = false
    notifyObservers()
    pruneEndedUnits()

    guard let sink = runner?.sink, !sink.isEmpty else { return nil }
    return Task { await sink.waitForAll() }
  }

  private func makeRunner() -> EffectRunner<Action> {
    EffectRunner<Action>(
      send: { [weak self] in self?.send($0, originatingFromEffect: true) },
      sink: TaskSink(),
      track: { [units] unit in units.withValue { $0[ObjectIdentifier(unit)] = unit } }
    )
  }

  private func notifyObservers() {
    let current = observers
    var done: [Int] = []
    for (index, observer) in current.enumerated() where !observer() {
      done.append(index)
    }
    guard !done.isEmpty else { return }
    // An observer may have added observers (a store scoped while observing); keep those too.
    let added = observers.dropFirst(current.count)
    observers = current.enumerated().filter { !done.contains($0.offset) }.map(\.element) + added
  }

  /// Reads a part of the state in place, without copying the rest.
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Replaces the state without reducing (a test store asserting on received actions).
  func setState(_ newState: State) {
    state = newState
  }

  /// Forgets units whose work is over, so the table does not grow with the store's lifetime.
  private func pruneEndedUnits() {
    units.withValue { units in
      guard units.count > 64 else { return }
      units = units.filter { !$0.value.isEnded }
    }
  }
}
