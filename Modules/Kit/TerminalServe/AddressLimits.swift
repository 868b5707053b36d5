import Foundation
import Synchronization

/// What each address has done lately: connections opened and authentications failed in the
/// current window. Past a limit, the address is refused until its window ends.
final class AddressLimits: Sendable {
  private struct Record {
    var windowStart: ContinuousClock.Instant
    var connections = 0
    var failures = 0
  }

  private let records = Mutex<[String: Record]>([:])
  private let connectionsPerWindow: Int
  private let failuresPerWindow: Int
  private let window: Duration

  init(connections: Int, failures: Int, window: Duration) {
    connectionsPerWindow = connections
    failuresPerWindow = failures
    self.window = window
  }

  /// Counts a connection from `address`; returns whether it may go on.
  func connectionOpened(from address: String) -> Bool {
    update(address) { record in
      record.connections += 1
      return record.connections <= connectionsPerWindow && record.failures < failuresPerWindow
    }
  }

  /// Counts a failed authentication from `address`.
  func authenticationFailed(from address: String) {
    _ = update(address) { record in
      record.failures += 1
      return true
    }
  }

  private func update(_ address: String, _ change: (inout Record) -> Bool) -> Bool {
    let now = ContinuousClock.now
    return records.withLock { records in
      // Old windows are forgotten as they end: the table holds the last window's addresses.
      if records.count > 10_000 {
        records = records.filter { now - $0.value.windowStart < window }
      }
      var record = records[address] ?? Record(windowStart: now)
      if now - record.windowStart >= window { record = Record(windowStart: now) }
      let allowed = change(&record)
      records[address] = record
      return allowed
    }
  }
}
