// The doc comment examples of Modules/Core/ComposableArchitecture/Reducers/PrintChanges.swift, compiled; never run.

import ComposableArchitecture

private enum PrintChangesDocExamples {
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

  @Reducer
  struct LoggedCounter {
    typealias State = Counter.State
    typealias Action = Counter.Action

    var body: some ReducerOf<Self> {
      Counter()
        ._printChanges()  // prints each action and a diff of the state
    }
  }

  static func makePrinter() {
    let printer = _ReducerPrinter<Counter.State, Counter.Action> { action, old, new in
      print(action, old.count, "->", new.count)
    }
    _ = printer
  }
}
