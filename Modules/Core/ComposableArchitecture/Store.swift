import Foundation
import Observation

/// The runtime of a feature: holds its state, runs its reducer for each action, runs the effects
/// the reducer returns, and tells observers when the state changed.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// } withDependencies: {
///   $0.fileClient = .live(directory: dataDirectory)
/// }
/// store.send(.counter(.incrementButtonTapped))
/// print(store.counter.count)  // 1
/// ```
///
/// The store builds its reducer's body (and every body below it) once, here, within its
/// dependencies. Actions sent while an action is being reduced (by an ``Effect/send(_:)``
/// effect) are queued and reduced in order before ``send(_:)`` returns.
///
/// A store is `Observable`: reading ``state`` (or a property of it) inside
/// `withObservationTracking` tracks it. State declared with ``ObservableState()`` is tracked
/// property by property. The reads the reducers make while the store reduces an action are the
/// store's own and are not tracked: sending an action inside `withObservationTracking`
/// observes nothing the reducers read.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  private let root: AnyObject
  private let getState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> Task<Void, Never>?
  private let observeChanges: @MainActor (@escaping @MainActor () -> Bool) -> Void
  private var scopes: [AnyHashable: AnyObject] = [:]
  /// For a store scoped to state that can go away (optional state, an element of a collection,
  /// or anything below them): whether that state is still there. `nil` where it always is.
  let lifetime: ScopeLifetime?
  /// Whether the store was made by a closure `scope(state:action:)` (or scoped from one): such
  /// a store is made anew each time, so scoping it with key paths is reported, as upstream does.
  var isUncached = false
  /// The identity of the observable state last seen, to tell observers when it changes.
  @exclusivity(unchecked) private var lastStateID: ObservableStateID?
  let _$observationRegistrar = ObservationRegistrar()
  /// `\.currentState`, made once: a key path into a generic class is built anew (demangling
  /// its types) every time its literal is evaluated.
  private let currentStateKeyPath: KeyPath<Store, State> = \.currentState

  /// Creates a store running `reducer` on `initialState`.
  ///
  /// `prepareDependencies` adjusts the dependencies the reducer and all its effects see, for
  /// example to use live clients in an app or an in-memory file client in a preview.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) { Counter() }
  /// ```
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    // The tree is built here, where `R` is known, so that it is specialized.
    self.init(
      core: RootCore(
        initialState: state, makeReducer: { reducer._makeNode() }, dependencies: dependencies))
  }

  @inlinable
  convenience init(core: RootCore<State, Action>) {
    // Made here, where the store's types are known, so that `send` runs specialized.
    self.init(
      root: core, getState: { core.state }, sendAction: { core.send($0) },
      observeChanges: { core.observe($0) }, core: core)
  }

  /// `core` is given for a root store only.
  @usableFromInline
  init(
    root: AnyObject,
    getState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> Task<Void, Never>?,
    observeChanges: @escaping @MainActor (@escaping @MainActor () -> Bool) -> Void,
    lifetime: ScopeLifetime? = nil,
    core: RootCore<State, Action>? = nil
  ) {
    self.root = root
    self.getState = getState
    self.sendAction = sendAction
    self.observeChanges = observeChanges
    self.lifetime = lifetime
    startObserving(core: core)
    Logger.shared.log("\(debugDescription).init")
  }

  deinit {
    Logger.shared.log("\(debugDescription).deinit")
  }

  /// The effect work of the store's runtime that is still running.
  var runningEffects: RunningEffects? { (root as? any EffectRunningRoot)?.units }

  /// How many scoped stores this store keeps for reuse.
  var cachedScopeCount: Int { scopes.count }

  /// Keeps `child` for reuse by the scope `id` until its state goes away.
  private func cache<ChildState, ChildAction>(
    _ child: Store<ChildState, ChildAction>, as id: ScopeID
  ) {
    scopes[id] = child
    // Ends at most once, and only while cached: after that a scope makes a new store.
    child.lifetime?.onEnd = { [weak self] in self?.scopes[id] = nil }
  }

  /// Tells observers of ``state`` when observable state is replaced by state of another
  /// identity (changes inside it are told by the state itself), and after every action when
  /// the state is not observable. The state is not read for that.
  ///
  /// `core` is given for a root store only: a scoped store's state is not its root's, even when
  /// the types agree (a feature presenting itself).
  private func startObserving(core: RootCore<State, Action>?) {
    guard let observableType = State.self as? any ObservableState.Type else {
      observeChanges { [weak self] in
        guard let self, lifetime?.isAlive() != false else { return false }
        _$observationRegistrar.withMutation(of: self, keyPath: currentStateKeyPath) {}
        return true
      }
      return
    }
    // The state's type is found observable once, here, not with a cast on every action. A root
    // store reads the identity in place: copying a large state to read it, or applying a key
    // path to it, cost more than the rest of `send` (`Tools/bench --instructions store`).
    // The observer below lives in the root's runtime, so what it holds must not hold the
    // runtime: the identity is read through the store the observer already holds weakly (a
    // scoped store's `getState` holds its root), and the root's runtime is not held. Held, they
    // kept the runtime, the state and everything in it (shared references, their keys' file
    // watches) alive for ever once the store was gone.
    typealias Identity = @MainActor (Store) -> ObservableStateID
    func identity<Observable: ObservableState>(_: Observable.Type) -> Identity {
      if let core {
        // Lent `inout`: a generic value read through a pointer is copied first.
        func id(_ state: inout Observable) -> ObservableStateID { state._$id }
        // `core` lives as long as the store this is called with, which holds it.
        return { [unowned(unsafe) core] _ in
          core.withUnsafeState {
            id(&UnsafeMutableRawPointer($0).assumingMemoryBound(to: Observable.self).pointee)
          }
        }
      }
      let idPath = \Observable._$id as AnyKeyPath as! KeyPath<State, ObservableStateID>
      return { store in store.getState()[keyPath: idPath] }
    }
    let stateID = identity(observableType)
    lastStateID = stateID(self)
    observeChanges { [weak self] in
      guard let self else { return false }
      let newID = stateID(self)
      // A store whose state went away stops here: it leaves its parent's cache and is no longer
      // told of changes (its state no longer changes). Whether the state is there is what the
      // read just made found: a second read of it cost more than the rest of a row store's
      // observation (`Tools/bench --instructions row-store-100`).
      guard lifetime?.isAliveAfterRead() != false else { return false }
      if newID != lastStateID {
        _$observationRegistrar.withMutation(of: self, keyPath: currentStateKeyPath) {}
      }
      lastStateID = newID
      return true
    }
  }

  private var currentState: State { getState() }

  /// The current state.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)
  /// print(store.state.count)  // 1
  /// ```
  public var state: State {
    _$observationRegistrar.access(self, keyPath: currentStateKeyPath)
    return getState()
  }

  /// Reads a value from the current state.
  ///
  /// ```swift
  /// let count = store.count
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Runs `body` with the current state.
  ///
  /// ```swift
  /// let count = store.withState(\.count)
  /// ```
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(getState())
  }

  /// Sends `action` through the reducer and starts the effects it returns.
  ///
  /// The returned task covers those effects and, transitively, the effects of the actions they
  /// send: ``StoreTask/finish()`` waits for all of them and ``StoreTask/cancel()`` cancels them.
  ///
  /// ```swift
  /// await store.send(.refresh).finish()
  /// ```
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(rawValue: sendAction(action))
  }

  /// A store focused on a part of this one: its state is read with `state` and its actions are
  /// embedded with `action`. Both share one runtime, so the child sees every change. Scoping
  /// the same way again gives the same store.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: \.counter)
  /// counterStore.send(.incrementButtonTapped)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: toChildState, action: toChildAction)
    if let child = scopes[id] as? Store<ChildState, ChildAction> { return child }
    let getState = getState
    let sendAction = sendAction
    let embed = AnyCasePath(toChildAction).embed
    let child = Store<ChildState, ChildAction>(
      root: root,
      getState: { getState()[keyPath: toChildState] },
      sendAction: { sendAction(embed($0)) },
      observeChanges: observeChanges,
      lifetime: lifetime.map { ScopeLifetime(parent: $0) }
    )
    child.isUncached = isUncached
    cache(child, as: id)
    return child
  }

  /// The same, without the `state:` label.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(\.counter, action: \.counter)
  /// ```
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: toChildAction)
  }

  /// A store focused on optional child state: `nil` while the state is `nil`. Once the state
  /// goes away, the store keeps showing its last value and ignores the actions sent to it, and
  /// this store forgets it: state presented again gets a new store.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: \.detail) {
  ///   detailStore.send(.saveButtonTapped)
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    reportIfUncached()
    guard let initial = getState()[keyPath: toChildState] else { return nil }
    let id = ScopeID(state: toChildState, action: toChildAction)
    if let child = scopes[id] as? Store<ChildState, ChildAction> { return child }
    let getState = getState
    let sendAction = sendAction
    let embed = AnyCasePath(toChildAction).embed
    let lastValue = Box(initial)
    let lifetime = ScopeLifetime(parent: self.lifetime) { getState()[keyPath: toChildState] != nil }
    let child = Store<ChildState, ChildAction>(
      root: root,
      getState: {
        guard !lifetime.hasEnded else { return lastValue.value }
        let state = getState()[keyPath: toChildState]
        lifetime.lastReadFoundState = state != nil
        if let state { lastValue.value = state }
        return lastValue.value
      },
      sendAction: { action in
        guard !lifetime.hasEnded, getState()[keyPath: toChildState] != nil else { return nil }
        return sendAction(embed(action))
      },
      observeChanges: observeChanges,
      lifetime: lifetime
    )
    child.isUncached = isUncached
    cache(child, as: id)
    return child
  }

  /// The same, without the `state:` label.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toChildAction)
  }

  /// A store focused on presented child state, sending its actions as
  /// `PresentationAction.presented`.
  ///
  /// ```swift
  /// if let alertStore = store.scope(state: \.alert, action: \.alert) {
  ///   alertStore.send(.confirmDeletionTapped)
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toChildAction.appending(path: \.presented))
  }

  /// A store for each element of an identified collection, in order.
  ///
  /// ```swift
  /// for rowStore in store.scope(state: \.rows, action: \.rows) {
  ///   rowStore.send(.toggle)
  /// }
  /// ```
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    reportIfUncached()
    let getState = getState
    let sendAction = sendAction
    let embed = AnyCasePath(toElementAction).embed
    let elements = getState()[keyPath: toElements]
    return elements.ids.map { id in
      let element = elements[id: id]!
      let scopeID = ScopeID(state: toElements, action: toElementAction, element: id)
      if let child = scopes[scopeID] as? Store<ElementState, ElementAction> { return child }
      let lastValue = Box(element)
      let lifetime = ScopeLifetime(parent: self.lifetime) {
        getState()[keyPath: toElements][id: id] != nil
      }
      let child = Store<ElementState, ElementAction>(
        root: root,
        getState: {
          guard !lifetime.hasEnded else { return lastValue.value }
          let state = getState()[keyPath: toElements][id: id]
          lifetime.lastReadFoundState = state != nil
          if let state { lastValue.value = state }
          return lastValue.value
        },
        sendAction: { action in
          guard !lifetime.hasEnded, getState()[keyPath: toElements][id: id] != nil else {
            return nil
          }
          return sendAction(embed(.element(id: id, action: action)))
        },
        observeChanges: observeChanges,
        lifetime: lifetime
      )
      child.isUncached = isUncached
      cache(child, as: scopeID)
      return child
    }
  }

  /// The same, without the `state:` label, as upstream spells it now. Disfavored, as upstream's
  /// is: a plain `let` of this call is the store of the whole collection; where a collection is
  /// asked for (a `for` loop, `Array(_:)`) it is one store per element.
  ///
  /// ```swift
  /// for rowStore in store.scope(\.rows, action: \.rows) {
  ///   rowStore.send(.toggle)
  /// }
  /// ```
  @_disfavoredOverload
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    scope(state: toElements, action: toElementAction)
  }
}

