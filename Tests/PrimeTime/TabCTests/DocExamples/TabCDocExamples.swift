// The doc comment examples of Modules/PrimeTime/TabC/TabC.swift, compiled; never run.
import ComposableArchitecture
import TabC

private enum TabCDocExamples {
  struct State {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
    case log(Log.Action)
  }

  static func parent() -> some Reducer<State, Action> {
    Reduce { state, action in
      guard case .incrementButtonTapped = action else { return .none }
      state.count += 1
      let diff: Log.Text = "+ count: \(state.count)"
      return .send(.log(.append(action: "counter(.incrementButtonTapped)", diff: diff)))
    }
  }
}
