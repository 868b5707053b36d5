// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/Reduce.swift, compiled; never run.

import ComposableArchitecture

private enum ReduceDocExamples {
  enum Tab: Equatable { case home, settings }

  @Reducer
  struct Tabs {
    struct State: Equatable { var selectedTab = Tab.home }
    enum Action {
      case tabSelected(Tab)
      case settingsButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tabSelected(let tab):
          state.selectedTab = tab
          return .none
        default:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }

  static func eraseACounter() {
    let erased = Reduce(Counter())
    _ = erased
  }
}
