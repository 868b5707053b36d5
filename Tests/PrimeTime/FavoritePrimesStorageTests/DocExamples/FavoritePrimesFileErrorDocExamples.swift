// The doc comment examples of Modules/PrimeTime/FavoritePrimesStorage/FavoritePrimesFileError.swift, compiled; never run.
import FavoritePrimesStorage
import Sharing

private enum FavoritePrimesFileErrorDocExamples {
  struct State {
    @Shared(.favoritePrimes) var primes
  }

  static func notices(state: State) -> [String] {
    var notices: [String] = []
    if let error = state.$primes.loadError.map(FavoritePrimesFileError.init(loadError:)),
      error.isNotice
    {
      notices.append("\(error)")
    }
    return notices
  }

  static func said(state: State) {
    let error = state.$primes.loadError.map(FavoritePrimesFileError.init(loadError:))
    _ = error
  }

  static func saveSaid(state: State) {
    let error = state.$primes.saveError.map(FavoritePrimesFileError.init(saveError:))
    _ = error
  }
}
