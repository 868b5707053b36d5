extension Effect {
  /// This effect, made cancellable with ``Effect/cancel(id:)`` by `id`.
  ///
  /// With `cancelInFlight`, starting this effect first cancels any effect already running under
  /// the same `id`, so only the latest request survives. Once cancelled, an effect's work gets a
  /// cancelled task and nothing it sends arrives.
  ///
  /// IDs are scoped to where the reducer runs: each `ifLet` child, `forEach` element, presented
  /// destination and stack element has its own, so two rows using the same ID never cancel each
  /// other; a parent's cancellation reaches its children's effects with that ID.
  ///
  /// ```swift
  /// enum CancelID { case search }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .queryChanged(let query):
  ///       return .run { send in await send(.results(try await client.search(query))) }
  ///         .cancellable(id: CancelID.search, cancelInFlight: true)
  ///     case .cancelButtonTapped:
  ///       return .cancel(id: CancelID.search)
  ///     case .results:
  ///       return .none
  ///     }
  ///   }
  /// }
  /// ```
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    @Dependency(\.navigationIDPath) var navigationIDPath
    return _cancellable(id: id, path: navigationIDPath, cancelInFlight: cancelInFlight)
  }

  /// An effect that cancels every running effect marked ``cancellable(id:cancelInFlight:)`` with
  /// `id`, here and in this reducer's children.
  ///
  /// ```swift
  /// case .stopButtonTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    @Dependency(\.navigationIDPath) var navigationIDPath
    return _cancel(id: id, path: navigationIDPath)
  }

  /// ``cancellable(id:cancelInFlight:)`` at an explicit navigation path.
  func _cancellable(
    id: some Hashable & Sendable = PresentedID(), path: NavigationIDPath,
    cancelInFlight: Bool = false
  ) -> Self {
    // A finished-at-once effect has nothing to cancel, and cancels nothing in flight either.
    isNone
      ? .none
      : Self(
        operation: .cancellable(
          CancelID(id: id, path: path), cancelInFlight: cancelInFlight, self))
  }

  /// ``cancel(id:)`` at an explicit navigation path.
  static func _cancel(id: some Hashable & Sendable = PresentedID(), path: NavigationIDPath) -> Self
  {
    Self(operation: .cancel(CancelID(id: id, path: path)))
  }
}

/// The ID every effect of a presented, `ifLet` or stack child is also registered under, so that
/// all of them end when the child goes away.
struct PresentedID: Hashable, Sendable {}

/// Runs `operation` as a task registered under `id`, so that ``Effect/cancel(id:)`` and
/// `Task.cancel(id:)` can cancel it, as if it were an effect marked
/// ``Effect/cancellable(id:cancelInFlight:)``.
///
/// With `cancelInFlight`, anything already running under `id` is cancelled first.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
///     await send(.response(try await client.fetch()))
///   }
/// }
/// ```
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  @Dependency(\.navigationIDPath) var navigationIDPath
  let key = CancelID(id: id, path: navigationIDPath)
  if cancelInFlight { cancellables.cancel(key) }
  let task = Task<T, any Error> { try await operation() }
  let handle = EffectHandle { task.cancel() }
  cancellables.insert(handle, at: key)
  defer { cancellables.remove(handle, at: key) }
  do {
    return try await task.cancellableValue
  } catch {
    // The operation throws only `Failure`; the task adds nothing of its own.
    throw error as! Failure
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the effects and tasks running under `id` in the current navigation scope (in an
  /// effect: the reducer's; elsewhere: every store's).
  ///
  /// ```swift
  /// return .run { _ in Task.cancel(id: CancelID.timer) }
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    @Dependency(\.navigationIDPath) var navigationIDPath
    cancellables.cancel(CancelID(id: id, path: navigationIDPath))
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels what runs under `id` at an explicit navigation path.
  static func _cancel(id: some Hashable & Sendable, path: NavigationIDPath) {
    cancellables.cancel(CancelID(id: id, path: path))
  }
}
