extension Reducer {
  /// This reducer with a dependency overridden for it, every reducer under it, and every
  /// effect they return; siblings keep theirs.
  ///
  /// The override is in force while the store builds this reducer's body too, so a body under
  /// it sees it.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.tour, action: \.tour) { Tour() }
  ///     .dependency(\.apiClient, .demo)
  /// }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(
      base: self, writes: [.init(keyPath, isConstant: true) { $0[keyPath: keyPath] = value }])
  }

  /// This reducer with a dependency overridden by type, for it, every reducer under it, and
  /// every effect they return.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(APIClient.mock)
  /// ```
  @inlinable
  @warn_unqualified_access
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyKeyWritingReducer<
    Self
  >
  where Value.Value == Value {
    _DependencyKeyWritingReducer(
      base: self, writes: [.init(nil, isConstant: true) { $0[Value.self] = value }])
  }

  /// This reducer with a dependency modified in place, for it, every reducer under it, and
  /// every effect they return.
  ///
  /// ```swift
  /// Settings()
  ///   .transformDependency(\.fileClient) { client in
  ///     client.save = { _, _ in throw SaveDisabled() }
  ///   }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(
      base: self, writes: [.init(keyPath) { transform(&$0[keyPath: keyPath]) }])
  }

  /// This reducer with two dependency properties unified: within it, `alias` is another name
  /// for `reference`. Use it when two modules declare the same dependency under different names.
  ///
  /// Reading either gives one value: the one set for `alias` when only it was set, otherwise
  /// the one for `reference` (its default when neither was). Setting either, in an override on
  /// a reducer under this one (`.dependency`, `.transformDependency`) or on a test store
  /// (`store.dependencies`), sets both.
  ///
  /// ```swift
  /// // Search reads @Dependency(\.main); Settings reads @Dependency(\.mainQueue).
  /// var body: some ReducerOf<Self> {
  ///   CombineReducers {
  ///     Scope(state: \.search, action: \.search) { Search() }
  ///     Scope(state: \.settings, action: \.settings) { Settings() }
  ///   }
  ///   .dependency(alias: \.main, to: \.mainQueue)
  /// }
  /// ```
  @inlinable
  @warn_unqualified_access
  public func dependency<Value>(
    alias: WritableKeyPath<DependencyValues, Value>,
    to reference: WritableKeyPath<DependencyValues, Value>
  ) -> _DependencyAliasReducer<Self> {
    _DependencyAliasReducer(base: self, alias: DependencyAlias(alias: alias, reference: reference))
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)`` and the other overrides. Chained overrides
/// are applied together, in one step.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let writes: [DependencyWrite]

  @usableFromInline
  init(base: Base, writes: [DependencyWrite]) {
    self.base = base
    self.writes = writes
  }

  /// This override and another, applied together (the inner one, `self`'s, last).
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    Self(
      base: base,
      writes: [.init(keyPath, isConstant: true) { $0[keyPath: keyPath] = value }] + writes)
  }

  /// This override and a transformation, applied together (the inner one, `self`'s, last).
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> Self {
    Self(base: base, writes: [.init(keyPath) { transform(&$0[keyPath: keyPath]) }] + writes)
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Base.State, Base.Action> {
    _dependencyNode(base, override())
  }

  /// The writes, applied together.
  @usableFromInline
  func override() -> DependencyOverride {
    let writes = writes
    return DependencyOverride(
      update: { DependencyWrite.apply(writes, to: &$0) },
      isConstant: writes.allSatisfy(\.isConstant))
  }
}

/// One write to the dependencies: the property it writes, when it is known, and the write.
public struct DependencyWrite {
  let keyPath: AnyKeyPath?
  /// Whether the write sets a value fixed when the reducer was made (not a transformation that
  /// may read the time or a counter), so its result for given dependencies can be kept.
  let isConstant: Bool
  let apply: (inout DependencyValues) -> Void

  @usableFromInline
  init(
    _ keyPath: AnyKeyPath?, isConstant: Bool = false,
    apply: @escaping (inout DependencyValues) -> Void
  ) {
    self.keyPath = keyPath
    self.isConstant = isConstant
    self.apply = apply
  }

  /// Applies `writes` in order, each also to the properties aliased with the one it writes.
  static func apply(_ writes: [DependencyWrite], to dependencies: inout DependencyValues) {
    let aliases = dependencies.dependencyAliases
    for write in writes {
      write.apply(&dependencies)
      guard let keyPath = write.keyPath else { continue }
      for alias in aliases { alias.propagate(writeTo: keyPath, in: &dependencies) }
    }
  }
}

/// The reducer built by ``Reducer/dependency(alias:to:)``.
public struct _DependencyAliasReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let alias: DependencyAlias

  @usableFromInline
  init(base: Base, alias: DependencyAlias) {
    self.base = base
    self.alias = alias
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeNode().reduce(into: &state, action: action)
  }

  @inlinable
  public func _makeNode() -> _ReducerNode<Base.State, Base.Action> {
    _dependencyNode(base, override())
  }

  /// Unifies the two properties, and declares the alias to the store being built.
  @usableFromInline
  func override() -> DependencyOverride {
    let alias = alias
    DependencyAlias.collector?.withValue { $0.append(alias) }
    // Unifying depends on nothing but the dependencies coming in.
    return DependencyOverride(
      update: { dependencies in
        alias.unify(&dependencies)
        dependencies.dependencyAliases.append(alias)
      },
      isConstant: true)
  }
}

