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
  @usableFromInline let caseIndex: @Sendable (Action) -> Int
  @usableFromInline let payload: @Sendable (Action) -> Any?

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

extension _ActionCases {
  /// The table of the reducer whose body is being built, and the index of `keyPath`'s case in
  /// it, when `keyPath` names one of its cases.
  @usableFromInline
  static func current<Value>(containing keyPath: CaseKeyPath<Action, Value>) -> (Self, Int)? {
    guard let cases = ActionCasesContext.current as? Self,
      let index = cases.caseKeyPaths.firstIndex(where: { $0 == keyPath })
    else { return nil }
    return (cases, index)
  }
}

/// Builds a reducer's body with its case table at hand, for the operators in it.
@usableFromInline
func _withActionCases<Action, Result>(
  _ cases: _ActionCases<Action>?, _ build: () -> Result
) -> Result {
  ActionCasesContext.$current.withValue(cases, operation: build)
}

/// A child's actions inside its parent's, as an operator uses them on every action: a case path
/// whose closures are made where both types are known, so extracting runs specialized.
@usableFromInline
struct _ActionPath<Root, Value>: Sendable {
  @usableFromInline let toValue: @Sendable (Root) -> Value?
  @usableFromInline let toRoot: @Sendable (Value) -> Root

  @inlinable
  init(toValue: @escaping @Sendable (Root) -> Value?, toRoot: @escaping @Sendable (Value) -> Root) {
    self.toValue = toValue
    self.toRoot = toRoot
  }

  /// A case path's closures, as they are.
  @inlinable
  init(_ casePath: AnyCasePath<Root, Value>) {
    self.init(toValue: { casePath.extract(from: $0) }, toRoot: { casePath.embed($0) })
  }

  @inlinable func extract(from root: Root) -> Value? { toValue(root) }
  @inlinable func embed(_ value: Value) -> Root { toRoot(value) }

  /// The same path as a case path, for the nodes that keep one.
  @inlinable var casePath: AnyCasePath<Root, Value> {
    AnyCasePath(embed: toRoot, extract: toValue)
  }
}

/// The path an operator extracts its child's actions with: through the case table of the
/// reducer whose body is being built when `keyPath` names one of its cases (a case number
/// compared, and only a matching action unwrapped), else through `keyPath` itself.
@inlinable
func _actionPath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> _ActionPath<Root, Value> {
  let slow = AnyCasePath(keyPath)
  guard let (cases, index) = _ActionCases<Root>.current(containing: keyPath) else {
    return _ActionPath(slow)
  }
  let caseIndex = cases.caseIndex
  let payload = cases.payload
  return _ActionPath(
    toValue: { root in
      guard caseIndex(root) == index else { return nil }
      return payload(root) as? Value ?? slow.extract(from: root)
    },
    toRoot: { slow.embed($0) })
}

/// ``_actionPath(_:)`` as a case path, for the operators that keep one.
@usableFromInline
func _casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
  _actionPath(keyPath).casePath
}
