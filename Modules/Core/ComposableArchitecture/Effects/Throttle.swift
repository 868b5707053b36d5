import CombineSchedulers
import ConcurrencyExtras
import OpenCombineShim

extension Effect where Action: Sendable {
  /// This effect with the actions it sends throttled on `scheduler`: at most one every
  /// `interval` for all the effects throttled with the same `id`. An action that comes sooner
  /// waits for the interval to end, and goes then unless a newer effect with the same `id`
  /// cancels it; what goes is the newest action that came meanwhile with `latest`, else the
  /// first.
  ///
  /// Upstream's spelling, kept for features written with Combine schedulers:
  ///
  /// ```swift
  /// case .volumeChanged(let volume):
  ///   return .send(.setVolume(volume))
  ///     .throttle(id: CancelID.volume, for: .seconds(1), scheduler: mainQueue, latest: true)
  /// ```
  public func throttle<S: Scheduler & Sendable>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self {
    guard !isNone else { return self }
    let gate = ThrottleGate<S, Action>(
      id: AnyHashableSendable(id), interval: interval, scheduler: scheduler, latest: latest)
    return throttled(through: gate.pass).cancellable(id: id, cancelInFlight: true)
  }

  /// This effect with every action it sends handed to `pass` instead, which sends it when it
  /// will (in the effect's own work, so cancelling the effect cancels what waits).
  fileprivate func throttled(
    through pass: @escaping @Sendable (Action, Send<Action>) async -> Void
  ) -> Self {
    switch operation {
    case .none, .cancel:
      return self
    case .send(let action):
      return Self(operation: .run(name: nil, priority: nil) { send in await pass(action, send) })
    case .run(let name, let priority, let body):
      return Self(
        operation: .run(name: name, priority: priority) { send in
          // The work sends without waiting; what it sends is passed on in order, each action
          // once the one before it has gone.
          let (actions, continuation) = AsyncStream<Action>.makeStream()
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              await body(Send { continuation.yield($0) })
              continuation.finish()
            }
            group.addTask {
              for await action in actions { await pass(action, send) }
            }
          }
        })
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.throttled(through: pass) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.throttled(through: pass) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(id, cancelInFlight: cancelInFlight, effect.throttled(through: pass))
      )
    case .observed(let effect, let observer):
      return Self(operation: .observed(effect.throttled(through: pass), observer))
    case .delayed(let wait, let effect):
      return Self(operation: .delayed(wait: wait, effect.throttled(through: pass)))
    }
  }
}

// Unchecked: OpenCombine's strides are not `Sendable` (upstream asks that they be, which on
// Linux no scheduler's is); a stride is a plain value.
/// When each action throttled under one `id` may go. What went last and what waits are kept per
/// `id` for the whole process, across the effects that cancel one another, as upstream keeps
/// them.
private struct ThrottleGate<S: Scheduler & Sendable, Action: Sendable>: @unchecked Sendable {
  let id: AnyHashableSendable
  let interval: S.SchedulerTimeType.Stride
  let scheduler: S
  let latest: Bool

  func pass(_ action: Action, _ send: Send<Action>) async {
    // Actions are taken on the scheduler, as upstream's `receive(on:)` takes them.
    guard await scheduler.hop() else { return }
    let decision = throttleStates.withValue {
      states -> UncheckedSendable<(Action, S.SchedulerTimeType.Stride?)> in
      var state = states[id] ?? ThrottleState()
      defer { states[id] = state }
      guard let lastSent = state.lastSent as? S.SchedulerTimeType else {
        state.lastSent = scheduler.now
        state.waiting = nil
        return UncheckedSendable((action, nil))
      }
      let action = latest ? action : (state.waiting as? Action ?? action)
      guard lastSent.distance(to: scheduler.now) < interval else {
        state.lastSent = scheduler.now
        state.waiting = nil
        return UncheckedSendable((action, nil))
      }
      state.waiting = action
      return UncheckedSendable(
        (action, scheduler.now.distance(to: lastSent.advanced(by: interval))))
    }
    let (action, wait) = decision.value
    if let wait {
      guard (try? await scheduler.sleep(for: wait)) != nil else { return }
      throttleStates.withValue {
        $0[id, default: ThrottleState()].lastSent = scheduler.now
        $0[id, default: ThrottleState()].waiting = nil
      }
    }
    await send(action)
  }
}

private struct ThrottleState: @unchecked Sendable {
  /// When the last action went (the scheduler's time type).
  var lastSent: Any?
  /// The action waiting for the interval to end.
  var waiting: Any?
}

private let throttleStates = LockIsolated<[AnyHashableSendable: ThrottleState]>([:])

extension Scheduler {
  /// Waits for the scheduler to run what is scheduled now; `false` if cancelled first.
  fileprivate func hop() async -> Bool {
    let alarm = Alarm()
    schedule(alarm.ring)
    return await alarm.wait()
  }
}
