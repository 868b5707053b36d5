import Foundation

/// What the core did, for upstream's tests that check when stores are made and released: off
/// unless a test turns it on.
///
/// ```swift
/// Logger.shared.isEnabled = true
/// do { _ = Store<Void, Void>(initialState: ()) {} }
/// // Logger.shared.logs == ["Store<(), ()>.init", "Store<(), ()>.deinit"]
/// ```
@_spi(Logging) public final class Logger: @unchecked Sendable {
  /// The one logger of the process.
  public static let shared = Logger()

  private let lock = NSLock()
  private var enabled = false
  private var entries: [String] = []

  /// Whether ``log(_:)`` records anything.
  public var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }

  /// What was recorded, oldest first.
  public var logs: [String] { lock.withLock { entries } }

  /// Records `message` if the logger is on.
  ///
  /// ```swift
  /// Logger.shared.log("Feature.reset")
  /// ```
  public func log(_ message: @autoclosure () -> String) {
    lock.withLock {
      guard enabled else { return }
      entries.append(message())
    }
  }

  /// Forgets what was recorded.
  public func clear() { lock.withLock { entries.removeAll() } }
}
