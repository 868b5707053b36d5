import SwiftSyntax

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
