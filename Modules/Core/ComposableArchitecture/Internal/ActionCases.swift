/// The cases of a reducer's `Action`, as `@Reducer` writes them out: for each case, a closure
/// that unwraps its payload with a `switch` instead of through a case key path.
///
/// A `Scope`, `ifLet` or `forEach` built inside a reducer's `body` looks its action's case up
/// here once, when the store builds the body; each action is then unwrapped by a `switch`,
/// without boxing its payload. Without the table (an `Action` the macro cannot see, a case key
/// path into a payload, a case with several values) the case key path does the work, as it
/// always may.
///
/// ```swift
/// @Reducer struct Feature {
///   enum Action { case child(Child.Action), tapped }
///   // @Reducer adds:
///   // static var _$actionCases: _ActionCases<Action>? {
///   //   _ActionCases(
///   //     caseKeyPaths: [\Action.Cases.child, \Action.Cases.tapped],
///   //     extractors: [
///   //       _ActionCases<Action>.extractor { if case .child(let v) = $0 { v } else { nil } },
///   //       _ActionCases<Action>.extractor { if case .tapped = $0 { () } else { nil } },
///   //     ])
///   // }
/// }
/// ```
// Key paths are immutable; the extractors are Sendable closures.
public struct _ActionCases<Action>: @unchecked Sendable {
  let caseKeyPaths: [PartialCaseKeyPath<Action>]
  /// For each case, `@Sendable (Action) -> Payload?` (see ``extractor(_:)``), or `nil`.
  @usableFromInline let extractors: [Any?]

  /// A table of `Action`'s cases: their key paths, in order, and for each its extractor (`nil`
  /// when the case key path must unwrap it).
  public init(caseKeyPaths: [PartialCaseKeyPath<Action>], extractors: [Any?]) {
    self.caseKeyPaths = caseKeyPaths
    self.extractors = extractors
  }

  /// One case's extractor, typed by its closure: its payload when the action is in the case.
  public static func extractor<Payload>(
    _ extract: @escaping @Sendable (Action) -> Payload?
  ) -> Any? {
    extract
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
/// reducer whose body is being built when `keyPath` names one of its cases (that case's typed
/// extractor, a `switch`), else through `keyPath` itself.
@inlinable
func _actionPath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> _ActionPath<Root, Value> {
  let slow = AnyCasePath(keyPath)
  guard let (cases, index) = _ActionCases<Root>.current(containing: keyPath),
    let extract = cases.extractors[index] as? @Sendable (Root) -> Value?
  else { return _ActionPath(slow) }
  return _ActionPath(toValue: extract, toRoot: { slow.embed($0) })
}

/// ``_actionPath(_:)`` as a case path, for the operators that keep one.
@usableFromInline
func _casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
  _actionPath(keyPath).casePath
}
