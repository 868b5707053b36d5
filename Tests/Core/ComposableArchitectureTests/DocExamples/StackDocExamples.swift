// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/Stack.swift, compiled; never run.

import ComposableArchitecture

private enum StackDocExamples {
  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable { var title = "" }
    enum Action: Equatable {
      case titleChanged(String)
      case saveButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .titleChanged(let title):
          state.title = title
          return .none
        case .saveButtonTapped:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  struct Navigation {
    @Reducer
    enum Path {
      case detail(Detail)
    }

    @ObservableState
    struct State {
      var path = StackState<Path.State>()
    }
    enum Action {
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .forEach(\.path, action: \.path) {
          Path.body
        }
    }
  }

  @Reducer
  struct Notes {
    @Reducer(state: .equatable, action: .equatable)
    enum Path {
      case detail(Detail)
    }

    @ObservableState
    struct State: Equatable {
      var path = StackState<Path.State>()
    }
    enum Action: Equatable {
      case path(StackActionOf<Path>)
      case detailButtonTapped
      case retitle(StackElementID)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .detailButtonTapped:
          state.path.append(.detail(Detail.State()))
          return .none
        case .retitle(let id):
          state.path[id: id]?.modify(\.detail) { $0.title = "Blob" }
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }
  }

  @MainActor
  static func retitle() async {
    let store = TestStore(initialState: Notes.State()) { Notes() }
    store.exhaustivity = .off
    await store.send(.path(.push(id: 0, state: .detail(Detail.State()))))
    await store.send(\.path[id: 0].detail.titleChanged, "Blob") { state in
      state.path[id: 0, case: \.detail]?.title = "Blob"
    }
  }

  @MainActor
  static func save() async {
    let store = TestStore(initialState: Notes.State()) { Notes() }
    store.exhaustivity = .off
    await store.send(.path(.push(id: 0, state: .detail(Detail.State()))))
    await store.send(\.path[id: 0].detail.saveButtonTapped)
    await store.receive(\.path.popFrom)
  }

  static func nextID() {
    @Dependency(\.stackElementID) var stackElementID
    let id = stackElementID.next()
    _ = id
  }
}
