import ConcurrencyExtras

// Two `.run` effects merged or concatenated become one `.run`, as upstream's do: the result is
// still a `.run` (an effect that wraps, maps or inspects `.run`s keeps working on it), and the
// runtime starts one task for it instead of two units and a waiting task.

extension Effect {
  /// Both bodies at the same time, each in a child task with its own name and priority.
  static func fusedMerge(
    _ lhs: (name: String?, priority: TaskPriority?, body: @Sendable (Send<Action>) async -> Void),
    _ rhs: (name: String?, priority: TaskPriority?, body: @Sendable (Send<Action>) async -> Void)
  ) -> Self {
    Self(
      operation: .run(name: nil, priority: nil) { send in
        await withTaskGroup(of: Void.self) { group in
          group.addTask(name: lhs.name, priority: lhs.priority) { await lhs.body(send) }
          group.addTask(name: rhs.name, priority: rhs.priority) { await rhs.body(send) }
        }
      })
  }

  /// One body after the other. A body that asked for a priority runs in a task of its own with
  /// it (cancelled with the effect); one that did not runs inline.
  static func fusedConcatenation(
    _ lhs: (name: String?, priority: TaskPriority?, body: @Sendable (Send<Action>) async -> Void),
    _ rhs: (name: String?, priority: TaskPriority?, body: @Sendable (Send<Action>) async -> Void)
  ) -> Self {
    Self(
      operation: .run(name: nil, priority: nil) { send in
        for part in [lhs, rhs] {
          if let priority = part.priority {
            await Task(name: part.name, priority: priority) { await part.body(send) }
              .cancellableValue
          } else {
            await part.body(send)
          }
        }
      })
  }
}
