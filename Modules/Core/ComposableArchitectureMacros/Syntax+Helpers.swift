import SwiftBasicFormat
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

extension DeclGroupSyntax {
  /// The access modifier to give generated members, so they are as visible as the type.
  var accessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.package): return "\(modifier.name.text) "
      default: continue
      }
    }
    return ""
  }

  /// Whether the type names `protocolName` (bare or qualified by `module`) among its
  /// inheritances.
  func inherits(_ protocolName: String, module: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains {
      let name = $0.type.trimmedDescription
      return name == protocolName || name == "\(module).\(protocolName)"
    } ?? false
  }

  /// The names of the types (structs, enums, classes, typealiases) declared inside.
  var nestedTypeNames: [String] {
    memberBlock.members.compactMap {
      $0.decl.as(StructDeclSyntax.self)?.name.text
        ?? $0.decl.as(EnumDeclSyntax.self)?.name.text
        ?? $0.decl.as(ClassDeclSyntax.self)?.name.text
        ?? $0.decl.as(TypeAliasDeclSyntax.self)?.name.text
    }
  }
}

extension AttributeListSyntax {
  /// Whether an attribute named `name` (bare or qualified by `module`) is applied.
  func contains(named name: String, module: String = "ComposableArchitecture") -> Bool {
    contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let attributeName = attribute.attributeName.trimmedDescription
      return attributeName == name || attributeName == "\(module).\(name)"
    }
  }

  /// The names of the attributes applied, without arguments.
  var names: [String] {
    compactMap {
      guard case .attribute(let attribute) = $0 else { return nil }
      return attribute.attributeName.trimmedDescription
    }
  }
}

