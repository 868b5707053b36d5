import Foundation
import Synchronization

/// Counts the running work of one effect (its asynchronous parts, from start until each has
/// finished or been cancelled), for the test store's in-flight effects. Safe from any thread:
/// cancelled work counts as ended the moment it is cancelled, wherever that happens.
@usableFromInline
final class EffectObserver: @unchecked Sendable {
  private let lock = NSLock()
  private var live = 0
  private let onEnd: @Sendable () -> Void

  /// `onEnd` is called, on any thread, whenever a part of the work ends.
  init(onEnd: @escaping @Sendable () -> Void) {
    self.onEnd = onEnd
  }

  /// Whether any of the work is still running.
  var isRunning: Bool { lock.withLock { live > 0 } }

  fileprivate func unitStarted() {
    lock.withLock { live += 1 }
  }

  fileprivate func unitEnded() {
    lock.withLock { live -= 1 }
    onEnd()
  }
}

/// One piece of running effect work: the task of a `.run`, or the rest of a `.concatenate`
/// waiting for the part before it. It ends once, when its work finishes or when it is
/// cancelled (cancelled work can send nothing more, so it counts as ended at once).
final class EffectUnit: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?
  private var awaited: [EffectUnit] = []
  private var ended = false
  private let registrations: [CancelID]
  private let observers: [EffectObserver]
  private let running: RunningEffects
  private(set) lazy var handle = EffectHandle { [weak self] in self?.cancel() }

  init(registrations: [CancelID], observers: [EffectObserver], running: RunningEffects) {
    self.registrations = registrations
    self.observers = observers
    self.running = running
    running.insert(self)
    for observer in observers { observer.unitStarted() }
    for id in registrations { cancellables.insert(handle, at: id) }
  }

  /// The task doing the work, and the units it waits for (for a `.concatenate`).
  func attach(_ task: Task<Void, Never>, awaiting units: [EffectUnit] = []) {
    let ended = lock.withLock {
      self.task = task
      self.awaited = units
      return self.ended
    }
    if ended { task.cancel() }
  }

  /// Whether the work is over.
  var isEnded: Bool { lock.withLock { ended } }

  var value: Void {
    get async { await lock.withLock { task }?.value }
  }

  /// Stops the work and everything it waits for.
  func cancel() {
    let (task, awaited) = lock.withLock { (self.task, self.awaited) }
    task?.cancel()
    for unit in awaited { unit.cancel() }
    end()
  }

  /// Marks the work as over: forgets its registrations and tells its observers, once.
  func end() {
    let wasEnded = lock.withLock {
      defer { ended = true }
      return ended
    }
    guard !wasEnded else { return }
    running.remove(self)
    for id in registrations { cancellables.remove(handle, at: id) }
    for observer in observers { observer.unitEnded() }
  }
}

/// The tasks of one `send` and of every `send` its effects make, for ``StoreTask``.
/// The effect units of one store that have not ended, cancelled when the store goes away. A unit
/// enters when it is made and leaves when it ends: both O(1), however many are in flight.
final class RunningEffects: Sendable {
  private let units = Mutex<[ObjectIdentifier: EffectUnit]>([:])

  fileprivate func insert(_ unit: EffectUnit) {
    units.withLock { $0[ObjectIdentifier(unit)] = unit }
  }

  fileprivate func remove(_ unit: EffectUnit) {
    _ = units.withLock { $0.removeValue(forKey: ObjectIdentifier(unit)) }
  }

  /// How many units have not ended.
  var count: Int { units.withLock { $0.count } }

  /// The units that have not ended, by identity.
  var snapshot: [ObjectIdentifier: Any] { units.withLock { $0.mapValues { $0 as Any } } }

  func cancelAll() {
    let units = units.withLock { $0 }
    for unit in units.values { unit.cancel() }
  }
}

final class TaskSink: Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  func append(_ task: Task<Void, Never>) {
    tasks.withValue { $0.append(task) }
  }

  var isEmpty: Bool { tasks.value.isEmpty }

  /// Waits for every task, including those added while waiting; cancelling the waiter
  /// cancels them all.
  func waitForAll() async {
    await withTaskCancellationHandler {
      var index = 0
      while let task = task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      for task in tasks.value { task.cancel() }
    }
  }

  private func task(at index: Int) -> Task<Void, Never>? {
    tasks.withValue { index < $0.count ? $0[index] : nil }
  }
}

/// What is in force where an effect starts: the cancellation IDs it is registered under and the
/// observers watching it.
struct EffectContext {
  var registrations: [CancelID] = []
  var observers: [EffectObserver] = []
  /// The action that returned the effect, for messages.
  var source: Any?
}

