// The doc comment examples of Modules/Kit/TerminalUI/Focus/Focus.swift, compiled; never run.

import ComposableArchitecture
import Foundation
import TerminalUI

private enum FocusDocExamples {
  @Reducer
  struct Form {
    enum Field: CaseIterable, Equatable, Sendable { case title, item }

    @ObservableState struct State: Equatable { var focus: Field? = .title }
    enum Action { case focusMoved(Focus.Move) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .focusMoved(let move):
          state.focus = Focus.moved(state.focus, move)
          return .none
        }
      }
    }
  }

  static func keyMap(fieldBindings: [KeyBinding<Form.Action>]) {
    // In the view, before the focused field's own keys:
    let bindings = Focus.keyMap { .focusMoved($0) } + fieldBindings
    _ = bindings
  }

  static func moved() {
    typealias Field = Form.Field
    let next = Focus.moved(Field.title, .next)  // .item
    let wrapped = Focus.moved(Field.item, .next)  // .title
    _ = (next, wrapped)
  }

  @Reducer
  struct Survey {
    enum Field: Hashable { case title, item(UUID) }

    struct Item: Equatable, Identifiable {
      let id: UUID
      var text: String
    }
    @ObservableState
    struct State: Equatable {
      var items: [Item] = []
      var focus: Field?
    }
    enum Action { case tabPressed }

    func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
      let fields = [Field.title] + state.items.map { .item($0.id) }
      state.focus = Focus.moved(state.focus, .next, among: fields)
      return .none
    }
  }
}
