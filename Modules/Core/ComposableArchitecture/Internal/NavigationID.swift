import Foundation

extension DependencyValues {
  /// Where the reducer running now sits among presented, stacked and collection children: the
  /// scope its effects' cancellation IDs live in.
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}

/// The identities of the children between a store's root and a reducer: every `ifLet` child,
/// `forEach` element, presented destination and stack element on the way adds one.
///
/// A cancellable effect is registered under its ID at its own path and at every shorter path,
/// so a parent's `.cancel(id:)` reaches its children's effects while siblings never reach each
/// other's. Public for upstream's tests, which make paths through `@_spi(Internals)`:
///
/// ```swift
/// let path = NavigationIDPath(path: [NavigationID()])
/// ```
public struct NavigationIDPath: Hashable, Sendable {
  private(set) var path: [NavigationID]

  /// The path through `path`, from the root.
  ///
  /// ```swift
  /// let root = NavigationIDPath()
  /// ```
  @_spi(Internals) public init(path: [NavigationID] = []) {
    self.path = path
  }

  /// This path and each of its prefixes, longest first.
  var prefixes: [NavigationIDPath] {
    (0...path.count).map { NavigationIDPath(path: Array(path.prefix(path.count - $0))) }
  }

  func appending(_ element: NavigationID) -> Self {
    Self(path: path + [element])
  }
}

/// The identity of one child: where it lives (a key path, or an enum case of its parent) and
/// which one it is (its `Identifiable` id, or the case of enum state). Replacing a child by one
/// of another identity ends the old one's effects. Public for upstream's tests, which make one
/// through `@_spi(Internals)`:
///
/// ```swift
/// let id = NavigationID()
/// ```
public struct NavigationID: Hashable, @unchecked Sendable {
  private enum Kind: Hashable {
    case keyPath(AnyKeyPath)
    case casePath(root: ObjectIdentifier, value: ObjectIdentifier)
    case unique(UUID)
  }

  private let kind: Kind
  private let identifier: AnyHashable?
  private let tag: AnyHashable?

  /// An optional child or presented destination at `keyPath`, identified by its state.
  init<Value, Root>(base: Value, keyPath: KeyPath<Root, Value?>) {
    self.kind = .keyPath(keyPath)
    self.tag = caseTag(of: base)
    self.identifier = identifiableID(of: base) ?? payload(of: base).flatMap(identifiableID)
  }

  /// The element `id` of a collection or stack at `keyPath`.
  init(id: some Hashable, keyPath: AnyKeyPath) {
    self.kind = .keyPath(keyPath)
    self.tag = nil
    self.identifier = AnyHashable(id)
  }

  /// A case of enum state, run by `ifCaseLet` or `Scope`.
  init<Root, Value>(root: Root, value: Value) {
    self.kind = .casePath(root: ObjectIdentifier(Root.self), value: ObjectIdentifier(Value.self))
    self.tag = caseTag(of: root)
    self.identifier = identifiableID(of: root) ?? identifiableID(of: value)
  }

  /// A scope of its own, for a store's root: no two stores share effect IDs.
  ///
  /// ```swift
  /// let path = NavigationIDPath(path: [NavigationID()])
  /// ```
  @_spi(Internals) public init() {
    self.kind = .unique(UUID())
    self.identifier = nil
    self.tag = nil
  }
}

/// The `id` of an `Identifiable` value.
private func identifiableID(of value: Any) -> AnyHashable? {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = value as? any Identifiable else { return nil }
  return open(identifiable)
}

/// Which case an enum value is in, or `nil` for other values.
func caseTag(of value: Any) -> AnyHashable? {
  if let casePathable = value as? any CasePathable, let tag = casePathable._caseKeyPath {
    return tag
  }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  // A case with a payload reflects as one child labelled with the case's name; a case without
  // one has no children and describes itself by its name.
  return AnyHashable(mirror.children.first?.label ?? String(describing: value))
}

/// The payload of an enum value's case, if it has one.
private func payload(of value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let child = mirror.children.first else { return nil }
  return child.value
}

extension CasePathable {
  /// The case key path of this value's case, when the enum's case paths can say it.
  fileprivate var _caseKeyPath: AnyHashable? {
    guard let reflectable = Self.allCasePaths as? any CasePathReflectable<Self> else { return nil }
    return AnyHashable(reflectable[self])
  }
}

/// The navigation path of the reducer running now.
var currentNavigationIDPath: NavigationIDPath {
  DependencyValues._current.navigationIDPath
}

/// Runs `operation` as a child at `path`: the child's effects are scoped there.
func withNavigationIDPath<R>(_ path: NavigationIDPath, operation: () -> R) -> R {
  var dependencies = DependencyValues._current
  dependencies.navigationIDPath = path
  return DependencyValues.$_current.withValue(dependencies, operation: operation)
}

/// The name of an enum value's case, for messages: `"detail"`.
func caseName(_ value: Any) -> String? {
  Mirror(reflecting: value).children.first?.label
}

/// A value as one line for messages: an action as its cases (`Feature.Action.child(.tap)`),
/// payloads that are not enums or tuples elided.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
  return (abbreviated ? "" : typeName(type(of: value))) + casesDescription(value)
}

/// The case chain of an enum value (`.child(.tap)`), the labelled parts of a tuple, or nothing.
private func casesDescription(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      let name = "\(value)"
      return name == typeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = casesDescription(payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, value in
      let inner = casesDescription(value)
      let isPositional = label.map { $0.allSatisfy { $0 == "." || $0.isNumber } } ?? true
      return (isPositional ? "_:" : "\(label!):") + (inner.isEmpty ? "" : " \(inner)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// A type's name as people write it: no module, no generic arguments, no anonymous contexts
/// (`Feature.Action`, `[Int]`, `String?`).
func typeName(_ type: Any.Type) -> String {
  var name = _typeName(type, qualified: true)
  func replace(_ pattern: String, _ template: String) {
    name = name.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
  }
  replace(#"\(unknown context at \$[[:xdigit:]]+\)\."#, "")
  for _ in 1...10 {
    let before = name
    replace(#"\bSwift\.Optional<([^><]+)>"#, "$1?")
    replace(#"\bSwift\.Array<([^><]+)>"#, "[$1]")
    replace(#"\bSwift\.Dictionary<([^,<]+), ([^><]+)>"#, "[$1: $2]")
    if name == before { break }
  }
  replace(#"\w+\.([\w.]+)"#, "$1")
  replace(#"<.+>"#, "")
  return name
}
