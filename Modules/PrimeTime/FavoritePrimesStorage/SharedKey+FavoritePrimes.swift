import Sharing

extension SharedKey where Self == FavoritePrimesKey.Default {
  /// The favorite primes: one list, shared by the Counter, its prime modal and the Favorites
  /// tab, each holding `@Shared(.favoritePrimes)`, stored in `favorite-primes.json` through the
  /// `FileClient` dependency (see ``FavoritePrimesKey``). A write through any holder is seen by
  /// all and saved.
  ///
  /// ```swift
  /// struct State {
  ///   @Shared(.favoritePrimes) var favoritePrimes
  /// }
  /// ```
  public static var favoritePrimes: Self {
    Self[FavoritePrimesKey(), default: []]
  }
}
