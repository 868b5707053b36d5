import Synchronization

/// Lets one caller through, once: continuations resume once, subscriptions end once.
final class Once: Sendable {
  private let done = Atomic(false)

  /// Whether this is the first call.
  func first() -> Bool {
    !done.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// An action that runs on its first call only.
  final class Action: Sendable {
    private let once = Once()
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) { self.action = action }

    func run() { if once.first() { action() } }
  }
}
