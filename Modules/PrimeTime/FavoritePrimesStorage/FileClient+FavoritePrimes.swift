import FileClient
import Foundation

extension FileClient {
  /// An in-memory file client whose favorites file holds `contents` verbatim, for previews and
  /// tests (a corrupt file is just text that is not a JSON array of primes).
  ///
  /// ```swift
  /// FileClient.inMemory(favoritePrimesFile: "[2,3")  // truncated JSON
  /// ```
  public static func inMemory(favoritePrimesFile contents: String) -> Self {
    .inMemory(initial: [FavoritePrimesKey.fileName: Data(contents.utf8)])
  }

  /// An in-memory file client whose favorites file holds `primes`.
  ///
  /// ```swift
  /// FileClient.inMemory(favoritePrimes: [2, 31])
  /// ```
  public static func inMemory(favoritePrimes primes: [Int]) -> Self {
    .inMemory(favoritePrimesFile: "[\(primes.map(String.init).joined(separator: ","))]")
  }
}
