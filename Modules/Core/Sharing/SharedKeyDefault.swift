/// A key with the value it starts from when its storage holds nothing, so `@Shared(.key)`
/// needs no default at the declaration. Declare one as a static member:
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<[String]>.Default {
///   static var tags: Self {
///     Self[.fileStorage(.documentsDirectory.appending(component: "tags.json")), default: []]
///   }
/// }
/// ```
///
/// Then, in state:
///
/// ```swift
/// @Shared(.tags) var tags
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key`, starting from `value` when its storage holds nothing.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  /// The value the key starts from when its storage holds nothing.
  ///
  /// ```swift
  /// let key = InMemoryKey<Int>.Default[.inMemory("count"), default: 7]
  /// print(key.initialValue)  // 7
  /// ```
  public var initialValue: Base.Value { defaultValue() }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedReaderKey {
  /// This key with a default value: `Self[.inMemory("count"), default: 0]`.
  public typealias Default = _SharedKeyDefault<Self>
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The key with its default: `InMemoryKey<Int>.Default[.inMemory("count"), default: 0]`.
  public var description: String {
    "\(spelledTypeName(Base.self)).Default[\(base), default: \(defaultValue())]"
  }
}

extension _SharedKeyDefault: SkippedLoadAware where Base: SkippedLoadAware {
  func firstLoadSkipped() { base.firstLoadSkipped() }
}
