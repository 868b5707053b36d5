// The doc comment examples of Modules/Core/Sharing/Shared.swift, compiled; never run.
import ComposableArchitecture

private enum SharedDocExamples {
  enum Scoreboard {
    @ObservableState
    struct State {
      @Shared(.inMemory("count")) var count = 0
      @Shared var scores: [Int]
    }
  }

  struct SyncUp: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  @Reducer
  struct SyncUpsList {
    @ObservableState
    struct State {
      @Shared(.inMemory("sync-ups")) var syncUps: IdentifiedArrayOf<SyncUp> = []
      var selection: Shared<SyncUp>?
    }
    enum Action {
      case syncUpTapped(id: SyncUp.ID)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .syncUpTapped(let id):
          guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
          state.selection = syncUp
          return .none
        }
      }
    }
  }
}
