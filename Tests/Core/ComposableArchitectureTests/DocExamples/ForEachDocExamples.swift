// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/ForEach.swift, compiled; never run.

import ComposableArchitecture
import Foundation

private enum ForEachDocExamples {
  @Reducer
  struct Todo {
    struct State: Equatable, Identifiable {
      let id: UUID
      var isComplete = false
    }
    enum Action: Equatable {
      case toggled
      case saved
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .toggled:
          state.isComplete.toggle()
          return .send(.saved)
        case .saved:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Todos {
    struct State { var todos: IdentifiedArrayOf<Todo.State> = [] }
    enum Action { case todos(IdentifiedActionOf<Todo>) }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.todos, action: \.todos) { Todo() }
    }
  }

  @Reducer
  struct TodoList {
    struct State: Equatable { var todos: IdentifiedArrayOf<Todo.State> = [] }
    enum Action: Equatable {
      case todos(IdentifiedActionOf<Todo>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.todos, action: \.todos) { Todo() }
    }
  }

  @MainActor
  static func toggleATodo() async {
    let todo = Todo.State(id: UUID())
    let store = TestStore(initialState: TodoList.State(todos: [todo])) { TodoList() }
    store.exhaustivity = .off
    await store.send(.todos(.element(id: todo.id, action: .toggled)))
    await store.receive(\.todos[id: todo.id].saved)
  }
}
