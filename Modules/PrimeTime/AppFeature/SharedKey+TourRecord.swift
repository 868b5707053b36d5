import ComposableArchitecture

extension SharedKey where Self == AppStorageKey<Onboarding.Record?>.Default {
  /// Whether the tour was finished or skipped: `nil` until it is. Kept under `tour` in the
  /// app's storage (`app-storage.json` in the data folder, which the app sets as
  /// `defaultAppStorage`), whose saves never wait on the main actor and are written before the
  /// program ends.
  ///
  /// ```swift
  /// @Shared(.tourRecord) var tourRecord
  /// $tourRecord.withLock { $0 = Onboarding.Record(finished: true) }
  /// ```
  public static var tourRecord: Self {
    Self[.appStorage("tour"), default: nil]
  }
}