/// Runs effects for a store: synchronous actions go straight back through `send`, asynchronous
/// work starts in tasks registered for cancellation.
@MainActor
@usableFromInline
struct EffectRunner<Action> {
  /// Sends an action an effect produced; returns the task of the effects it started.
  let send: @MainActor (Action) -> Task<Void, Never>?
  /// Collects the tasks of the `send` being run.
  let sink: TaskSink
  /// Keeps the units the store must cancel when it goes away.
  let running: RunningEffects

  /// Starts `effect`; returns the units of asynchronous work it started right away.
  @discardableResult
  func start(_ effect: Effect<Action>, _ context: EffectContext = EffectContext()) -> [EffectUnit] {
    switch effect.operation {
    case .none:
      return []

    case .send(let action):
      if let task = send(action) { sink.append(task) }
      return []

    case .run(let name, let priority, let body):
      return [run(name: name, priority: priority, body: body, context)]

    case .merge(let effects):
      return effects.flatMap { start($0, context) }

    case .concatenate(let effects):
      return startSequence(effects[...], context)

    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancellables.cancel(id) }
      var context = context
      context.registrations.append(id)
      return start(effect, context)

    case .cancel(let id):
      cancellables.cancel(id)
      return []

    case .observed(let effect, let observer):
      var context = context
      context.observers.append(observer)
      return start(effect, context)

    case .delayed(let wait, let effect):
      return [delay(effect, until: wait, context)]
    }
  }

  /// Arms `wait` now and starts `effect` when it calls back: there and then on the main queue
  /// (a test scheduler's `advance` on the main actor, the main queue's own timer), so no hop
  /// lies between the end of the wait and the actions sent; from any other thread, on the
  /// store's actor as soon as it can. The unit ends when what `effect` started has, or when it
  /// is cancelled first.
  private func delay(
    _ effect: Effect<Action>,
    until wait: @MainActor @Sendable (_ done: @escaping @Sendable () -> Void) -> Void,
    _ context: EffectContext
  ) -> EffectUnit {
    let unit = EffectUnit(
      registrations: context.registrations, observers: context.observers, running: running)
    let started = LockIsolated<[EffectUnit]>([])
    let waited = Alarm()
    let runner = self
    let startContext = UncheckedSendable(context)
    wait {
      let start = { @MainActor @Sendable in
        guard !unit.isEnded else { return }
        let units = runner.start(effect, startContext.value)
        started.setValue(units)
        waited.ring()
      }
      if isOnMainQueue { MainActor.assumeIsolated(start) } else { Task { @MainActor in start() } }
    }
    let task = Task { @MainActor in
      if await waited.wait() {
        for work in started.value { await work.value }
      }
      unit.end()
    }
    unit.attach(task)
    sink.append(task)
    return unit
  }

  private func run(
    name: String?, priority: TaskPriority?, body: @escaping @Sendable (Send<Action>) async -> Void,
    _ context: EffectContext
  ) -> EffectUnit {
    let unit = EffectUnit(
      registrations: context.registrations, observers: context.observers, running: running)
    let isCompleted = LockIsolated(false)
    let source = UncheckedSendable(context.source)
    let send = send
    let sink = sink
    let task = Task(name: name, priority: priority) { @MainActor in
      await body(
        Send { action in
          if isCompleted.value {
            reportIssue(
              """
              An action was sent from a completed effect.

                Action:
                  \(debugCaseOutput(action))
              \(source.value.map { "\n  Effect returned from:\n    \(debugCaseOutput($0))\n" } ?? "")
              Avoid sending actions using the 'send' argument from 'Effect.run' after the effect \
              has completed. This can happen if you escape the 'send' argument in an \
              unstructured context.

              To fix this, make sure that your 'run' closure does not return until you're done \
              calling 'send'.
              """
            )
          }
          if let task = send(action) { sink.append(task) }
        })
      isCompleted.setValue(true)
      unit.end()
    }
    unit.attach(task)
    sink.append(task)
    return unit
  }

  /// Starts the effects of a `.concatenate` in turn: synchronous ones at once, and after the
  /// first asynchronous one, the rest once it has finished.
  private func startSequence(_ effects: ArraySlice<Effect<Action>>, _ context: EffectContext)
    -> [EffectUnit]
  {
    var rest = effects
    while let first = rest.popFirst() {
      let started = start(first, context)
      guard !started.isEmpty else { continue }
      guard !rest.isEmpty else { return started }
      let continuation = EffectUnit(
        registrations: context.registrations, observers: context.observers, running: running)
      let remaining = Array(rest)
      let runner = self
      let task = Task { @MainActor in
        for unit in started { await unit.value }
        if !Task.isCancelled { _ = runner.startSequence(remaining[...], context) }
        continuation.end()
      }
      continuation.attach(task, awaiting: started)
      sink.append(task)
      return started + [continuation]
    }
    return []
  }
}
