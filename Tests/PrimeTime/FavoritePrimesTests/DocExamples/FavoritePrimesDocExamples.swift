// The doc comment examples of Modules/PrimeTime/FavoritePrimes/FavoritePrimes.swift, compiled; never run.
import ComposableArchitecture
import FavoritePrimes

private enum FavoritePrimesDocExamples {
  typealias Deletion = FavoritePrimes.Deletion

  struct Selection {
    var row = 0
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State {
      var favoritePrimes = FavoritePrimes.State()
    }

    enum Action {
      case favoritePrimes(FavoritePrimes.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.favoritePrimes, action: \.favoritePrimes) { FavoritePrimes() }
        .onChange(of: \.favoritePrimes.primes) { _, _ in
          Reduce { state, _ in
            state.favoritePrimes.forgetDeletionsSavedAgain()
            return .none
          }
        }
    }
  }

  static func undoRow(state: FavoritePrimes.State, selection: inout Selection) {
    if let row = state.undoRow { selection.row = row }
  }

  static func isLoading(state: FavoritePrimes.State) -> [String] {
    var messages: [String] = []
    if state.isLoading { messages.append("Loading favorites…") }
    return messages
  }

  static func fileErrors(state: FavoritePrimes.State) {
    for error in state.fileErrors where !error.isNotice { print(error) }
  }

  static func lastDeletion(state: FavoritePrimes.State) -> Deletion? {
    state.deletions.last  // Deletion(7, at: 1): 7 was the second favorite
  }

  static func deletion() -> Deletion {
    Deletion(7, at: 1)  // 7, deleted from the second row
  }
}
