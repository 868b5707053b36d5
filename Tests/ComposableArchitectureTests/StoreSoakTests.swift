import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

/// A million actions through a store, half of them starting or cancelling long-running
/// effects: every effect ends once cancelled, and memory stays flat after a warm-up.
///
/// `SOAK_ACTIONS=N` sends more (or fewer) than the default 1,000,000.
@MainActor
@Suite struct StoreSoakTests {
  static let actions =
    ProcessInfo.processInfo.environment["SOAK_ACTIONS"].flatMap(Int.init) ?? 1_000_000

  /// Starts an effect that runs until cancelled (each start cancels the one before), stops it,
  /// or just counts.
  struct Churn: Reducer {
    struct State: Equatable {
      var started = 0
      var ticks = 0
    }
    enum Action: Equatable, Sendable { case start, stop, tick }
    enum CancelID { case work }

    /// How many of the started effects have ended.
    let ended: LockIsolated<Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.started += 1
        return .run { [ended] _ in
          defer { ended.withValue { $0 += 1 } }
          // Waits for cancellation. (Not a long `Task.sleep`: the runtime keeps a cancelled
          // sleep's timer, and the task it belongs to, until the deadline.)
          let (never, continuation) = AsyncStream<Never>.makeStream()
          for await _ in never {}
          continuation.finish()
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.work)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  @Test func aMillionActionsLeaveNoRunningEffectsAndNoGrowth() async throws {
    let ended = LockIsolated(0)
    let store = Store(initialState: Churn.State()) { Churn(ended: ended) }
    let pattern: [Churn.Action] = [.start, .tick, .start, .tick, .stop, .tick, .start, .stop]
    let warmUp = Self.actions / 10
    var residentAfterWarmUp = 0

    for index in 0..<Self.actions {
      store.send(pattern[index % pattern.count])
      // Let cancelled effects wind down as an app's idle moments would: all but the latest.
      if index % 1_000 == 999 {
        try await Self.waitUntil("effects end after \(index + 1) actions") {
          ended.value >= store.state.started - 1
        }
      }
      if index + 1 == warmUp {
        residentAfterWarmUp = try Self.residentBytes()
      }
    }
    store.send(.stop)
    try await Self.waitUntil("every effect ends once stopped") {
      ended.value == store.state.started
    }

    let growth = try Self.residentBytes() - residentAfterWarmUp
    #expect(store.state.ticks == Self.actions * 3 / 8)
    #expect(store.state.started == Self.actions * 3 / 8)
    // After the warm-up it grows by 3–5 MiB here; leaking 48 bytes per effect would pass 16.
    #expect(
      growth < 16 * 1024 * 1024,
      "resident memory grew by \(growth / 1024) KiB over \(Self.actions - warmUp) actions")
  }

  /// Polls `condition`, giving effects time to run, for up to five seconds.
  static func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(5)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("timed out waiting until \(what)")
        return
      }
      try await Task.sleep(for: .milliseconds(1))
    }
  }

  /// This process's resident set size, from /proc/self/statm.
  static func residentBytes() throws -> Int {
    let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
    let pages = try #require(statm.split(separator: " ").dropFirst().first.flatMap { Int($0) })
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
