import ConcurrencyExtras
import Foundation
import Synchronization

/// The clock of a headless run: real time, which a script's `<wait …>` moves on at once. Until
/// a wait, it reads and sleeps as the continuous clock does, so a headless screen is the one
/// the terminal would show; ``advance(by:)`` then wakes, in order, every sleep the time skipped
/// ends, as a test clock does, so that a timer ticks each of the seconds of `<wait 25m>` without
/// the run waiting for them.
///
/// An app runs its store on it as its `continuousClock` (`TerminalOptions.clock` is the one a
/// run's `<wait …>`s advance):
///
/// ```swift
/// let clock = HeadlessClock()
/// let store = Store(initialState: Timer.State()) {
///   Timer()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await clock.advance(by: .seconds(25 * 60))
/// ```
public final class HeadlessClock: Clock, Sendable {
  public typealias Instant = ContinuousClock.Instant

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
    /// Wakes the sleeper when the real time is up.
    var alarm: Task<Void, Never>
    /// The task sleeping, to know when it comes back to sleep again.
    var task: Int?
  }

  private struct State {
    /// The time skipped so far: how far this clock is ahead of the continuous clock.
    var skipped = Duration.zero
    /// Where the clock stands while an advance runs: real time spent advancing does not count,
    /// so `<wait 10h>` moves it on by ten hours exactly.
    var frozenAt: Instant?
    var sleepers: [Int: Sleeper] = [:]
    var nextID = 0
    /// The tasks an advance woke that have not yet slept again: what each does on waking (a
    /// timer's tick, sent to a store) is under way.
    var away: Set<Int> = []

    /// The clock's reading.
    var now: Instant { frozenAt ?? ContinuousClock.now + skipped }
  }

  /// How long an advance waits, at most, for something to sleep on the clock (an effect that a
  /// key started may not have reached its first sleep yet), and for a task it woke to sleep
  /// again before it goes on (one that ends instead, a one-off delay, never does): it cannot
  /// see a task end, so this bound is what keeps such an advance from waiting for ever.
  static let comeBackBound = Duration.seconds(2)

  private let state = Mutex(State())
  /// This clock's ``comeBackBound``.
  private let bound: Duration

  public init() {
    bound = Self.comeBackBound
  }

  /// A clock that waits up to `comeBackBound` for a task: tests on a machine busy with other
  /// tests give their timers longer to come back than a run needs.
  init(comeBackBound: Duration) {
    bound = comeBackBound
  }

  public var now: Instant { state.withLock { $0.now } }

  /// The date the clock stands for: today's, moved on by the time the waits skipped, so that
  /// what a run stamps with the time (an entry of a feed) after `<wait 2h>` is two hours on.
  ///
  /// ```swift
  /// $0.date = DateGenerator { clock.date }
  /// ```
  public var date: Date {
    let ahead = ContinuousClock.now.duration(to: now)
    let (seconds, attoseconds) = ahead.components
    return Date().addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }

  public var minimumResolution: Duration { ContinuousClock().minimumResolution }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let task = withUnsafeCurrentTask { $0?.hashValue }
    // Back at the clock cancelled (a timer whose countdown ended): what its last wake started
    // is done, and it sleeps no more.
    if let task, Task.isCancelled { state.withLock { _ = $0.away.remove(task) } }
    while true {
      try Task.checkCancellation()
      let id = state.withLock { state in
        defer { state.nextID += 1 }
        return state.nextID
      }
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          // The real time left is measured once the sleeper is registered, under the lock, so
          // that a skip either came before (and counts here) or wakes it.
          let registered = state.withLock { state -> Bool in
            let left = deadline - state.now
            guard left > .zero else { return false }
            let alarm = Task { [weak self] in
              try? await Task.sleep(for: left)
              self?.wake(id)
            }
            state.sleepers[id] = Sleeper(
              deadline: deadline, continuation: continuation, alarm: alarm, task: task)
            // Back asleep, after what its last wake started.
            if let task { state.away.remove(task) }
            return true
          }
          if !registered {
            continuation.resume()
          } else if Task.isCancelled {
            // Cancelled before the handler could find it registered.
            wake(id, throwing: CancellationError())
          }
        }
      } onCancel: {
        wake(id, throwing: CancellationError())
      }
      // Woken: by the real time, a skip, or early by an alarm's rounding; the loop checks.
      if deadline <= now { return }
    }
  }

  /// Moves the clock `duration` on at once, waking each sleep whose deadline it passes, the
  /// earliest first, and letting what each wakes run (a timer's tick, its next sleep) before
  /// the next: a timer ticking every second ticks 1500 times in `advance(by: .seconds(1500))`.
  /// The clock stands still meanwhile, but for the steps: it ends `duration` on from where it
  /// started, however long the ticks took, and runs on in real time from there.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(90))  // a countdown of 1:30 reaches 0:00
  /// ```
  public func advance(by duration: Duration) async {
    // What the keys before the wait started (a timer) reaches its first sleep.
    await waitUntil { !$0.sleepers.isEmpty }
    var left = duration
    state.withLock { $0.frozenAt = $0.now }
    while true {
      let done = state.withLock { state -> Bool in
        let now = state.now
        let next = state.sleepers.values.map(\.deadline).min()
        let step = next.map { min(max(now.duration(to: $0), .zero), left) } ?? left
        state.frozenAt = now + step
        left -= step
        for (id, sleeper) in state.sleepers where sleeper.deadline <= now + step {
          state.sleepers[id] = nil
          sleeper.alarm.cancel()
          if let task = sleeper.task { state.away.insert(task) }
          sleeper.continuation.resume()
        }
        guard left <= .zero && state.away.isEmpty else { return false }
        // Runs on in real time from where the advance left it.
        state.skipped = ContinuousClock.now.duration(to: now + step)
        state.frozenAt = nil
        return true
      }
      if done { break }
      await waitForWokenTasks()
    }
  }

  /// Waits until every task the advance woke sleeps again, or for ``comeBackBound``, whichever
  /// comes first.
  private func waitForWokenTasks() async {
    await waitUntil { $0.away.isEmpty }
    state.withLock { $0.away.removeAll() }
  }

  /// Yields until `condition` holds, or for ``comeBackBound``.
  private func waitUntil(_ condition: (State) -> Bool) async {
    let giveUp = ContinuousClock.now + bound
    while !state.withLock({ condition($0) }), ContinuousClock.now < giveUp {
      await Task.yield()
    }
  }

  private func wake(_ id: Int, throwing error: (any Error)? = nil) {
    guard let sleeper = state.withLock({ $0.sleepers.removeValue(forKey: id) }) else { return }
    sleeper.alarm.cancel()
    if let error {
      sleeper.continuation.resume(throwing: error)
    } else {
      sleeper.continuation.resume()
    }
  }
}