extension Store: Observable {}

extension Store: CustomDebugStringConvertible {
  public nonisolated var debugDescription: String {
    "Store<\(typeName(State.self)), \(typeName(Action.self))>"
  }
}

/// A store of a reducer's state and actions.
///
/// ```swift
/// let store: StoreOf<AppFeature> = Store(initialState: AppFeature.State()) { AppFeature() }
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The running effects of one ``Store/send(_:)``, and of the actions those effects send.
///
/// ```swift
/// let task = store.send(.startTimer)
/// task.cancel()
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects have finished; cancelling the waiting task cancels them.
  public func finish() async {
    await rawValue?.cancellableValue
  }

  /// Whether the effects have been cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

/// The identity of a scope, so that scoping twice the same way gives the same store.
private struct ScopeID: Hashable, @unchecked Sendable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  let element: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath, element: AnyHashable? = nil) {
    self.state = state
    self.action = action
    self.element = element
  }
}

/// A mutable value shared between closures.
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Whether the state a scoped store shows is still there (its parents' included). Checked after
/// every action: once the state is found gone the lifetime has ended, for good, and the store
/// leaves its parent's cache, so that removed rows and dismissed children are not kept, and a
/// child presented again gets a new store, as upstream's do.
@MainActor
@usableFromInline
final class ScopeLifetime {
  private let parent: ScopeLifetime?
  private let isPresent: @MainActor () -> Bool
  /// Whether the state was found gone: the store then shows its last state and ignores actions,
  /// even if state with the same identity comes back.
  private(set) var hasEnded = false
  /// Whether the store's latest read of its state found it there; set by the read.
  var lastReadFoundState = true
  /// What the parent store does when this one ends: forget it.
  var onEnd: (@MainActor () -> Void)?

  /// A lifetime that lasts while `parent`'s does and `isPresent` holds.
  init(parent: ScopeLifetime?, isPresent: @escaping @MainActor () -> Bool = { true }) {
    self.parent = parent
    self.isPresent = isPresent
  }

  /// Whether the state is still there; ends the lifetime when it is not.
  func isAlive() -> Bool {
    guard !hasEnded else { return false }
    return stillAlive(isPresent())
  }

  /// The same, judged by what the store's read of its state made just now found.
  func isAliveAfterRead() -> Bool {
    guard !hasEnded else { return false }
    return stillAlive(lastReadFoundState)
  }

  private func stillAlive(_ isPresent: Bool) -> Bool {
    guard isPresent, parent?.isAlive() != false else {
      hasEnded = true
      let onEnd = self.onEnd
      self.onEnd = nil
      onEnd?()
      return false
    }
    return true
  }
}

extension Store {
  /// A store focused by closures rather than key paths. Unlike the key-path version, each call
  /// makes a new store.
  @available(
    *, deprecated,
    message: "Use key paths: 'scope(state: \\.child, action: \\.child)'."
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let getState = getState
    let sendAction = sendAction
    let child = Store<ChildState, ChildAction>(
      root: root,
      getState: { toChildState(getState()) },
      sendAction: { sendAction(fromChildAction($0)) },
      observeChanges: observeChanges,
      lifetime: lifetime.map { ScopeLifetime(parent: $0) }
    )
    child.isUncached = true
    return child
  }

  /// Reports scoping a store a closure scope made to optional state or to a collection's
  /// elements with key paths: such a store is made anew on each call, so the child stores it
  /// caches, and what observes them, are too. The words (a no-break space after "2." included)
  /// are upstream's.
  func reportIfUncached() {
    guard isUncached else { return }
    reportIssue(
      """
      Scoping from uncached '\(storeOfDescription)' is not compatible with observation.

      This can happen for one of two reasons:

      1. A parent view scopes on a store using transform functions, which has been deprecated, \
      instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
      scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

      2.\u{00A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
      'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
      bindings. Read the migration guide for 1.7 to update those APIs: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
      """
    )
  }

  /// `StoreOf<Feature>` for a store of `Feature.State` and `Feature.Action`, else the store's
  /// `Store<State, Action>`.
  nonisolated var storeOfDescription: String {
    let state = typeName(State.self)
    let action = typeName(Action.self)
    if state.hasSuffix(".State"), action.hasSuffix(".Action"),
      state.dropLast(".State".count) == action.dropLast(".Action".count)
    {
      return "StoreOf<\(state.dropLast(".State".count))>"
    }
    return debugDescription
  }
}

/// Stores compare by identity: two references to the same store are equal, as they are in
/// upstream TCA, so a store can drive `Identifiable`-keyed navigation.
///
/// ```swift
/// let child = store.scope(state: \.counter, action: \.counter)
/// print(child == store.scope(state: \.counter, action: \.counter))  // true: scopes are cached
/// ```
extension Store: Equatable {
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {}
