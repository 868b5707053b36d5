import ComposableArchitecture
import Foundation
import TabC

/// Carries the app's changes log (each action and the state diff it made) from the reducer,
/// where ``AppFeature`` prints it with `_printChanges`, to the Log tab, which receives the
/// entries as actions.
///
/// ```swift
/// Store(initialState: AppFeature.State()) { AppFeature() } withDependencies: {
///   $0.actionLog = .channel()
/// }
/// ```
public struct ActionLogClient: Sendable {
  /// One logged action.
  public struct Entry: Equatable, Sendable {
    /// The action, on one line.
    public var action: Log.Text
    /// The state diff, or "(No state changes)".
    public var diff: Log.Text
    /// Whether the action is the stopwatch's tick, which the Log tab can hide.
    public var isTick: Bool = false
  }

  /// Records an entry.
  public var record: @Sendable (Entry) -> Void
  /// The recorded entries, as they come; one reader, which calls ``delivered`` after each.
  public var entries: @Sendable () -> AsyncStream<Entry>
  /// Tells the client that the reader has handed on one more entry.
  public var delivered: @Sendable () -> Void
  /// Returns once every entry recorded so far has been handed on (or dropped for want of
  /// room): what a scripted run waits on before it draws the Log tab.
  public var caughtUp: @Sendable () async -> Void
  /// Whether to record entries at all; the test value records none.
  public var isEnabled: Bool

  /// Creates a client.
  public init(
    record: @escaping @Sendable (Entry) -> Void,
    entries: @escaping @Sendable () -> AsyncStream<Entry>,
    delivered: @escaping @Sendable () -> Void = {},
    caughtUp: @escaping @Sendable () async -> Void = {},
    isEnabled: Bool = true
  ) {
    self.record = record
    self.entries = entries
    self.delivered = delivered
    self.caughtUp = caughtUp
    self.isEnabled = isEnabled
  }

  /// A client whose entries are everything recorded through it.
  public static func channel() -> Self {
    let (stream, continuation) = AsyncStream<Entry>.makeStream(
      bufferingPolicy: .bufferingNewest(500))
    let backlog = LockIsolated(Backlog())
    return Self(
      record: { entry in
        backlog.withValue { $0.pending += 1 }
        if case .dropped = continuation.yield(entry) {
          backlog.withValue { $0.handedOn() }
        }
      },
      entries: { stream },
      delivered: { backlog.withValue { $0.handedOn() } },
      caughtUp: {
        await withCheckedContinuation { waiter in
          backlog.withValue { $0.wait(waiter) }
        }
      }
    )
  }

  /// The entries recorded and not yet handed on, and who waits for there to be none.
  private struct Backlog {
    var pending = 0
    var waiters: [CheckedContinuation<Void, Never>] = []

    mutating func handedOn() {
      pending -= 1
      guard pending == 0 else { return }
      for waiter in waiters { waiter.resume() }
      waiters = []
    }

    mutating func wait(_ waiter: CheckedContinuation<Void, Never>) {
      if pending == 0 { waiter.resume() } else { waiters.append(waiter) }
    }
  }

  /// A client that records nothing.
  public static let disabled = Self(
    record: { _ in }, entries: { AsyncStream { $0.finish() } }, isEnabled: false)

  /// The printer ``AppFeature`` hands to `_printChanges`: it records every action but the Log
  /// tab's own (which would log themselves forever). The label and the diff (of the state
  /// without the log) are made only when the Log tab shows them: an action's path pays for two
  /// state copies, not for dumping them.
  func printer() -> _ReducerPrinter<AppFeature.State, AppFeature.Action>? {
    guard isEnabled else { return nil }
    return _ReducerPrinter { action, oldState, newState in
      if case .log = action { return }
      var oldState = oldState
      var newState = newState
      oldState.log = Log.State()
      newState.log = Log.State()
      let label = Log.Text {
        Self.readable(
          action: String(customDumping: action)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined())
      }
      // Made later, when the Log shows it: with the shared values as this change saw them.
      let sharedChange = _SharedChange.current
      let diff = Log.Text { [oldState, newState] in
        sharedChange.withValues { CustomDump.diff(oldState, newState) }.map(Self.readable(diff:))
          ?? "(No state changes)"
      }
      let isTick: Bool
      if case .stopwatch(.tick) = action { isTick = true } else { isTick = false }
      record(Entry(action: label, diff: diff, isTick: isTick))
    }
  }
}

extension ActionLogClient {
  /// An action as the user knows it: `counter(.incrementButtonTapped)`, not
  /// `AppFeature.Action.counter(.incrementButtonTapped)`.
  static func readable(action: String) -> String {
    let prefix = "AppFeature.Action."
    return action.hasPrefix(prefix) ? String(action.dropFirst(prefix.count)) : action
  }

  /// A state diff with each property under the name it is written with: `@ObservableState`
  /// keeps `count` in `_count`, the name custom-dump finds.
  static func readable(diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      // A line is a marker column (`-`, `+` or a space), an indent, then the property's name.
      guard let first = line.first else { return String(line) }
      let rest = line.dropFirst()
      let name = rest.drop { $0 == " " }
      guard name.first == "_", name.dropFirst().first?.isLetter == true else {
        return String(line)
      }
      return String(first) + rest.prefix(rest.count - name.count) + name.dropFirst()
    }.joined(separator: "\n")
  }
}

extension ActionLogClient: DependencyKey {
  /// One channel for the process.
  public static let liveValue = channel()
  /// Records nothing, so tests need not assert log entries they are not about.
  public static let testValue = disabled
}

extension DependencyValues {
  /// Where ``AppFeature`` sends its changes log.
  public var actionLog: ActionLogClient {
    get { self[ActionLogClient.self] }
    set { self[ActionLogClient.self] = newValue }
  }
}
