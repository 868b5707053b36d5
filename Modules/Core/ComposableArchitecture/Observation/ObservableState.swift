import Foundation
import Observation
import OrderedCollections
import Synchronization

/// State that tells observers which of its properties changed. Conform with the
/// ``ObservableState()`` macro:
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   var isLoading = false
/// }
/// ```
///
/// Then a store's state is observable property by property with the toolchain's Observation:
/// code that read `store.count` inside `withObservationTracking` is told when `count` changes,
/// not when `isLoading` does.
public protocol ObservableState: Observable {
  /// The identity of this instance of the state: copies share it; a new instance gets a new one.
  var _$id: ObservableStateID { get }
  /// Gives this state a new identity, before it is changed in place as a child of other state.
  mutating func _$willModify()
  /// The accessor of the property at `keyPath` (a `_StateAccessor<Self, Value>`), if this type
  /// declares one; the ``ObservableState()`` macro declares one per observed property, per
  /// `@Presents` property's `$name`, and per computed property with a setter.
  static func _$accessor(_ keyPath: AnyKeyPath) -> Any?
}

/// The identity of an instance of ``ObservableState``.
///
/// A plain value: copying state copies its identity without reference counting or branching,
/// and a new identity allocates nothing.
public struct ObservableStateID: Equatable, Hashable, Sendable {
  /// Which instance: a new one, or one changed in place as a child, takes the next number.
  private var location: UInt64
  /// The cases of observable enum state the identity is tagged with, innermost in the highest
  /// byte: each case number plus one, a byte each, so that a path of up to eight cases
  /// numbered below 255 is kept exactly.
  private var tags: UInt64 = 0
  /// Whether ``tags`` holds a hash of a longer path instead (deeper than eight cases, or a
  /// case numbered 255 or more): such paths still tell apart with near certainty.
  private var tagsAreHashed = false

  /// Identities only need to differ within the process: a counter gives them for an atomic
  /// add, where `UUID()` opened, read and closed `/dev/urandom` on every in-place change.
  private static let counter = Atomic<UInt64>(0)

  private static func nextLocation() -> UInt64 {
    counter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// A new identity.
  public init() {
    location = Self.nextLocation()
  }

  /// One identity shared by everything that has none of its own (an enum case without a
  /// payload), so that it compares equal to itself.
  public static let _$inert = ObservableStateID()

  /// The identity of `value` if it is observable state, otherwise a new one.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of one case of observable enum state: a case's payload keeps its identity,
  /// and the case number tells two cases apart.
  public func _$tag(_ tag: Int) -> Self {
    var tagged = self
    if !tagsAreHashed, tags >> 56 == 0, (0..<255).contains(tag) {
      tagged.tags = tags << 8 | UInt64(tag + 1)
    } else {
      var hasher = Hasher()
      hasher.combine(tags)
      hasher.combine(tag)
      tagged.tags = UInt64(UInt(bitPattern: hasher.finalize()))
      tagged.tagsAreHashed = true
    }
    return tagged
  }

  /// Gives the instance a new identity.
  public mutating func _$willModify() {
    location = Self.nextLocation()
  }
}

/// The registrar the ``ObservableState()`` macro adds to a state struct: it records reads and
/// announces changes through the toolchain's `ObservationRegistrar`. Copies of a state share
/// it, and any two registrars are equal, so it never shows in a state's equality.
///
/// The `ObservationRegistrar` is made by the first read recorded: reads a store's reducers
/// make are not recorded (a reducer's reads are not a view's), so a state only reducers read,
/// such as one a computed property builds for a child feature on every action, never makes
/// one, and its changes are told to no one, as no one can be observing it.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state holding the registrar.
  public private(set) var id = ObservableStateID()
  /// Shared by the copies of a state, so that a registrar one of them makes serves them all.
  @usableFromInline let box = Box()

  /// A registrar for a new state; `@ObservableState` declares one per state.
  public init() {}

  @usableFromInline
  final class Box: Sendable {
    /// Holds the `ObservationRegistrar` once made: a resilient type, copied only through its
    /// value witnesses, so it is kept in a class and lent, never copied.
    @usableFromInline
    final class Made: Observable, Sendable, _DeferredChangeObservable {
      @usableFromInline let registrar = ObservationRegistrar()

