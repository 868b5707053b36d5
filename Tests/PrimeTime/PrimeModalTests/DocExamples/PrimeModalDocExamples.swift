// The doc comment examples of Modules/PrimeTime/PrimeModal/PrimeModal.swift, compiled; never run.
import ComposableArchitecture
import FavoritePrimesStorage
import PrimeModal

private enum PrimeModalDocExamples {
  @Reducer
  struct Parent {
    @ObservableState
    struct State {
      var count = 0
      @Shared(.favoritePrimes) var favoritePrimes
      @Presents var primeModal: PrimeModal.State?
    }

    enum Action {
      case isPrimeButtonTapped
      case primeModal(PresentationAction<PrimeModal.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case .isPrimeButtonTapped = action else { return .none }
        state.primeModal = PrimeModal.State(
          count: state.count, favoritePrimes: state.$favoritePrimes)
        return .none
      }
      .ifLet(\.$primeModal, action: \.primeModal) { PrimeModal() }
    }
  }
}
