import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`: keeps the value in a `PresentationState`
/// (the `_destination` peer), exposes it as `$destination` for `ifLet(\.$destination, …)`, and
/// reports reads and writes to the state's observation registrar.
///
/// A class, so that the macro plugin can name it in its own module with a subclass.
open class PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = presented(declaration, node: node, in: context),
      let property = declaration.as(VariableDeclSyntax.self)
    else { return [] }
    let keyPath = ObservedKeyPath(of: property, named: name, in: context)
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        \(raw: keyPath.access)
        return _\(raw: name).wrappedValue
      }
      """,
      AccessorDeclSyntax(
        stringLiteral: observedSetter(of: keyPath, storage: "_\(name).wrappedValue")
      ).reindented,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let (name, wrapped) = presented(declaration, node: node, in: context)
    else { return [] }
    let keyPath = ObservedKeyPath(of: property, named: name, in: context)
    let access =
      property.modifiers.first {
        [.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate)]
          .contains($0.name.tokenKind)
      }.map { "\($0.name.text) " } ?? ""
    return [
      DeclSyntax(
        stringLiteral: """
          \(access)var $\(name): ComposableArchitecture.PresentationState<\(wrapped)> {
            get {
              \(keyPath.access)
              return _\(name).projectedValue
            }
            \(observedSetter(of: keyPath, storage: "_\(name).projectedValue"))
          }
          """
      ).reindented,
      """
      @ObservationStateIgnored private var _\(raw: name) = ComposableArchitecture.PresentationState<\(raw: wrapped)>(wrappedValue: nil)
      """,
    ] + keyPath.peers
  }

  /// The property's name and the type it presents (`Destination.State` for
  /// `Destination.State?`), or `nil` after diagnosing a declaration it cannot present.
  private static func presented(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> (String, String)? {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      let name = property.singleIdentifier,
      let type = property.bindings.first?.typeAnnotation?.type
    else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@Presents' applies to a 'var' with an optional type, such as 'Child.State?'",
            id: "presents-declaration", severity: .error)))
      return nil
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return (name, optional.wrappedType.trimmedDescription)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      return (name, argument.argument.trimmedDescription)
    }
    context.diagnose(
      Diagnostic(
        node: type,
        message: MacroMessage(
          "'@Presents' needs an optional type, such as 'Child.State?'", id: "presents-optional",
          severity: .error)))
    return nil
  }
}
