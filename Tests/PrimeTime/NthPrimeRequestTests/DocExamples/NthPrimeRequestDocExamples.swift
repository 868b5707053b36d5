// The doc comment examples of Modules/PrimeTime/NthPrimeRequest/NthPrimeRequest.swift, compiled; never run.
import ComposableArchitecture
import NthPrimeRequest

private enum NthPrimeRequestDocExamples {
  @Reducer
  struct Parent {
    @ObservableState
    struct State {
      var count = 7
      var nthPrimeRequest = NthPrimeRequest.State()
    }

    enum Action {
      case nthPrimeRequest(NthPrimeRequest.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) { NthPrimeRequest() }
    }
  }

  @MainActor
  static func ask(store: StoreOf<Parent>, state: Parent.State) {
    store.send(.nthPrimeRequest(.askTapped(n: state.count)))
  }
}
