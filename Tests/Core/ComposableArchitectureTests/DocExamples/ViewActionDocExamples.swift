// The doc comment examples of Modules/Core/ComposableArchitecture/ViewAction.swift, compiled; never run.

import ComposableArchitecture

private enum ViewActionDocExamples {
  @Reducer
  struct Feature {
    enum Action: ViewAction {
      case view(View)
      case response(Int)
      enum View { case incrementButtonTapped }
    }
  }

  struct FeatureController: ViewActionSending {
    let store: StoreOf<Feature>
    func tapped() { send(.incrementButtonTapped) }
  }

  struct CounterController: ViewActionSending {
    let store: StoreOf<Feature>

    func incrementButtonTapped() {
      send(.incrementButtonTapped)  // store.send(.view(.incrementButtonTapped))
    }
  }
}
