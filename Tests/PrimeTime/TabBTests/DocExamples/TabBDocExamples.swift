// The doc comment examples of Modules/PrimeTime/TabB/TabB.swift, compiled; never run.
import ComposableArchitecture
import TabB

private enum TabBDocExamples {
  struct State {
    var favoritePrimes: [Int] = []
    var activity = Activity.State()
  }

  enum Action {
    case saveTapped(Int)
  }

  static func parent() -> some Reducer<State, Action> {
    Reduce { state, action in
      guard case .saveTapped(let prime) = action else { return .none }
      state.favoritePrimes.append(prime)
      // In the parent's reducer, in the pass that made the change:
      _ = Activity().reduce(into: &state.activity, action: .record("Added 7 to favorites"))
      return .none
    }
  }
}
