// The core's internals that upstream's own tests reach through `@_spi`, under upstream's SPI
// names, so that those tests (and their leak check after every test) run against this core.
// Nothing here is for apps.

// MARK: - Effects

@_spi(Internals) extension Effect where Action: Sendable {
  /// The actions the effect sends, run outside a store: the stream ends when all of its work
  /// has, and ending the iteration cancels what is left.
  ///
  /// ```swift
  /// for await action in Effect<Int>.send(1).merge(with: .send(2)).actions {
  ///   print(action)  // 1, then 2
  /// }
  /// ```
  public var actions: AsyncStream<Action> {
    let effect = UncheckedSendable(self)
    return AsyncStream { continuation in
      let sink = TaskSink()
      @MainActor func start() {
        EffectRunner<Action>(
          send: { action in
            continuation.yield(action)
            return nil
          },
          sink: sink,
          running: RunningEffects()
        )
        .start(effect.value)
      }
      // Asked on the main actor, the effect starts here, as upstream subscribes to a publisher
      // at once: a scheduler's wait in it counts from now, not from when a task gets to run.
      let startsNow = isOnMainQueue
      if startsNow { MainActor.assumeIsolated { start() } }
      let task = Task { @MainActor in
        if !startsNow { start() }
        await sink.waitForAll()
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// A cancellation ID at a navigation path, as the core registers running effects under it.
///
/// ```swift
/// let id = _CancelID(id: "timer", navigationIDPath: NavigationIDPath())
/// ```
@_spi(Internals) public struct _CancelID: Hashable, Sendable {
  let base: CancelID

  /// The ID `id` at `navigationIDPath`.
  public init(id: some Hashable, navigationIDPath: NavigationIDPath) {
    self.base = CancelID(id: id, path: navigationIDPath)
  }
}

/// The process's running cancellable effects, as upstream's tests check that none is left
/// after a test.
///
/// ```swift
/// _cancellationCancellables.withValue { XCTAssertEqual($0.count, 0) }
/// ```
@_spi(Internals) public let _cancellationCancellables = LockIsolated(CancellablesCollection())

/// A view of the registry of running cancellable effects.
///
/// ```swift
/// let running = _cancellationCancellables.withValue {
///   $0.exists(at: "timer", path: NavigationIDPath())
/// }
/// ```
@_spi(Internals) public struct CancellablesCollection: Sendable {
  /// How many IDs (each at each navigation path it is registered at) have running effects.
  public var count: Int { cancellables.count }

  /// Forgets every registration, cancelling nothing.
  public mutating func removeAll() { cancellables.removeAll() }

  /// Whether an effect runs under `id` at `path`.
  public func exists(at id: some Hashable, path: NavigationIDPath) -> Bool {
    cancellables.contains(CancelID(id: id, path: path))
  }
}

// MARK: - Stores

@_spi(Internals) extension Store {
  /// The effect work the store has started that is still running, by its identity.
  ///
  /// ```swift
  /// store.send(.start)
  /// XCTAssertEqual(store.effectCancellables.count, 1)
  /// ```
  public var effectCancellables: [ObjectIdentifier: Any] {
    runningEffects?.snapshot ?? [:]
  }

  /// Sends `action`, returning the task of the effects it started, or `nil` if none.
  ///
  /// ```swift
  /// let task: Task<Void, Never>? = store.send(.start)
  /// await task?.value
  /// ```
  @_disfavoredOverload
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never>? {
    send(action).rawValue
  }
}

// MARK: - Reducers

extension Reduce {
  /// A reducer running `reduce`, under the label upstream's tests reach through a `@testable`
  /// import.
  @_disfavoredOverload
  init(internal reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.init(reduce)
  }
}
