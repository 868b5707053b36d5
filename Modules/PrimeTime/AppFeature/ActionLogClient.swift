import ComposableArchitecture
import Foundation
import TabC

/// Whether the Log tab records the app's actions (each action and the state diff it made),
/// and what it needs to show shared values as the action saw them. ``AppFeature`` records each
/// action into its `log` in the same pass that reduces it: no second trip through the store.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// } withDependencies: {
///   $0.actionLog = .enabled
/// }
/// ```
public struct ActionLogClient: Sendable {
  /// Hears every shared write, so that a diff shows the shared values as they were before the
  /// action on its old side; `nil` when the log is off.
  let sharedChanges: _SharedChangeTracker?

  /// Whether actions are recorded.
  public var isEnabled: Bool { sharedChanges != nil }

  /// The Log records every action.
  public static var enabled: Self { Self(sharedChanges: _SharedChangeTracker(scope: .process)) }

  /// Records nothing: tests then need not assert log entries they are not about.
  public static let disabled = Self(sharedChanges: nil)
}

/// ``AppFeature``'s reducer, each action then recorded in the Log with what it changed.
struct ActionRecording<Base: Reducer<AppFeature.State, AppFeature.Action>>: Reducer {
  let base: Base
  let log: ActionLogClient

  func reduce(into state: inout AppFeature.State, action: AppFeature.Action) -> Effect<
    AppFeature.Action
  > {
    _makeNode()._reduce(into: &state, action: action)
  }

  /// The base's tree, built once as a store builds it, run inside the recording: reducing the
  /// base with `base.reduce` would build its tree again on every action.
  func _makeNode() -> _ReducerNode<AppFeature.State, AppFeature.Action> {
    let base = base._makeNode()
    guard let sharedChanges = log.sharedChanges else { return base }
    let logNode = Log()._makeNode()
    return Reduce { state, action in
      Self.record(action, in: &state, sharedChanges: sharedChanges) {
        base._reduce(into: &$0, action: action)
      } append: {
        logNode._reduce(into: &$0, action: $1)
      }
    }._makeNode()
  }

  /// Reduces `action` with `reduce`, then appends it to the Log (with `append`, the Log's own
  /// reducer) with what it changed.
  private static func record(
    _ action: AppFeature.Action, in state: inout AppFeature.State,
    sharedChanges: _SharedChangeTracker,
    reduce: (inout AppFeature.State) -> Effect<AppFeature.Action>,
    append: (inout Log.State, Log.Action) -> Effect<Log.Action>
  ) -> Effect<AppFeature.Action> {
    // Matched with `case`, not a case key path: a key path is built at run time on each use.
    if case .log = action { return reduce(&state) }
    // Without the Log, which the entry changes (and which would show itself in its diffs): the
    // copies then share no storage with it, and the append writes in place.
    var oldState = state
    oldState.log = Log.State()
    let (effect, sharedChange) = sharedChanges.change { reduce(&state) }
    var newState = state
    newState.log = Log.State()
    let label = Log.Text {
      ActionLogClient.readable(
        action: String(customDumping: action)
          .split(whereSeparator: \.isNewline)
          .map { $0.trimmingCharacters(in: .whitespaces) }
          .joined())
    }
    // Made later, when the Log shows it: with the shared values as this change saw them.
    let diff = Log.Text { [oldState, newState] in
      sharedChange.withValues { CustomDump.diff(oldState, newState) }
        .map(ActionLogClient.readable(diff:)) ?? "(No state changes)"
    }
    let isTick: Bool
    if case .stopwatch(.tick) = action { isTick = true } else { isTick = false }
    let recorded = append(&state.log, .append(action: label, diff: diff, isTick: isTick))
    return .merge(effect, recorded.map(AppFeature.Action.log))
  }
}

extension Reducer where State == AppFeature.State, Action == AppFeature.Action {
  /// Records each action in the Log with what it changed, when `log` is on.
  func recordingActions(in log: ActionLogClient) -> ActionRecording<Self> {
    ActionRecording(base: self, log: log)
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
  /// On: the Log tab records every action.
  public static let liveValue = enabled
  /// Records nothing, so tests need not assert log entries they are not about.
  public static let testValue = disabled
}

extension DependencyValues {
  /// Whether ``AppFeature`` records its actions in the Log tab.
  public var actionLog: ActionLogClient {
    get { self[ActionLogClient.self] }
    set { self[ActionLogClient.self] = newValue }
  }
}
