import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, the `Reducer` conformance, case paths and member lookup on its
/// `Action` (and enum `State`), and the reducer builder on its `body`; on an enum of reducers,
/// the `State` and `Action` enums, the `body` that runs each case's reducer, and the
/// `CaseScope` for stores.
public enum ReducerMacro {}

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
      return decls
    }

    let cases = members.flatMap { member -> [ReducerCase] in
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return caseDecl.elements.map { ReducerCase($0, attributes: caseDecl.attributes) }
    }
    let (stateConformances, actionConformances) = synthesizedConformances(node)
    var decls: [DeclSyntax] = []
    if !hasState {
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: ComposableArchitecture.CaseReducerState\(raw: stateConformances.map { ", \($0)" }.joined()) {
          \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
          \(raw: cases.map(\.stateCase).joined(separator: "\n"))
        }
        """)
    }
    if !hasAction {
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: actionConformances.isEmpty ? "" : ": \(actionConformances.joined(separator: ", "))") {
          \(raw: cases.map(\.actionCase).joined(separator: "\n"))
        }
        """)
    }
    if !hasBody {
      let ifCaseLets = cases.compactMap(\.ifCaseLet)
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
          \(ifCaseLets.joined(separator: "\n"))
        )
        """
      decls.append("\(raw: access)typealias Body = \(raw: bodyType)")
      decls.append(
        """
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: \(raw: bodyType) {
          \(raw: bodyValue)
        }
        """)
    }
    if !typeNames.contains("CaseScope") {
      decls.append(
        """
        @CasePathable
        \(raw: access)enum CaseScope: ComposableArchitecture._CaseScopeProtocol {
          \(raw: cases.map(\.storeCase).joined(separator: "\n"))
        }
        """)
    }
    if !members.contains(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "scope" }) {
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          \(raw: cases.map(\.storeScope).joined(separator: "\n"))
          }
        }
        """)
    }
    return decls
  }

  /// The conformances `@Reducer(state: .equatable, action: .sendable)` asks for.
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

  var stateCase: String {
    switch kind {
    case .reducer(let type, _): "case \(name)(\(type).State)"
    case .ephemeral(let type, _): "case \(name)(\(type))"
    case .ignored: "case \(element.trimmedDescription)"
    }
  }

  var actionCase: String {
    switch kind {
    case .reducer(let type, _): "case \(name)(\(type).Action)"
    case .ephemeral(_, let action): "case \(name)(\(action))"
    case .ignored: "case \(name)(Swift.Never)"
    }
  }

  var ifCaseLet: String? {
    guard case .reducer(_, let reducer) = kind else { return nil }
    return """
      .ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(reducer)
      }
      """
  }

  var storeCase: String {
    switch kind {
    case .reducer(let type, _): "case \(name)(ComposableArchitecture.StoreOf<\(type)>)"
    case .ephemeral(let type, _): "case \(name)(\(type))"
    case .ignored: "case \(element.trimmedDescription)"
    }
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
public enum ReducerCaseEphemeralMacro: PeerMacro {
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
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
