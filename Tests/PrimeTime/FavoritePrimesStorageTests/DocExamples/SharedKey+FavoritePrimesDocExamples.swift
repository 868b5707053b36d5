// The doc comment examples of Modules/PrimeTime/FavoritePrimesStorage/SharedKey+FavoritePrimes.swift, compiled; never run.
import FavoritePrimesStorage
import Sharing

private enum SharedKeyFavoritePrimesDocExamples {
  struct State {
    @Shared(.favoritePrimes) var favoritePrimes
  }
}
