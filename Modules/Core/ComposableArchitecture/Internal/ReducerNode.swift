import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reducer as a store runs it: the tree of reducers with every `body` built once, when the
/// store was created, so that an action costs only the work of reducing it.
///
/// Reducers build their node with ``Reducer/_makeNode()``; each operator (`Scope`, `ifLet`, …)
/// has a node that holds its children's nodes. The common paths are `_ClosureNode`s made in
/// `@inlinable` code, so that they are compiled where the feature's types are known and run
/// without generic metadata lookups; rarer work (presenting, dismissing, cancelling) stays in
/// generic node classes.
public class _ReducerNode<State, Action> {
  @usableFromInline init() {}

  @usableFromInline
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    fatalError("A subclass of _ReducerNode must override reduce(into:action:).")
  }

  /// Reduces as a store does, with no store around it: for benchmarks.
  ///
  /// ```swift
  /// let node = AppFeature()._makeNode()
  /// _ = node._reduce(into: &state, action: .counter(.incrementButtonTapped))
  /// ```
  public final func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    ReducingThread.reducing { reduce(into: &state, action: action) }
  }
}

/// A reducer that implements `reduce(into:action:)`.
final class _ReduceNode<R: Reducer>: _ReducerNode<R.State, R.Action> {
  let reducer: R

  init(_ reducer: R) {
    self.reducer = reducer
  }

  override func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    reducer.reduce(into: &state, action: action)
  }
}

/// A reducer that does nothing.
@usableFromInline
final class _EmptyNode<State, Action>: _ReducerNode<State, Action> {
  @usableFromInline override init() {}

  override func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// `base` run with dependencies changed by `override` for it and everything it returns; its
/// body is built within the override too, so that a body under it sees it.
@inlinable
func _dependencyNode<Base: Reducer>(
  _ base: Base, _ override: DependencyOverride
) -> _ReducerNode<Base.State, Base.Action> {
  _dependencyNode(override.building { base._makeNode() }, override)
}

/// The node of ``_dependencyNode(_:_:)``, made in `@inlinable` code and generic over the state
/// and action only, so that it runs specialized like the nodes around it (see `_sequenceNode`).
@inlinable
func _dependencyNode<State, Action>(
  _ base: _ReducerNode<State, Action>, _ override: DependencyOverride
) -> _ReducerNode<State, Action> {
  _ClosureNode { state, action in
    DependencyValues.$_current.withValue(override.values()) {
      base.reduce(into: &state, action: action)
    }
  }
}

/// What an override does to the dependencies coming in.
@usableFromInline
final class DependencyOverride {
  let update: (inout DependencyValues) -> Void
  /// Set for an update of fixed values: its result is kept for as long as the same
  /// dependencies come in.
  private let derived: DerivedDependencies?

  init(update: @escaping (inout DependencyValues) -> Void, isConstant: Bool) {
    self.update = update
    self.derived = isConstant ? DerivedDependencies() : nil
  }

  /// Runs `build` with the override applied to the current dependencies.
  @usableFromInline
  func building<R>(_ build: () -> R) -> R {
    withDependencyUpdate(update, operation: build)
  }

  /// The current dependencies with the override applied.
  @usableFromInline
  func values() -> DependencyValues {
    derived?.values(update) ?? updatedDependencies(update)
  }
}

/// Dependency values derived from the current ones by an update that always gives the same
/// result for the same input: kept, and reused for as long as the very same values come in, so
/// that an action through an override pays for a comparison instead of reading and writing
/// dependency values.
final class DerivedDependencies {
  private var kept: (input: DependencyValues, output: DependencyValues)?

  /// The current dependencies with `update` applied.
  func values(_ update: (inout DependencyValues) -> Void) -> DependencyValues {
    let input = DependencyValues._current
    if let kept, kept.input.isSameInstance(as: input) { return kept.output }
    let output = updatedDependencies(update)
    kept = (input, output)
    return output
  }
}

/// Whether a reducer's `reduce(into:action:)` is the default one, which runs its body: found
/// on the first action a store's node reduces (see ``Reducer/_makeNode()``), and the same for
/// every later one, since a type's implementation does not change.
@usableFromInline
final class BodyResolution {
  // Read on every action; a store's nodes reduce one action at a time, on its actor.
  @exclusivity(unchecked) @usableFromInline var runsBody: Bool?
  @usableFromInline init() {}
}

/// Hands a body the store built once to the reducer's default `reduce(into:action:)`, which
/// runs right after, on the same thread: a reducer that implements `reduce(into:action:)`
/// itself never takes it.
@usableFromInline
enum BodyHandoff {
  /// A body on offer, and whether the default `reduce(into:action:)` took it.
  @usableFromInline
  final class Offer {
    let type: ObjectIdentifier
    let body: AnyObject
    @usableFromInline var isTaken = false

    init(type: ObjectIdentifier, body: AnyObject) {
      self.type = type
      self.body = body
    }
  }

  private final class Slot {
    var offer: Offer?
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      pointer.map { Unmanaged<AnyObject>.fromOpaque($0).release() }
    }
    return key
  }()

  private static var slot: Slot {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue()
    }
    let slot = Slot()
    pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }

  @usableFromInline
  static func offer(_ body: AnyObject, for type: Any.Type) -> Offer {
    let offer = Offer(type: ObjectIdentifier(type), body: body)
    slot.offer = offer
    return offer
  }

  @usableFromInline
  static func take(for type: Any.Type) -> AnyObject? {
    let slot = slot
    guard let offer = slot.offer, offer.type == ObjectIdentifier(type) else { return nil }
    slot.offer = nil
    offer.isTaken = true
    return offer.body
  }

  @usableFromInline
  static func clear() {
    slot.offer = nil
  }
}

/// A child reducer's node, built the first time the child runs, within the dependencies in
/// force where the parent was built. Children that come and go (`ifLet`, `forEach`, …) are
/// built this way, so a feature can present itself: building its whole tree up front would
/// never end.
@usableFromInline
final class _LazyNode<State, Action>: _ReducerNode<State, Action> {
  private var build: (() -> _ReducerNode<State, Action>)?
  private var node: _ReducerNode<State, Action>?

  @inlinable
  convenience init<R: Reducer<State, Action>>(_ reducer: R) {
    // Made here, inlined where `R` is known, so that the child's tree is built specialized.
    self.init(making: { reducer._makeNode() })
  }

  @usableFromInline
  init(making make: @escaping () -> _ReducerNode<State, Action>) {
    let dependencies = DependencyValues._current
    let aliases = DependencyAlias.collector
    self.build = {
      DependencyAlias.$collector.withValue(aliases) {
        DependencyValues.$_current.withValue(dependencies, operation: make)
      }
    }
  }

  override func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let node { return node.reduce(into: &state, action: action) }
    let node = build!()
    self.node = node
    build = nil
    return node.reduce(into: &state, action: action)
  }
}
