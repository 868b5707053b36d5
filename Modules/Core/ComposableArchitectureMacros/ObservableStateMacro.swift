import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a state struct observable property by property (each stored
/// `var` reports reads and writes to a registrar), or gives an enum of states an identity
/// made from its case and payload.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class ObservableStateMacro {
  static let trackedName = "ObservationStateTracked"
  static let ignoredName = "ObservationStateIgnored"
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@ObservableState' applies to structs and enums", id: "observable-state-kind",
            severity: .error)))
      return []
    }
    return [
      "var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()",
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      // Assigning an equal value (or the same object) notifies no one; changing a value in
      // place always notifies, its identity having changed.
      """
      private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }
      """,
    ] + accessors(of: declaration.memberBlock.members)
  }

  /// `_$accessor(_:)`, answering each key path to a property that operators reach through key
  /// paths (observed, presented, or computed with a setter) with closures that call its own
  /// accessors; none when there is no such property. Properties under attributes other than
  /// the observation ones are left to the key path: the closures could not repeat, say, their
  /// availability.
  private static func accessors(of members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    // Each property's key path name, and for a presentation the name of its storage.
    let names = members.compactMap { member -> (name: String, presentation: String?)? in
      guard let property = member.decl.as(VariableDeclSyntax.self),
        let name = property.singleIdentifier
      else { return nil }
      if isTracked(property), property.attributes.isEmpty { return (name, nil) }
      if property.attributes.names == ["Presents"]
        || property.attributes.names == ["ComposableArchitecture.Presents"]
      {
        return ("$\(name)", "_\(name)")
      }
      if property.isSettableComputed, property.attributes.isEmpty, !property.isStatic {
        return (name, nil)
      }
      return nil
    }
    guard !names.isEmpty else { return [] }
    let cases = names.map { name, presentation in
      // A presentation's status is read in place: the presentation `ifLet` checks it on every
      // action, and a copy of the presentation costs more than the check.
      let status =
        presentation.map {
          ", status: { ComposableArchitecture.PresentationState._status(of: &$0.\($0)) }"
        } ?? ""
      return """
        case \\Self.\(name):
          return ComposableArchitecture._StateAccessor(
            \\Self.\(name), get: { $0.\(name) }, modify: { $1(&$0.\(name)) }\(status))
        """
    }
    let function: DeclSyntax = """
      public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? {
        switch keyPath {
        \(raw: cases.joined(separator: "\n"))
        default:
          return nil
        }
      }
      """
    return [function.reindented]
  }

  /// Whether `@ObservableState` observes `property`: a stored, non-static, non-lazy `var`
  /// without attributes of its own (other than availability).
  static func isTracked(_ property: VariableDeclSyntax) -> Bool {
    property.bindingSpecifier.tokenKind == .keyword(.var)
      && property.singleIdentifier != nil
      && !property.isStatic
      && property.isStored
      && !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
      && property.attributes.names.allSatisfy { $0 == "available" }
  }

  /// An enum's identity is its case (by number) and its payload's identity.
  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    enumMembers(
      EnumCases(enumDecl.memberBlock.members).map {
        (
          name: $0.element.name.trimmedDescription,
          labels: $0.element.parameters.map {
            $0.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
          }
        )
      })
  }

  /// The identity members of an enum with `cases`. `@Reducer` writes them into the `State` it
  /// generates itself rather than attaching `@ObservableState` there: a macro nested in
  /// another's expansion crashes Swift 6.3's compiler when a file holds two enum reducers.
  static func enumMembers(_ cases: EnumCases<(name: String, labels: [String?])>) -> [DeclSyntax] {
    var tag = 0
    let cases = cases.map { enumCase in
      defer { tag += 1 }
      return (name: enumCase.name, labels: enumCase.labels, tag: tag)
    }
    let idCases = cases.render { name, labels, tag in
      let payloadCount = labels.count
      guard payloadCount != 1 else {
        return """
          case let .\(name)(state):
            return ._$id(for: state)._$tag(\(tag))
          """
      }
      let wildcard =
        payloadCount == 0
        ? "" : "(\(Array(repeating: "_", count: payloadCount).joined(separator: ", ")))"
      return """
        case .\(name)\(wildcard):
          return ComposableArchitecture.ObservableStateID._$inert._$tag(\(tag))
        """
    }
    let modifyCases = cases.render { name, labels, _ in
      guard labels.count == 1 else { return "case .\(name): break" }
      let argument = labels[0].map { "\($0): state" } ?? "state"
      return """
        case var .\(name)(\(argument)):
          ComposableArchitecture._$willModify(&state)
          self = .\(name)(\(argument))
        """
    }
    let members: [DeclSyntax] = [
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
        \(raw: idCases)
        }
      }
      """,
      """
      public mutating func _$willModify() {
        switch self {
        \(raw: modifyCases)
        }
      }
      """,
    ]
    return members.map(\.reindented)
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      isTracked(property)
    else { return [] }
    return ["@\(raw: trackedName)"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !declaration.inherits("ObservableState", module: "ComposableArchitecture") else {
      return []
    }
    let decl: DeclSyntax =
      "extension \(type.trimmed): ComposableArchitecture.ObservableState, Observation.Observable {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

/// `@ObservationStateTracked`, added by `@ObservableState` to each stored property: the value
/// moves to a `_name` peer and the property reports its reads and writes.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let name = property.singleIdentifier, property.isStored
    else { return [] }
    let keyPath = ObservedKeyPath(of: property, named: name, in: context)
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        \(raw: keyPath.access)
        return _\(raw: name)
      }
      """,
      AccessorDeclSyntax(
        stringLiteral: observedSetter(
          of: keyPath, storage: "_\(name)", announcing: ", shouldNotifyObservers")
      ).reindented,
      AccessorDeclSyntax(
        stringLiteral: """
          _modify {
            let modification = _$observationRegistrar.willModify(&_\(name))
            defer {
              if _$observationRegistrar.announces(modification, _\(name), _$isIdentityEqual) {
                \(announcedChange(of: keyPath))
              }
            }
            yield &_\(name)
          }
          """
      ).reindented,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let name = property.singleIdentifier, property.isStored,
      let binding = property.bindings.first
    else { return [] }
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let initializer = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    let storage: DeclSyntax =
      "@\(raw: ObservableStateMacro.ignoredName) private var _\(raw: name)\(raw: type)\(raw: initializer)"
    return [storage] + ObservedKeyPath(of: property, named: name, in: context).peers
  }
}

/// `@ObservationStateIgnored`: leaves a property of observable state unobserved.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

/// A diagnostic of these macros.
struct MacroMessage: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ message: String, id: String, severity: DiagnosticSeverity) {
    self.message = message
    self.diagnosticID = MessageID(domain: "ComposableArchitectureMacros", id: id)
    self.severity = severity
  }
}
