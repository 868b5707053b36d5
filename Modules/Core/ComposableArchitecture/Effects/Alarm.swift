import Synchronization

/// The end of a wait on a scheduler (a debounce's, a throttle's hop): rung by what the scheduler
/// runs, awaited by the work that follows. The ring may come before the work gets to wait, and
/// cancelling the waiting task ends the wait unrung.
final class Alarm: Sendable {
  private enum State {
    case armed
    case rung
    case waiting(CheckedContinuation<Bool, Never>)
    case ended
  }
  private let state = Mutex(State.armed)

  @Sendable func ring() { end(rang: true) }

  /// Whether the alarm rang, once it has; `false` if the waiting task is cancelled first.
  func wait() async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let now: Bool? = state.withLock { state in
          switch state {
          case .armed:
            state = .waiting(continuation)
            return nil
          case .rung:
            state = .ended
            return true
          case .waiting, .ended:
            return false
          }
        }
        if let now { continuation.resume(returning: now) }
      }
    } onCancel: {
      end(rang: false)
    }
  }

  private func end(rang: Bool) {
    let waiting: CheckedContinuation<Bool, Never>? = state.withLock { state in
      switch state {
      case .armed:
        state = rang ? .rung : .ended
        return nil
      case .waiting(let continuation):
        state = .ended
        return continuation
      case .rung, .ended:
        if !rang { state = .ended }
        return nil
      }
    }
    waiting?.resume(returning: rang)
  }
}
