// The doc comment examples of Modules/PrimeTime/FavoritePrimesStorage/FavoritePrimesKey.swift, compiled; never run.
import Dependencies
import FavoritePrimesStorage
import FileClient
import Foundation
import Sharing

private enum FavoritePrimesKeyDocExamples {
  static func favorites(dataDirectory: URL) {
    let favorites = withDependencies {
      $0.fileClient = .live(directory: dataDirectory)
    } operation: {
      Shared(.favoritePrimes)  // loads the file, as a feature's state holding it does
    }
    _ = favorites
  }

  static func decode() throws {
    let primes = try FavoritePrimesKey.decode(Data("[2,3]".utf8))  // [2, 3]
    _ = primes
  }
}
