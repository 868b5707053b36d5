import ComposableArchitecture

extension SharedKey where Self == InMemoryKey<[Int]>.Default {
  /// The favorite primes: one list, shared by the Counter, its prime modal and the Favorites
  /// tab, each holding `@Shared(.favoritePrimes)`. A write through any of them is seen by all,
  /// with nothing copied and nothing to keep in sync.
  ///
  /// The list lives in memory; ``FavoritePrimes`` loads it from and saves it to
  /// `favorite-primes.json` through its `FileClient` dependency, because the file's rules (no
  /// save before the load, merging with other instances, keeping an unreadable file) need the
  /// load and save status its state shows.
  ///
  /// ```swift
  /// @ObservableState
  /// struct State {
  ///   @Shared(.favoritePrimes) var favoritePrimes
  /// }
  /// ```
  public static var favoritePrimes: Self {
    Self[.inMemory("favoritePrimes"), default: []]
  }
}
