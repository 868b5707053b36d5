/// Runs ``Effect`` values for a store: starts their work in tasks, delivers what they send, and
/// keeps the registry behind ``Effect/cancellable(id:cancelInFlight:)`` and
/// ``Effect/cancel(id:)``.
@MainActor
final class EffectRuntime<Action: Sendable> {
  private var cancellables: [AnyHashableSendable: [Int: Task<Void, Never>]] = [:]
  private var nextKey = 0

  /// Starts `effect`, delivering its actions to `emit`, and returns the tasks doing its
  /// asynchronous work (none when the effect is synchronous).
  func start(
    _ effect: Effect<Action>,
    emit: @escaping @MainActor @Sendable (Action) -> Void
  ) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []

    case .send(let action):
      emit(action)
      return []

    case .run(let priority, let work):
      let send = Send(send: emit)
      return [Task(priority: priority) { await work(send) }]

    case .merge(let effects):
      return effects.flatMap { start($0, emit: emit) }

    case .concatenate(let effects):
      return [
        Task {
          for effect in effects {
            guard !Task.isCancelled else { return }
            await Self.awaitAll(start(effect, emit: emit))
          }
        }
      ]

    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id: id) }
      let tasks = start(effect, emit: emit)
      guard !tasks.isEmpty else { return [] }
      let key = nextKey
      nextKey += 1
      // Registered before the task can run: both happen on the main actor, this first.
      let task = Task {
        await Self.awaitAll(tasks)
        self.cancellables[id]?[key] = nil
        if self.cancellables[id]?.isEmpty == true { self.cancellables[id] = nil }
      }
      cancellables[id, default: [:]][key] = task
      return [task]

    case .cancel(let id):
      cancel(id: id)
      return []
    }
  }

  /// Cancels every running effect registered under `id`.
  func cancel(id: AnyHashableSendable) {
    guard let tasks = cancellables.removeValue(forKey: id) else { return }
    for task in tasks.values { task.cancel() }
  }

  /// Cancels every running cancellable effect.
  func cancelAll() {
    for id in Array(cancellables.keys) { cancel(id: id) }
  }

  /// Waits for every task, cancelling them all if the waiting task is cancelled.
  nonisolated static func awaitAll(_ tasks: [Task<Void, Never>]) async {
    guard !tasks.isEmpty else { return }
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }
}
