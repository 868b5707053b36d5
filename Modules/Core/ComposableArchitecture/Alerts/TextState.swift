/// Text for alerts and dialogs, kept as data so that state holding it stays `Equatable` and a
/// test can assert it.
///
/// ```swift
/// state.alert = AlertState { TextState("Saved \(count) notes") }
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  /// The text.
  public let string: String

  /// Text shown as written.
  public init(_ string: some StringProtocol) {
    self.string = String(string)
  }

  /// Text shown as written, without localization (there is none on this platform).
  public init(verbatim string: String) {
    self.string = string
  }
}

extension TextState {
  /// The two texts one after the other.
  ///
  /// ```swift
  /// let title = TextState("Saved ") + TextState("\(count)") + TextState(" notes")
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(verbatim: lhs.string + rhs.string)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// The text of a string literal: `title: "Saved"`.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension TextState: CustomStringConvertible, CustomDumpRepresentable {
  public var description: String { string }
  public var customDumpValue: Any { string }
}

extension String {
  /// The string a ``TextState`` shows.
  ///
  /// ```swift
  /// let title = String(state: alert.title)  // "Saved 3 notes"
  /// ```
  public init(state: TextState) {
    self = state.string
  }
}
