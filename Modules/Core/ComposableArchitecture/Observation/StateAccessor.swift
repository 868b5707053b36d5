/// A property of a state type, read and changed through closures compiled where the property is
/// declared, for the operators that reach state through a key path (`Scope`, presentation
/// `ifLet`).
///
/// Observable state's properties are computed (the ``ObservableState()`` macro announces every
/// change), and the standard library projects a computed key path generically: a write copies the
/// whole parent state to call the getter and allocates a writeback buffer, a read looks up generic
/// metadata. An operator that resolves its key path to an accessor once, when the store builds
/// its reducers, calls the property's own accessors instead. The macro writes the accessors:
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   // expands, among the rest, to
///   // public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? {
///   //   switch keyPath {
///   //   case \Self.count:
///   //     return ComposableArchitecture._StateAccessor(
///   //       \Self.count, get: { $0.count }, modify: { $1(&$0.count) })
///   //   default:
///   //     return nil
///   //   }
///   // }
/// }
/// ```
public struct _StateAccessor<Root, Value> {
  @usableFromInline let get: (Root) -> Value
  @usableFromInline let update: (inout Root, (inout Value) -> Void) -> Void
  /// For a presentation (`\.$destination`), what the presentation `ifLet` checks on every
  /// action, read where the presentation is stored rather than from a copy of it. (`inout`
  /// only so that the root is passed by reference: passed by value, a root of fixed layout is
  /// copied whole to call a closure stored generically.)
  @usableFromInline let presentationStatus: ((inout Root) -> _PresentationStatus)?

  /// The accessor of the property at `keyPath`, which `get` and `modify` must reach.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    get: @escaping (Root) -> Value,
    modify: @escaping (inout Root, (inout Value) -> Void) -> Void
  ) {
    self.get = get
    self.update = modify
    self.presentationStatus = nil
  }

  /// The accessor of the presentation at `keyPath` (`@Presents`), whose status `status` reads
  /// from the presentation's storage.
  public init<Presented>(
    _ keyPath: WritableKeyPath<Root, Value>,
    get: @escaping (Root) -> Value,
    modify: @escaping (inout Root, (inout Value) -> Void) -> Void,
    status: @escaping (inout Root) -> _PresentationStatus
  ) where Value == PresentationState<Presented> {
    self.get = get
    self.update = modify
    self.presentationStatus = status
  }

  /// The accessor of `keyPath`: the one its root type declares, if any, otherwise the key path
  /// itself.
  @usableFromInline
  init(resolving keyPath: WritableKeyPath<Root, Value>) {
    if let declared = (Root.self as? any ObservableState.Type)?._$accessor(keyPath)
      as? Self
    {
      self = declared
    } else {
      self.get = { $0[keyPath: keyPath] }
      self.update = { $1(&$0[keyPath: keyPath]) }
      self.presentationStatus = nil
    }
  }

  /// `body`'s result, after it changed the property in `root`.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    var result: Result?
    update(&root) { result = body(&$0) }
    return result!
  }
}

extension ObservableState {
  /// No accessors of its own: operators go through key paths.
  public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? { nil }
}
