import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, the `Reducer` conformance, case paths and member lookup on its
/// `Action` (and enum `State`), and the reducer builder on its `body`; on an enum of reducers,
/// the `State` and `Action` enums, the `body` that runs each case's reducer, and the
/// `CaseScope` for stores.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !declaration.inherits("Reducer", module: "ComposableArchitecture") else { return [] }
    let conformances =
      declaration.is(EnumDeclSyntax.self)
      ? "ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer"
      : "ComposableArchitecture.Reducer"
    let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformances) {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let enumDecl = member.as(EnumDeclSyntax.self),
      ["State", "Action"].contains(enumDecl.name.text)
    {
      // Both read their cases as properties: `state.detail?.title`, `action.detail`. (Upstream
      // gives `Action` only `@CasePathable`; the lookup is an addition code can ignore.)
      var attributes = ["CasePathable", "dynamicMemberLookup"]
      if enumDecl.inherits("CasePathable", module: "CasePaths") {
        attributes.removeAll { $0 == "CasePathable" }
      }
      let present = enumDecl.attributes.names
      attributes.removeAll { name in present.contains { $0 == name || $0.hasSuffix(".\(name)") } }
      return attributes.map { "@\(raw: $0)" }
    }
    if let property = member.as(VariableDeclSyntax.self),
      let builder = reducerBuilder(forBody: property)
    {
      return ["@\(raw: builder)"]
    }
    if declaration.is(EnumDeclSyntax.self), let caseDecl = member.as(EnumCaseDeclSyntax.self),
      caseDecl.elements.count == 1, let element = caseDecl.elements.first,
      !caseDecl.attributes.contains(named: "ReducerCaseEphemeral"),
      !caseDecl.attributes.contains(named: "ReducerCaseIgnored")
    {
      switch ReducerCase(element, attributes: []).kind {
      case .ephemeral: return ["@ReducerCaseEphemeral"]
      case .ignored: return ["@ReducerCaseIgnored"]
      case .reducer: return []
      }
    }
    return []
  }

  /// The `@ReducerBuilder` for a `var body: some Reducer<…>` that has none yet.
  private static func reducerBuilder(forBody property: VariableDeclSyntax) -> String? {
    guard property.singleIdentifier == "body", !property.isStatic,
      case .getter = property.bindings.first?.accessorBlock?.accessors,
      let constraint = property.bindings.first?.typeAnnotation?.type
        .as(SomeOrAnyTypeSyntax.self)?.constraint,
      !property.attributes.names.contains(where: { $0.hasPrefix("ReducerBuilder") })
        && !property.attributes.names.contains(where: {
          $0.hasPrefix("ComposableArchitecture.ReducerBuilder")
        })
    else { return nil }
    let name: String
    let arguments: GenericArgumentListSyntax?
    if let identifier = constraint.as(IdentifierTypeSyntax.self) {
      name = identifier.name.text
      arguments = identifier.genericArgumentClause?.arguments
    } else if let member = constraint.as(MemberTypeSyntax.self) {
      name = member.name.text
      arguments = member.genericArgumentClause?.arguments
    } else {
      return nil
    }
    guard ["Reducer", "ReducerOf"].contains(name), let arguments else { return nil }
    let types =
      arguments.count == 1
      ? "\(arguments.trimmedDescription).State, \(arguments.trimmedDescription).Action"
      : arguments.trimmedDescription
    return "ComposableArchitecture.ReducerBuilder<\(types)>"
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = declaration.accessPrefix
    let typeNames = declaration.nestedTypeNames
    let hasState = typeNames.contains("State")
    let hasAction = typeNames.contains("Action")
    let members = declaration.memberBlock.members
    let hasReduce = members.contains {
      guard let function = $0.decl.as(FunctionDeclSyntax.self) else { return false }
      return function.name.text == "reduce"
        && function.signature.parameterClause.parameters.first?.firstName.text == "into"
    }
    let hasBody =
      members.contains {
        $0.decl.as(VariableDeclSyntax.self)?.singleIdentifier == "body"
      } || hasReduce

    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      if let arguments = node.arguments {
        context.diagnose(
          Diagnostic(
            node: arguments,
            message: MacroMessage(
              "Argument passed to call that takes no arguments when applied to a struct",
              id: "reducer-arguments", severity: .error)))
      }
      var decls: [DeclSyntax] = []
      // A reducer with no state, actions or body of its own is a placeholder: give it empty
      // ones so it compiles.
      if !hasState && !hasBody {
        decls.append(
          """
          @ObservableState
          \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
            \(raw: access)init() {}
          }
          """)
      }
      if !hasAction && !hasBody {
        decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
      }
      if !hasBody {
        decls.append(
          "\(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
      }
      if let actionCases = actionCasesDeclaration(members, access: access) {
        decls.append(actionCases)
      }
      return decls
    }

    let cases = EnumCases(members).map { ReducerCase($0.element, attributes: $0.attributes) }
    let (stateConformances, actionConformances) = synthesizedConformances(node)
    var decls: [DeclSyntax] = []
    // The nested enums get their case paths and observation written out rather than from
    // `@CasePathable` and `@ObservableState`: macros nested in this expansion crash Swift 6.3's
    // compiler once a file holds three enum reducers.
    if !hasState {
      let stateCases = cases.map { (name: $0.name, payload: $0.statePayload) }
      let observation = ObservableStateMacro.enumMembers(
        stateCases.map { (name: $0.name, labels: $0.payload.map(\.label)) })
      let conformances =
        [
          "ComposableArchitecture.CaseReducerState", "ComposableArchitecture.ObservableState",
          "CasePaths.CasePathable", "CasePaths.CasePathIterable",
        ] + stateConformances
      decls.append(
        """
        @dynamicMemberLookup
        \(raw: access)enum State: \(raw: conformances.joined(separator: ", ")) {
          \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
          \(raw: stateCases.render { ReducerCase.caseDeclaration($0.name, $0.payload) })
          \(raw: observation.map(\.description).joined(separator: "\n"))
          \(raw: ReducerCase.casePathMembers(of: "State", stateCases))
        }
        """)
    }
    if !hasAction {
      let actionCases = cases.map { (name: $0.name, payload: $0.actionPayload) }
      let conformances =
        ["CasePaths.CasePathable", "CasePaths.CasePathIterable"] + actionConformances
      decls.append(
        """
        @dynamicMemberLookup
        \(raw: access)enum Action: \(raw: conformances.joined(separator: ", ")) {
          \(raw: actionCases.render { ReducerCase.caseDeclaration($0.name, $0.payload) })
          \(raw: ReducerCase.casePathMembers(of: "Action", actionCases))
        }
        """)
    }
    if !hasBody {
      let ifCaseLets = cases.render(\.ifCaseLet)
      let bodyType =
        ifCaseLets.isEmpty
        ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"
        : "ComposableArchitecture.Reduce<Self.State, Self.Action>"
      let bodyValue =
        ifCaseLets.isEmpty
        ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
        : """
        ComposableArchitecture.Reduce(
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          \(ifCaseLets)
        )
        """
      decls.append(
        """
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: \(raw: bodyType) {
          \(raw: bodyValue)
        }
        """)
    }
    if !typeNames.contains("CaseScope") {
      let storeCases = cases.map { (name: $0.name, payload: $0.storePayload) }
      decls.append(
        """
        \(raw: access)enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          \(raw: storeCases.render { ReducerCase.caseDeclaration($0.name, $0.payload) })
          \(raw: ReducerCase.casePathMembers(of: "CaseScope", storeCases))
        }
        """)
    }
    if !members.contains(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "scope" }) {
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          \(raw: cases.render(\.storeScope))
          }
        }
        """)
    }
    return decls.map(\.reindented)
  }

  /// The conformances `@Reducer(state: .equatable, action: .sendable)` asks for.
  /// The case table of a nested `enum Action` (see `_ActionCases`): its cases in order, and
  /// for each a closure that unwraps its payload. None for an `Action` declared elsewhere or with
  /// cases under `#if` (an array literal cannot hold them); the case key paths serve those.
  private static func actionCasesDeclaration(
    _ members: MemberBlockItemListSyntax, access: String
  ) -> DeclSyntax? {
    guard
      let action = members.lazy.compactMap({ $0.decl.as(EnumDeclSyntax.self) })
        .first(where: { $0.name.text == "Action" })
    else { return nil }
    var elements: [EnumCaseElementSyntax] = []
    for member in action.memberBlock.members {
      if member.decl.is(IfConfigDeclSyntax.self) { return nil }
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) { elements += caseDecl.elements }
    }
    guard !elements.isEmpty else { return nil }
    let keyPaths = elements.map { "\\Action.Cases.\($0.name.text)" }
    let extractor = "ComposableArchitecture._ActionCases<Action>.extractor"
    let extractors = elements.map { element -> String in
      let name = element.name.text
      switch element.parameterClause?.parameters.count ?? 0 {
      case 0: return "\(extractor) { if case .\(name) = $0 { () } else { nil } },"
      case 1: return "\(extractor) { if case .\(name)(let value) = $0 { value } else { nil } },"
      default: return "nil,"
      }
    }
    return DeclSyntax(
      stringLiteral: """
        \(access)static var _$actionCases: ComposableArchitecture._ActionCases<Action>? {
        ComposableArchitecture._ActionCases(
        caseKeyPaths: [\(keyPaths.joined(separator: ", "))],
        extractors: [
        \(extractors.joined(separator: "\n"))
        ]
        )
        }
        """
    ).reindented
  }

  private static func synthesizedConformances(_ node: AttributeSyntax) -> ([String], [String]) {
    guard case .argumentList(let arguments) = node.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var current = ""
    for argument in arguments {
      if let label = argument.label?.text { current = label }
      guard let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      if current == "state" { state.append(conformance) }
      if current == "action" { action.append(conformance) }
    }
    return (state, action)
  }
}

/// One case of an enum reducer: a child reducer (`case detail(Detail)`), ephemeral state with
/// no reducer (`case alert(AlertState<Alert>)`), or plain state the reducer ignores.
struct ReducerCase {
  enum Kind {
    case reducer(type: String, reducer: String)
    case ephemeral(type: String, action: String)
    case ignored
  }

  let element: EnumCaseElementSyntax
  let kind: Kind

  init(_ element: EnumCaseElementSyntax, attributes: AttributeListSyntax) {
    self.element = element
    let parameters = element.parameters
    guard parameters.count == 1, let parameter = parameters.first,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self),
      !attributes.contains(named: "ReducerCaseIgnored")
    else {
      self.kind = .ignored
      return
    }
    let type = parameter.type.trimmedDescription
    if let identifier = parameter.type.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(identifier.name.text),
      let action = identifier.genericArgumentClause?.arguments.first
    {
      self.kind = .ephemeral(type: type, action: action.argument.trimmedDescription)
    } else if attributes.contains(named: "ReducerCaseEphemeral") {
      self.kind = .ephemeral(type: type, action: "\(type).Action")
    } else {
      let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
      self.kind = .reducer(type: type, reducer: reducer)
    }
  }

  var name: String { element.name.text }

  /// The values a case of a generated enum holds, each with its label.
  typealias Payload = [(label: String?, type: String)]

  /// The payload of this case in the generated `State`.
  var statePayload: Payload {
    switch kind {
    case .reducer(let type, _): [(nil, "\(type).State")]
    case .ephemeral(let type, _): [(nil, type)]
    case .ignored:
      element.parameters.map { parameter in
        let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
        return (label, parameter.type.trimmedDescription)
      }
    }
  }

  /// The payload of this case in the generated `Action`: a plain-state case has no actions.
  var actionPayload: Payload {
    switch kind {
    case .reducer(let type, _): [(nil, "\(type).Action")]
    case .ephemeral(_, let action): [(nil, action)]
    case .ignored: [(nil, "Swift.Never")]
    }
  }

  /// The payload of this case in the generated `CaseScope`: a store for a reducer's case.
  var storePayload: Payload {
    switch kind {
    case .reducer(let type, _): [(nil, "ComposableArchitecture.StoreOf<\(type)>")]
    case .ephemeral, .ignored: statePayload
    }
  }

  /// `case name(label: Type, Other)`.
  static func caseDeclaration(_ name: String, _ payload: Payload) -> String {
    guard !payload.isEmpty else { return "case \(name)" }
    let parameters = payload.map { label, type in label.map { "\($0): \(type)" } ?? type }
    return "case \(name)(\(parameters.joined(separator: ", ")))"
  }

  /// The members `@CasePathable` gives an enum with `cases`, written out: a case path per case
  /// and the collection of them all.
  static func casePathMembers(
    of enumName: String, _ cases: EnumCases<(name: String, payload: Payload)>
  )
    -> String
  {
    let root = enumName
    let lookups = cases.render { name, _ in
      "if root.is(\\.\(name)) { return \\.\(name) }"
    }
    let properties = cases.render { name, payload in
      let value: String
      switch payload.count {
      case 0: value = "Void"
      case 1: value = payload[0].type
      default:
        value =
          "(\(payload.map { label, type in label.map { "\($0): \(type)" } ?? type }.joined(separator: ", ")))"
      }
      let embed = payload.isEmpty ? "{ \(root).\(name) }" : "\(root).\(name)"
      let bindings = payload.indices.map { "v\($0)" }
      let pattern =
        payload.isEmpty ? ".\(name)" : "let .\(name)(\(bindings.joined(separator: ", ")))"
      let extracted =
        switch payload.count {
        case 0: "()"
        case 1: "v0"
        default: "(\(bindings.joined(separator: ", ")))"
        }
      return """
        public var \(name): CasePaths.AnyCasePath<\(root), \(value)> {
          ._$embed(\(embed)) {
            guard case \(pattern) = $0 else { return nil }
            return \(extracted)
          }
        }
        """
    }
    let appends = cases.render { name, _ in "allCasePaths.append(\\.\(name))" }
    return """
      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        public subscript(root: \(root)) -> CasePaths.PartialCaseKeyPath<\(root)> {
          \(lookups)
          return \\.never
        }
        \(properties)
        public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<\(root)>]> {
          var allCasePaths: [CasePaths.PartialCaseKeyPath<\(root)>] = []
          \(appends)
          return allCasePaths.makeIterator()
        }
      }
      public static var allCasePaths: AllCasePaths { AllCasePaths() }
      """
  }

  var ifCaseLet: String? {
    guard case .reducer(_, let reducer) = kind else { return nil }
    return """
      .ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(reducer)
      }
      """
  }

  var storeScope: String {
    switch kind {
    case .reducer:
      return """
        case .\(name):
          return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)
        """
    case .ephemeral:
      return """
        case let .\(name)(state):
          return .\(name)(state)
        """
    case .ignored:
      let parameters = element.parameters
      guard !parameters.isEmpty else { return "case .\(name):\n  return .\(name)" }
      let names = parameters.indices.map { "v\($0)" }
      let labelled = zip(parameters, names).map { parameter, name in
        parameter.firstName.map { "\($0.text): \(name)" } ?? name
      }
      return """
        case let .\(name)(\(names.joined(separator: ", "))):
          return .\(name)(\(labelled.joined(separator: ", ")))
        """
    }
  }
}

/// `@ReducerCaseEphemeral`: marks a case of an enum reducer as ephemeral state (dismissed by
/// any of its actions). It expands to nothing; `@Reducer` reads it.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseIgnored`: marks a case of an enum reducer as plain state with no reducer. It
/// expands to nothing; `@Reducer` reads it.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