      /// Tells the observers of `keyPath`, a key path of the state that holds this registrar,
      /// that it changed, after the reduction that changed it.
      ///
      /// The registrar keeps what each observer read as key paths, compared as `AnyKeyPath`,
      /// and hands the subject only to observers that ignore it (the struct itself is gone
      /// by now, changed in place). This object stands in for the subject, and the key path is
      /// passed as one of its own, as the call's types require: the key path object is the
      /// state's, so it matches what the observers read.
      @usableFromInline
      func _tellDeferredChange(_ keyPath: AnyKeyPath) {
        // Not `unsafeDowncast`, which checks the class in a debug build: it is the state's.
        let keyPath = Unmanaged<KeyPath<Made, Void>>
          .fromOpaque(Unmanaged.passUnretained(keyPath).toOpaque()).takeUnretainedValue()
        registrar.willSet(self, keyPath: keyPath)
        registrar.didSet(self, keyPath: keyPath)
      }
    }

    /// The address of a retained `Made`, or 0 until the first recorded read.
    private let made = Atomic<UInt>(0)

    init() {}

    deinit {
      if let made = Self.made(at: made.load(ordering: .acquiring)) {
        Unmanaged.passUnretained(made).release()
      }
    }

    private static func made(at address: UInt) -> Made? {
      UnsafeRawPointer(bitPattern: address).map {
        Unmanaged<Made>.fromOpaque($0).takeUnretainedValue()
      }
    }

    /// The registrar, if a read was ever recorded: only then can anyone be observing.
    @usableFromInline var registrar: Made? {
      Self.made(at: made.load(ordering: .acquiring))
    }

    /// The registrar, made now if no read was recorded before.
    @usableFromInline func registrarMakingIfNeeded() -> Made {
      if let registrar { return registrar }
      let new = Unmanaged.passRetained(Made())
      let (exchanged, original) = made.compareExchange(
        expected: 0, desired: UInt(bitPattern: new.toOpaque()), ordering: .acquiringAndReleasing)
      guard !exchanged, let original = Self.made(at: original) else {
        return new.takeUnretainedValue()
      }
      // Another thread made one first.
      new.release()
      return original
    }
  }

  /// Gives the state a new identity.
  public mutating func _$willModify() { id._$willModify() }

  /// Records a read of `keyPath`, unless a store is reducing an action on this thread: a
  /// reducer's reads are not a view's. The key path is only evaluated for a recorded read (a
  /// key path stored in a static property costs a one-time-initialization check per read).
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
  ) {
    guard !ReducingThread.isReducing else { return }
    box.registrarMakingIfNeeded().registrar.access(subject, keyPath: keyPath())
  }

  /// Whether changing `value` to `newValue` must be announced: not when the new value is the
  /// same instance of observable state, nor when `shouldNotifyObservers` says it is unchanged.
  @inlinable
  public func announces<Value>(
    _ value: Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) -> Bool {
    !isIdentityEqual(value, newValue) && shouldNotifyObservers(value, newValue)
  }

  /// Announces that `keyPath` of `subject` is about to change; inside a store's reduction,
  /// once the reduction has ended (see `_DeferredChanges` in Sharing), so that an observer that reads
  /// the store reads a whole state, the new one.
  ///
  /// `subject` is taken `inout` and lent through a pointer only so that it is not copied: the
  /// registrar never reads it, and a copy of a large state on every write is most of a write's
  /// cost.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: inout Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard let made = box.registrar else { return }
    if _DeferredChanges.areDeferred { return _DeferredChanges.add(made, keyPath) }
    ReducingThread.observing {
      withUnsafeMutablePointer(to: &subject) {
        made.registrar.willSet($0.pointee, keyPath: keyPath)
      }
    }
  }

  /// Announces that `keyPath` of `subject` changed.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: inout Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard let made = box.registrar, !_DeferredChanges.areDeferred else { return }
    ReducingThread.observing {
      withUnsafeMutablePointer(to: &subject) { made.registrar.didSet($0.pointee, keyPath: keyPath) }
    }
  }

  /// Before `member` is changed in place: keeps its value only where the change may leave it
  /// identity-equal to the old one, so that observers need not hear of it (an optional, an
  /// array of observable state: an element changed in place is told to its own observers, not
  /// the array's). Any other change in place is one observers see: nothing is kept, as a copy
  /// kept meanwhile would make the change copy the value, a collection's every element (an
  /// append to a 1,000,000-element `[Int]`, 4.5 ms). For the values below, only their identity
  /// is kept.
  @inlinable
  public func willModify<Member>(_ member: inout Member) -> _$Modification<Member, Member?> {
    _$Modification(identity: _mayBeIdentityEqual(Member.self) ? member : nil)
  }

  /// Before observable state is changed in place: gives it a new identity and keeps that.
  @inlinable
  public func willModify<Member: ObservableState>(_ member: inout Member) -> _$Modification<
    Member, ObservableStateID
  > {
    member._$willModify()
    return _$Modification(identity: member._$id)
  }

  /// Before a collection of observable elements is changed in place: keeps only its IDs, so
  /// that writing one element does not copy the elements (the IDs share their storage and
  /// compare in O(1) while it is unchanged).
  @inlinable
  public func willModify<ID: Hashable, Element: ObservableState>(
    _ member: inout IdentifiedArray<ID, Element>
  ) -> _$Modification<IdentifiedArray<ID, Element>, OrderedSet<ID>> {
    _$Modification(identity: member.ids)
  }

  /// Whether a change in place is one observers see: always, where the old value was not kept
  /// (see `willModify(_:)`); else unless the new value is identity-equal to it.
  @inlinable
  public func announces<Member>(
    _ modification: _$Modification<Member, Member?>, _ newValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    guard let oldValue = modification.identity else { return true }
    return !isIdentityEqual(oldValue, newValue)
  }

  /// Whether a change in place is one observers see: observable state replaced by another.
  @inlinable
  public func announces<Member: ObservableState>(
    _ modification: _$Modification<Member, ObservableStateID>, _ newValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    modification.identity != newValue._$id
  }

  /// Whether a change in place is one observers see: elements added, removed or reordered.
  @inlinable
  public func announces<ID: Hashable, Element: ObservableState>(
    _ modification: _$Modification<IdentifiedArray<ID, Element>, OrderedSet<ID>>,
    _ newValue: IdentifiedArray<ID, Element>,
    _ isIdentityEqual: (IdentifiedArray<ID, Element>, IdentifiedArray<ID, Element>) -> Bool
  ) -> Bool {
    modification.identity != newValue.ids
  }
}

