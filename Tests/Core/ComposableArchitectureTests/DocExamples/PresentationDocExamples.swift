// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/Presentation.swift, compiled; never run.

import ComposableArchitecture

private enum PresentationDocExamples {
  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable { var title = "" }
    enum Action { case titleChanged(String) }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State {
      @Presents var detail: Detail.State?
    }
    enum Action {
      case detail(PresentationAction<Detail.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .ifLet(\.$detail, action: \.detail) { Detail() }
    }
  }

  @Reducer
  struct Edit {
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
  struct Notes {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case edit(Edit)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .ifLet(\.$destination, action: \.destination) {
          Destination.body
        }
    }
  }

  @MainActor
  static func scopeToTheEditCase(store: StoreOf<Notes>) {
    let editStore = store.scope(state: \.$destination.edit, action: \.destination.edit)
    _ = editStore
  }

  @MainActor
  static func editAndSave() async {
    let store = TestStore(
      initialState: Notes.State(destination: .edit(Edit.State()))
    ) {
      Notes()
    }
    store.exhaustivity = .off
    await store.send(\.destination.edit.titleChanged, "Blob") {
      $0.$destination[case: \.edit]?.title = "Blob"
    }
    await store.send(\.destination.edit.saveButtonTapped)
    await store.receive(\.destination.dismiss)
  }
}
