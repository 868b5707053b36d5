/// The cases of a reducer's `Action`, as `@Reducer` writes them out: which case an action is
/// in, and its payload, found with a `switch` instead of through case key paths.
///
/// A `Scope`, `ifLet` or `forEach` built inside a reducer's `body` looks its action's case up
/// here once, when the store builds the body; each action is then told apart by comparing case
/// numbers, and only the one that matches is unwrapped. Without the table (an `Action` the
/// macro cannot see, a case key path into a payload) the case key path does the work, as it
/// always may.
///
/// ```swift
/// @Reducer struct Feature {
///   enum Action { case child(Child.Action), tapped }
///   // @Reducer adds:
///   // static var _$actionCases: _ActionCases<Action>? {
///   //   _ActionCases(
///   //     caseKeyPaths: [\Action.Cases.child, \Action.Cases.tapped],
///   //     caseIndex: { switch $0 { case .child: 0; case .tapped: 1 } },
///   //     payload: { switch $0 { case .child(let value): value as Any; case .tapped: () as Any } })
///   // }
/// }
/// ```
// Key paths are immutable; the closures are Sendable.
public struct _ActionCases<Action>: @unchecked Sendable {
  let caseKeyPaths: [PartialCaseKeyPath<Action>]
  let caseIndex: @Sendable (Action) -> Int
  let payload: @Sendable (Action) -> Any?

  /// A table of `Action`'s cases: their key paths, in order; the index of an action's case in
  /// that order; and an action's payload (`nil` when the case key path must unwrap it).
  public init(
    caseKeyPaths: [PartialCaseKeyPath<Action>],
    caseIndex: @escaping @Sendable (Action) -> Int,
    payload: @escaping @Sendable (Action) -> Any?
  ) {
    self.caseKeyPaths = caseKeyPaths
    self.caseIndex = caseIndex
    self.payload = payload
  }
}

/// The case table of the reducer whose body is being built.
enum ActionCasesContext {
  @TaskLocal static var current: (any Sendable)?
}

/// The case path a reducer operator extracts its child's actions with: through the case table
/// of the reducer whose body is being built when `keyPath` names one of its cases, else through
/// `keyPath` itself.
@usableFromInline
func _casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
  let slow = AnyCasePath(keyPath)
  guard let cases = ActionCasesContext.current as? _ActionCases<Root>,
    let index = cases.caseKeyPaths.firstIndex(where: { $0 == keyPath })
  else { return slow }
  let caseIndex = cases.caseIndex
  let payload = cases.payload
  return AnyCasePath(
    embed: { slow.embed($0) },
    extract: { root in
      guard caseIndex(root) == index else { return nil }
      return payload(root) as? Value ?? slow.extract(from: root)
    })
}
