// The doc comment examples of Modules/PrimeTime/FavoritePrimesStorage/FileClient+FavoritePrimes.swift, compiled; never run.
import FavoritePrimesStorage
import FileClient

private enum FileClientFavoritePrimesDocExamples {
  static func corrupt() -> FileClient {
    FileClient.inMemory(favoritePrimesFile: "[2,3")  // truncated JSON
  }

  static func favorites() -> FileClient {
    FileClient.inMemory(favoritePrimes: [2, 31])
  }
}
