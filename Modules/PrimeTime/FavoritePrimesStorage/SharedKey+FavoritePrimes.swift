import Dependencies
import FileClient
import Foundation
import Sharing

extension SharedKey where Self == FileStorageKey<[Int]>.Default {
  /// The favorite primes: one list, shared by the Counter, its prime modal and the Favorites
  /// tab, each holding `@Shared(.favoritePrimes)`, stored in `favorite-primes.json` through the
  /// `FileClient` dependency (see ``FavoritePrimesKey``). A write through any holder is seen by
  /// all and saved. The key captures the file client and the clock when it is made, as every
  /// file key captures its storage: make the state inside the dependencies that should serve it.
  ///
  /// ```swift
  /// struct State {
  ///   @Shared(.favoritePrimes) var favoritePrimes
  /// }
  /// ```
  public static var favoritePrimes: Self {
    @Dependency(\.fileClient) var fileClient
    @Dependency(\.continuousClock) var clock
    return withDependencies {
      $0.defaultFileStorage = fileClient.fileStorage(clock: clock)
    } operation: {
      Self[
        .fileStorage(
          URL(filePath: FavoritePrimesKey.fileName),
          decode: FavoritePrimesKey.decode,
          encode: { try JSONEncoder().encode($0) },
          merge: FavoritePrimesKey.merge
        ).sayingWhereFilesAreKept(),
        default: []
      ]
    }
  }
}
