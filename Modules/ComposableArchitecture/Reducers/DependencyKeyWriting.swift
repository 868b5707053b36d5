extension Reducer {
  /// This reducer with a dependency overridden for it, every reducer under it, and every
  /// effect they return.
  ///
  /// Siblings are unaffected. When overrides are chained, the innermost wins.
  ///
  /// ```swift
  /// Scope(state: \.onboarding.counter, action: \.onboarding.counter) {
  ///   Counter()
  /// }
  /// .dependency(\.primeClient, .onboarding)
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    // Key paths are immutable; see KeyPathID.
    nonisolated(unsafe) let keyPath = keyPath
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// This reducer with a dependency that is its own key overridden, for it, every reducer
  /// under it, and every effect they return.
  ///
  /// ```swift
  /// Counter()
  ///   .dependency(PrimeClient.onboarding)
  /// ```
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// This reducer with a dependency modified in place, for it, every reducer under it, and
  /// every effect they return.
  ///
  /// ```swift
  /// FavoritePrimes()
  ///   .transformDependency(\.fileClient) { client in
  ///     client.save = { _, _ in throw SaveDisabled() }
  ///   }
  /// ```
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    return _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)``, ``Reducer/dependency(_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }
}
