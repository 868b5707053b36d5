import ComposableArchitecture
import Foundation

extension Log {
  /// Text that is worked out the first time something reads it, then kept.
  ///
  /// A state diff costs far more than the action that made it, and most entries are never
  /// looked at, so the log stores how to make each text and makes it only when a view shows it.
  /// A string literal is a text that is already made:
  ///
  /// ```swift
  /// let eager: Log.Text = "+ count: 1"
  /// let lazy = Log.Text { CustomDump.diff(old, new) ?? "(No state changes)" }
  /// let diff = lazy.string  // diffs now, once
  /// ```
  public struct Text: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible
  {
    private let storage: Storage

    /// A text that is made the first time ``string`` is read.
    public init(_ make: @escaping @Sendable () -> String) {
      storage = Storage(make: make)
    }

    /// A text that is already made.
    public init(_ string: String) {
      storage = Storage(string: string)
    }

    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// The text, made now if nothing read it before.
    public var string: String { storage.string }

    public var description: String { string }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.storage === rhs.storage || lhs.string == rhs.string
    }
  }
}

extension Log.Text {
  // A class, so copies of an entry share one made text; the lock lets any thread read it.
  private final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (@Sendable () -> String)?
    private var made: String?

    init(make: @escaping @Sendable () -> String) { self.make = make }
    init(string: String) { made = string }

    var string: String {
      lock.withLock {
        if let made { return made }
        let string = make?() ?? ""
        made = string
        make = nil
        return string
      }
    }
  }
}

extension Log.Text: CustomDumpRepresentable {
  public var customDumpValue: Any { string }
}
