extension Effect {
  /// This effect, made cancellable with ``Effect/cancel(id:)`` by `id`.
  ///
  /// With `cancelInFlight`, starting this effect first cancels any effect already running under
  /// the same `id`, so only the latest request survives. Once cancelled, an effect's work gets a
  /// cancelled task and nothing it sends arrives.
  ///
  /// ```swift
  /// enum CancelID { case nthPrime }
  ///
  /// case .nthPrimeButtonTapped:
  ///   return .run { send in … }.cancellable(id: CancelID.nthPrime, cancelInFlight: true)
  /// case .cancelButtonTapped:
  ///   return .cancel(id: CancelID.nthPrime)
  /// ```
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return .none }
    return Self(.cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect marked ``cancellable(id:cancelInFlight:)``
  /// with `id`.
  ///
  /// ```swift
  /// case .stopButtonTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: AnyHashableSendable(id)))
  }
}
