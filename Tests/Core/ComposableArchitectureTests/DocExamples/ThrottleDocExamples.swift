// The doc comment examples of Modules/Core/ComposableArchitecture/Effects/Throttle.swift, compiled; never run.

import ComposableArchitecture

private enum ThrottleDocExamples {
  @Reducer
  struct Player {
    struct State: Equatable { var volume = 0.0 }
    enum Action {
      case volumeChanged(Double)
      case setVolume(Double)
    }

    enum CancelID { case volume }

    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .volumeChanged(let volume):
          return .send(.setVolume(volume))
            .throttle(id: CancelID.volume, for: .seconds(1), scheduler: mainQueue, latest: true)
        case .setVolume(let volume):
          state.volume = volume
          return .none
        }
      }
    }
  }
}