extension VariableDeclSyntax {
  /// The single identifier this declaration binds, if it binds exactly one.
  var singleIdentifier: String? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.trimmedDescription
  }

  /// Whether the declaration is `static` or `class`.
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Whether the declaration is computed with a setter (or `_modify`) and a getter that does not
  /// mutate: one that a key path can write through and a closure can read.
  var isSettableComputed: Bool {
    guard bindingSpecifier.tokenKind == .keyword(.var),
      case .accessors(let accessors) = bindings.first?.accessorBlock?.accessors
    else { return false }
    let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    return getter != nil && getter?.modifier?.name.tokenKind != .keyword(.mutating)
      && accessors.contains {
        [.keyword(.set), .keyword(._modify)].contains($0.accessorSpecifier.tokenKind)
      }
  }

  /// Whether the declaration stores a value: no getter (observers are allowed).
  var isStored: Bool {
    guard let binding = bindings.first else { return false }
    switch binding.accessorBlock?.accessors {
    case .none: return true
    case .getter: return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}

extension EnumCaseElementSyntax {
  /// The associated values, if any.
  var parameters: [EnumCaseParameterSyntax] {
    parameterClause.map { Array($0.parameters) } ?? []
  }
}

/// An enum's cases in declaration order, keeping the `#if` blocks they sit in, so that code
/// generated case by case compiles under the same conditions as the cases.
struct EnumCases<Case> {
  indirect enum Item {
    case single(Case)
    /// The clauses of an `#if` block: each keyword (`#if`, `#elseif`, `#else`) and condition
    /// (`os(macOS)`, none for `#else`) with its cases.
    case conditional([(keyword: String, condition: String?, items: [Item])])
  }

  let items: [Item]

  /// The same cases, each transformed, in order.
  func map<T>(_ transform: (Case) -> T) -> EnumCases<T> {
    func map(_ item: Item) -> EnumCases<T>.Item {
      switch item {
      case .single(let value):
        .single(transform(value))
      case .conditional(let clauses):
        .conditional(clauses.map { ($0.keyword, $0.condition, $0.items.map(map)) })
      }
    }
    return EnumCases<T>(items: items.map(map))
  }

  /// What `line` makes of each case, one per line, inside the cases' `#if` blocks.
  ///
  /// A clause for which `line` makes nothing is left out, and a block with nothing in any
  /// clause: where the lines are calls chained onto an expression (`body`'s `.ifCaseLet`s), a
  /// `#if` whose first clause is empty is not read as part of the chain and the code does not
  /// parse. The clauses after one left out say what its condition excluded.
  func render(_ line: (Case) -> String?) -> String {
    Self.render(items, line) ?? ""
  }

  private static func render(_ items: [Item], _ line: (Case) -> String?) -> String? {
    let lines = items.compactMap { item -> String? in
      switch item {
      case .single(let value): line(value)
      case .conditional(let clauses): render(clauses, line)
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  private static func render(
    _ clauses: [(keyword: String, condition: String?, items: [Item])], _ line: (Case) -> String?
  ) -> String? {
    var rendered: [String] = []
    var excluded: [String] = []
    for clause in clauses {
      guard let body = render(clause.items, line) else {
        if let condition = clause.condition { excluded.append("!(\(condition))") }
        continue
      }
      let directive: String
      if excluded.isEmpty {
        directive = clause.condition.map { "\(clause.keyword) \($0)" } ?? clause.keyword
      } else {
        let condition = (excluded + (clause.condition.map { ["(\($0))"] } ?? []))
          .joined(separator: " && ")
        directive = "\(rendered.isEmpty ? "#if" : "#elseif") \(condition)"
      }
      rendered.append("\(directive)\n\(body)")
    }
    return rendered.isEmpty ? nil : (rendered + ["#endif"]).joined(separator: "\n")
  }

  /// Whether there are no cases at all, under any condition.
  var isEmpty: Bool {
    func isEmpty(_ item: Item) -> Bool {
      switch item {
      case .single: false
      case .conditional(let clauses): clauses.allSatisfy { $0.items.allSatisfy(isEmpty) }
      }
    }
    return items.allSatisfy(isEmpty)
  }
}

extension EnumCases
where Case == (element: EnumCaseElementSyntax, attributes: AttributeListSyntax) {
  /// The cases declared among `members`, each with the attributes of its declaration.
  init(_ members: MemberBlockItemListSyntax) {
    func items(_ member: MemberBlockItemSyntax) -> [Item] {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .single((element: $0, attributes: caseDecl.attributes)) }
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return [
        .conditional(
          ifConfig.clauses.map { clause in
            let members = clause.elements?.as(MemberBlockItemListSyntax.self) ?? []
            return (
              clause.poundKeyword.text, clause.condition?.trimmedDescription,
              members.flatMap(items)
            )
          })
      ]
    }
    self.items = members.flatMap(items)
  }
}

extension SyntaxExpressibleByStringInterpolation where Self: SyntaxProtocol {
  /// The code indented consistently, for code generated from pieces written at different
  /// depths: what "Expand Macro" shows should read like hand-written code.
  var reindented: Self {
    // Formatting keeps indentation it finds, so drop it all first and let it indent by nesting.
    // (Generated code holds no multi-line string literals whose lines this would change.)
    let flat = description.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop(while: { $0 == " " }) }
      .joined(separator: "\n")
    return Self(stringLiteral: flat)
      .formatted(using: BasicFormat(indentationWidth: .spaces(2))).cast(Self.self)
  }
}

/// How the accessors of an observed property name its key path: a static peer that keeps it
/// (``peers``), where the property's type can hold static stored properties, else a literal.
///
/// A key path literal is looked up in the runtime on every evaluation, and an observed read
/// or write evaluates one, so a type that can keeps it instead.
struct ObservedKeyPath {
  let name: String
  let isKept: Bool

  /// The key path of `property`, kept when the declarations around the expansion in
  /// `context` (innermost first) are types known not to be generic (static stored properties
  /// are not supported in generic types, and a type in an extension or a function might be
  /// one), and when the property has no availability of its own for the peer to repeat (nor
  /// attributes under `#if`, which might be one).
  init(of property: VariableDeclSyntax, named name: String, in context: some MacroExpansionContext)
  {
    self.name = name
    self.isKept =
      !property.attributes.names.contains("available")
      && !property.attributes.contains(where: { $0.is(IfConfigDeclSyntax.self) })
      && context.lexicalContext.allSatisfy { declaration in
        if let type = declaration.asProtocol(DeclGroupSyntax.self) {
          return !type.is(ExtensionDeclSyntax.self) && !type.is(ProtocolDeclSyntax.self)
            && (type.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause == nil)
        }
        return declaration.is(VariableDeclSyntax.self)
      }
  }

  /// The statement that records a read of the property.
  var access: String {
    "_$observationRegistrar.access(self, keyPath: \(expression))"
  }

  /// The expression for the key path.
  var expression: String {
    isKept ? "Self._$keyPath_\(name)" : "\\.\(name)"
  }

  /// The static property that keeps the key path, if it is kept.
  var peers: [DeclSyntax] {
    isKept ? ["private static let _$keyPath_\(raw: name) = \\Self.\(raw: name)"] : []
  }
}

/// The `set` accessor of an observed property kept in `storage`: the write is announced to the
/// state's observers unless the registrar finds it changes nothing they can see (`announcing`
/// adds an argument to that check). Indent the accessor with `reindented`: `announcedWrite`'s
/// lines come in unindented.
func observedSetter(of keyPath: ObservedKeyPath, storage: String, announcing: String = "")
  -> String
{
  """
  set {
    if _$observationRegistrar.announces(\(storage), newValue, _$isIdentityEqual\(announcing)) {
      \(announcedWrite(of: keyPath, storage: storage, value: "newValue"))
    } else {
      \(storage) = newValue
    }
  }
  """
}

/// Tells the state's registrar that the property at `keyPath` changed, once the change is made
/// (a change in place): observers are told with the new value in place, as they are of a
/// store's changes, and nothing keeps the old value, which would make a change in place of a
/// collection copy it.
func announcedChange(of keyPath: ObservedKeyPath) -> String {
  """
  let registrar = _$observationRegistrar
  registrar.willSet(&self, keyPath: \(keyPath.expression))
  registrar.didSet(&self, keyPath: \(keyPath.expression))
  """
}

/// Writes `value` to `storage` with the state's registrar told of the property at `keyPath`
/// around the write.
///
/// The registrar is told of `self` through `&self`, and only while no part of it is being
/// written: passed by value, or beside `&storage`, the whole state would be copied on every
/// write.
func announcedWrite(of keyPath: ObservedKeyPath, storage: String, value: String) -> String {
  """
  let registrar = _$observationRegistrar
  registrar.willSet(&self, keyPath: \(keyPath.expression))
  \(storage) = \(value)
  registrar.didSet(&self, keyPath: \(keyPath.expression))
  """
}
