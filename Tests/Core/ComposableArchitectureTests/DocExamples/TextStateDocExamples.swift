// The doc comment examples of Modules/Core/ComposableArchitecture/Alerts/TextState.swift, compiled; never run.

import ComposableArchitecture

private enum TextStateDocExamples {
  enum Alert: Equatable { case undo }

  struct State {
    var alert: AlertState<Alert>?
  }

  static func showSaved(count: Int, state: inout State) {
    state.alert = AlertState { TextState("Saved \(count) notes") }
  }

  static func concatenate(count: Int) {
    let title = TextState("Saved ") + TextState("\(count)") + TextState(" notes")
    _ = title
  }

  static func read(alert: AlertState<Alert>) {
    let title = String(state: alert.title)  // "Saved 3 notes"
    _ = title
  }
}
