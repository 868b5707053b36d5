// The doc comment examples of Modules/Kit/TerminalUI/Focus/Layers.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum LayersDocExamples {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var items: [String] = []
      var itemSelection = ListSelection()
      var help: HelpOverlay.State?
      @Presents var alert: AlertState<Action.Alert>?

      var itemList: List<String>.State {
        get { List.State(rows: items, selection: itemSelection) }
        set { itemSelection = newValue.selection }
      }
    }
    enum Action {
      case alert(PresentationAction<Alert>)
      case field(TextField.Action)
      case helpDismissed
      case itemList(List<String>.Action)
      enum Alert: Equatable { case deleteConfirmed }
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.itemList, action: \.itemList) { List() }
      Reduce { state, action in
        switch action {
        case .helpDismissed:
          state.help = nil
          return .none
        case .alert, .field, .itemList:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }
  typealias Action = Feature.Action

  struct FeatureView {
    let state: Feature.State
    let listBindings: [KeyBinding<Feature.Action>]
    let helpBindings: [KeyBinding<Feature.Action>]
    let alertBindings: [KeyBinding<Feature.Action>]

    var layers: Layers<Feature.Action> {
      var layers = Layers(base: listBindings)
      if state.help != nil {
        layers.push(helpBindings, close: .helpDismissed)
      }
      if state.alert != nil {
        layers.push(alertBindings, close: .alert(.dismiss))
      }
      return layers
    }

    func command(for key: Key) -> TerminalCommand<Feature.Action>? {
      layers.command(for: key)
    }
  }

  static func push(
    _ layers: inout Layers<Action>, helpBindings: [KeyBinding<Action>],
    fieldBindings: [KeyBinding<Action>]
  ) {
    layers.push(helpBindings, close: .helpDismissed, name: "help")
    layers.push(fieldBindings, close: .field(.cancel)) {
      TextField.action(for: $0).map(Action.field)
    }
  }

  static func nothingHere(_ layers: Layers<Action>) {
    let said = layers.nothingHere(for: .character("+"))
    // over help: "plus: help is open. Escape closes it."
    _ = said
  }

  static func command(_ layers: Layers<Action>) {
    let command = layers.command(for: .character("q"))
    // .send(close) over an overlay, .quit at the base
    _ = command
  }

  static func pushFilter(
    _ state: Feature.State, listBindings: [KeyBinding<Action>], in listRect: Rect
  ) {
    var layers = Layers(base: listBindings)
    layers.pushFilter(of: state.itemList, in: listRect) { Action.itemList($0) }
    _ = layers
  }
}
