/// Readable names for case key paths, for failure messages: `\.counter.nthPrimeAnswered`
/// rather than the key path's own description (`\Case<Action>.<computed 0x…>`).
enum CaseNames {
  /// Names the cases `keyPath` goes through. It embeds a stand-in payload and reads the case
  /// names off the resulting value; when no stand-in can be made, it names the payload type.
  static func describe<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>, root: Root.Type) -> String
  {
    let depth = String(describing: keyPath).components(separatedBy: "<computed").count - 1
    guard let sample = standIn(for: Value.self) as? Value else {
      return "\\\(typeName(Root.self)).(a case carrying \(typeName(Value.self)))"
    }
    let value = AnyCasePath(keyPath).embed(sample)
    var names: [String] = []
    var current: Any = value
    while names.count < depth {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum else { break }
      if let payload = mirror.children.first {
        names.append(payload.label ?? "?")
        current = payload.value
      } else {
        names.append("\(current)")
        break
      }
    }
    return "\\." + names.joined(separator: ".")
  }

  /// Some value of `type`, if one can be made without knowing anything else about it.
  private static func standIn(for type: Any.Type) -> Any? {
    if type == Void.self { return () }
    switch type {
    case let literal as any ExpressibleByNilLiteral.Type: return literal.init(nilLiteral: ())
    case let literal as any ExpressibleByStringLiteral.Type:
      return makeString(literal)
    case let literal as any ExpressibleByIntegerLiteral.Type:
      return makeInteger(literal)
    case let literal as any ExpressibleByBooleanLiteral.Type:
      return makeBoolean(literal)
    case let literal as any ExpressibleByArrayLiteral.Type: return makeArray(literal)
    case let literal as any ExpressibleByDictionaryLiteral.Type: return makeDictionary(literal)
    case let iterable as any CasePathIterable.Type: return someCase(of: iterable)
    default: return nil
    }
  }

  private static func makeString<T: ExpressibleByStringLiteral>(_: T.Type) -> T {
    T(stringLiteral: "" as! T.StringLiteralType)
  }

  private static func makeInteger<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T? {
    (0 as? T.IntegerLiteralType).map { T(integerLiteral: $0) }
  }

  private static func makeBoolean<T: ExpressibleByBooleanLiteral>(_: T.Type) -> T? {
    (false as? T.BooleanLiteralType).map { T(booleanLiteral: $0) }
  }

  private static func makeArray<T: ExpressibleByArrayLiteral>(_: T.Type) -> T {
    T()
  }

  private static func makeDictionary<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> T {
    T()
  }

  /// A case of an enum whose payload can be stood in for.
  private static func someCase<T: CasePathIterable>(of _: T.Type) -> T? {
    for path in T.allCasePaths {
      guard let caseType = type(of: path).valueType as? any CasePayload.Type,
        let payload = standIn(for: caseType.payloadType),
        let value: T = path(payload)
      else { continue }
      return value
    }
    return nil
  }
}

/// The payload type of a `Case`, for opening a partial case key path.
private protocol CasePayload {
  static var payloadType: Any.Type { get }
}

extension Case: CasePayload {
  fileprivate static var payloadType: Any.Type { Value.self }
}