/// What an observed property's `_modify` keeps while the property is changed in place: what
/// tells afterwards whether observers see the change, and the old value only where nothing
/// less tells it (see `ObservationStateRegistrar.willModify(_:)`). They are told once the
/// change is made.
public struct _$Modification<Value, Identity> {
  @usableFromInline let identity: Identity

  @inlinable
  init(identity: Identity) {
    self.identity = identity
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}

/// Whether two values are the same instance, for deciding whether a change must be announced:
/// observable state by identity; presented and collection state by the identities inside;
/// other values never (a change is always announced).
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

public func _$isIdentityEqual<T: ObservableState>(_ lhs: StackState<T>, _ rhs: StackState<T>)
  -> Bool
{
  lhs.ids == rhs.ids
}

public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Strings are never identity-equal; this overload keeps them off the collection path.
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  // Plain values (numbers, flags, structs of them) hold no observable state: decided where the
  // type is known, before any dynamic cast.
  guard !_isPOD(T.self) else { return false }
  return _isIdentityEqualByCasting(lhs, rhs)
}

/// Whether ``_$isIdentityEqual(_:_:)`` can find two values of `T` identity-equal: observable
/// state, an optional of it, or a collection of it. A few dynamic casts, whatever the value's
/// size.
@usableFromInline
func _mayBeIdentityEqual<T>(_: T.Type) -> Bool {
  if _isPOD(T.self) { return false }
  if T.self is any ObservableState.Type { return true }
  if let optional = T.self as? any _OptionalOfAnything.Type {
    return optional.wrappedMayBeIdentityEqual
  }
  guard let collection = T.self as? any Collection.Type else { return false }
  return elementIsObservableState(collection)
}

private func elementIsObservableState<C: Collection>(_: C.Type) -> Bool {
  C.Element.self is any ObservableState.Type
}

private protocol _OptionalOfAnything {
  static var wrappedMayBeIdentityEqual: Bool { get }
}

extension Optional: _OptionalOfAnything {
  fileprivate static var wrappedMayBeIdentityEqual: Bool { _mayBeIdentityEqual(Wrapped.self) }
}

/// ``_$isIdentityEqual(_:_:)`` for a value that may hold observable state.
@usableFromInline
func _isIdentityEqualByCasting<T>(_ lhs: T, _ rhs: T) -> Bool {
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  guard let lhs = lhs as? any Collection else { return false }
  return collectionIsIdentityEqual(lhs, rhs)
}

/// Whether two collections of observable state hold the same identities in the same order.
private func collectionIsIdentityEqual<C: Collection>(_ lhs: C, _ rhs: Any) -> Bool {
  guard C.Element.self is any ObservableState.Type, let rhs = rhs as? C,
    lhs.count == rhs.count
  else { return false }
  return zip(lhs, rhs).allSatisfy { _$isIdentityEqual($0, $1) }
}

/// Gives observable state a new identity before it is changed in place; other values have
/// none.
public func _$willModify<T>(_: inout T) {}

public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
