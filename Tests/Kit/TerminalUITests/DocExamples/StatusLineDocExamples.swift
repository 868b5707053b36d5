// The doc comment examples of Modules/Kit/TerminalUI/Widgets/StatusLine.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum StatusLineDocExamples {
  @Reducer
  struct Shelf {
    @ObservableState
    struct State: Equatable {
      var status = StatusLine.State()
    }
    enum Action {
      case deleteTapped
      case status(StatusLine.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.status, action: \.status) { StatusLine() }
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          return .send(.status(.show(StatusLine.Message("Deleted 7. u undoes it."))))
        case .status:
          return .none
        }
      }
    }
  }

  static func render(_ state: Shelf.State, in statusRect: Rect, on canvas: inout Canvas) {
    // In the view:
    StatusLine.render(state.status, in: statusRect, on: &canvas)
  }

  static func describe() {
    let said = StatusLine.describe(StatusLine.State(message: .init("Not saved", isError: true)))
    // "Error: Not saved"
    _ = said
  }
}
