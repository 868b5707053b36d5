extension Reducer {
  /// This reducer unchanged. Upstream marks each action with an `os_signpost` for Instruments;
  /// there is no Instruments on Linux, so a feature that asks for signposts compiles and runs
  /// as it would without them.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in .none }
  ///     .signpost("Counter")
  /// }
  /// ```
  @inlinable
  public func signpost(_ prefix: String = "") -> Self {
    self
  }
}