/// Two dependency properties that name one dependency.
public struct DependencyAlias: @unchecked Sendable {
  /// Collects the aliases a store's reducer declares while the store builds it, so that a test
  /// store can keep both names in step when a test sets one of them.
  @TaskLocal static var collector: LockIsolated<[DependencyAlias]>?

  let aliasKeyPath: AnyKeyPath
  let referenceKeyPath: AnyKeyPath
  /// Sets the alias to the reference's value, or the other way round.
  let copyToAlias: (inout DependencyValues) -> Void
  let copyToReference: (inout DependencyValues) -> Void
  /// The storage keys behind each property, to tell which has been set.
  let aliasKeys: Set<ObjectIdentifier>
  let referenceKeys: Set<ObjectIdentifier>

  @usableFromInline
  init<Value>(
    alias: WritableKeyPath<DependencyValues, Value>,
    reference: WritableKeyPath<DependencyValues, Value>
  ) {
    self.aliasKeyPath = alias
    self.referenceKeyPath = reference
    self.copyToAlias = { $0[keyPath: alias] = $0[keyPath: reference] }
    self.copyToReference = { $0[keyPath: reference] = $0[keyPath: alias] }
    self.aliasKeys = Self.storageKeys(writtenBy: alias)
    self.referenceKeys = Self.storageKeys(writtenBy: reference)
  }

  /// Gives both properties one value: the alias's when only it was set, else the reference's.
  func unify(_ dependencies: inout DependencyValues) {
    let set = dependencies.explicitKeys
    if !aliasKeys.isSubset(of: set) || !referenceKeys.isDisjoint(with: set) {
      copyToAlias(&dependencies)
    } else {
      copyToReference(&dependencies)
    }
  }

  /// After a write to `keyPath`, gives the other property the value written.
  func propagate(writeTo keyPath: AnyKeyPath, in dependencies: inout DependencyValues) {
    if keyPath == aliasKeyPath {
      copyToReference(&dependencies)
    } else if keyPath == referenceKeyPath {
      copyToAlias(&dependencies)
    }
  }

  /// After `old` was changed into `new` by code that did not say what it wrote (a test store's
  /// `dependencies`), gives both properties the value of the one that changed.
  func propagate(from old: DependencyValues, to new: inout DependencyValues) {
    let newlySet = new.explicitKeys.subtracting(old.explicitKeys)
    if !aliasKeys.isDisjoint(with: newlySet), referenceKeys.isDisjoint(with: newlySet) {
      copyToReference(&new)
    } else if !referenceKeys.isDisjoint(with: newlySet) {
      copyToAlias(&new)
    } else if new.storedValue(for: aliasKeys) != old.storedValue(for: aliasKeys) {
      copyToReference(&new)
    } else if new.storedValue(for: referenceKeys) != old.storedValue(for: referenceKeys) {
      copyToAlias(&new)
    }
  }

  /// The storage keys a write through `keyPath` sets.
  private static func storageKeys<Value>(
    writtenBy keyPath: WritableKeyPath<DependencyValues, Value>
  )
    -> Set<ObjectIdentifier>
  {
    asDependencyWrite {
      var probe = DependencyValues()
      probe[keyPath: keyPath] = probe[keyPath: keyPath]
      return probe.explicitKeys
    }
  }
}

extension DependencyValues {
  /// The aliases in force.
  var dependencyAliases: [DependencyAlias] {
    get { self[DependencyAliasesKey.self] }
    set { self[DependencyAliasesKey.self] = newValue }
  }

  /// The storage keys of the dependencies set explicitly (not left to their defaults). Read
  /// through reflection: swift-dependencies does not say which values were set.
  var explicitKeys: Set<ObjectIdentifier> {
    guard let storage = Mirror(reflecting: self).descendant("storage") as? [ObjectIdentifier: Any]
    else { return [] }
    return Set(storage.keys)
  }

  /// A fingerprint of the values stored for `keys`, to tell a new value from a copy of the old
  /// one: the same value copied has the same bytes.
  func storedValue(for keys: Set<ObjectIdentifier>) -> [ObjectIdentifier: [UInt8]] {
    guard let storage = Mirror(reflecting: self).descendant("storage") as? [ObjectIdentifier: Any]
    else { return [:] }
    var result: [ObjectIdentifier: [UInt8]] = [:]
    func bytes<T>(of value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    for key in keys {
      guard let value = storage[key] else { continue }
      result[key] = _openExistential(value, do: bytes)
    }
    return result
  }
}

private enum DependencyAliasesKey: DependencyKey {
  static let liveValue: [DependencyAlias] = []
  static let testValue: [DependencyAlias] = []
}
