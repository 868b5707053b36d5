// The doc comment examples of Modules/PrimeTime/FavoritePrimesStorage/FavoritePrimesFileError.swift, compiled; never run.
import FavoritePrimesStorage
import Sharing

private enum FavoritePrimesFileErrorDocExamples {
  struct State {
    @Shared(.favoritePrimes) var primes
  }

  static func notices(state: State) -> [String] {
    var notices: [String] = []
    if let error = state.$primes.loadError as? FavoritePrimesFileError, error.isNotice {
      notices.append("\(error)")
    }
    return notices
  }
}
