// The doc comment examples of Modules/Kit/TerminalUI/Accessibility/Narration.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum NarrationDocExamples {
  @Reducer
  struct Tally {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }

    func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
      state.count += 1
      return .none
    }
  }

  struct TallyView: TerminalView {
    let state: Tally.State
    let environment: TerminalEnvironment

    init(state: Tally.State, environment: TerminalEnvironment) {
      self.state = state
      self.environment = environment
    }

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      canvas.write("Count \(state.count)", row: 0, in: canvas.bounds)
      return canvas.grid
    }

    func command(for key: Key) -> TerminalCommand<Tally.Action>? {
      key == .character("+") ? .send(.incrementButtonTapped) : nil
    }

    func describe() -> [String] { ["Tally", "Count \(state.count)"] }
  }

  static func spoken() {
    let line = Narration.spoken(from: ["Counter tab", "Count 3"], to: ["Counter tab", "Count 4"])
    // "Count 4."
    _ = line
  }

  static func spokenWithoutAKey() {
    let line = Narration.spoken(
      from: ["Pantry", "Deleted milk."], to: ["Pantry"], afterKey: false)
    // nil
    _ = line
  }

  static func opening() {
    let opening = Narration.opening(["Pomodoro", "25:00 left"])
    // "Pomodoro. 25:00 left. Press question mark for keys."
    _ = opening
  }

  /// A loop's step, the view made afresh from the store's state each time it is read.
  @MainActor
  struct Loop {
    let store: StoreOf<Tally>
    let environment: TerminalEnvironment
    let backend: InMemoryBackend
    var view: TallyView { TallyView(state: store.state, environment: environment) }

    func step(_ action: Tally.Action) {
      var narrator = Narrator(view.describe())
      narrator.keySent()
      store.send(action)
      if let line = narrator.spoken(view.describe()) { backend.speak(line) }
    }
  }

  static func nothing() {
    let said = Narration.nothing(for: .character("x"))
    // "x: nothing here. Question mark for keys."
    let overHelp = Narration.nothing(for: .character("+"), over: "help")
    // "plus: help is open. Escape closes it."
    _ = (said, overHelp)
  }

  static func unchanged() {
    let said = Narration.unchanged(.down)  // "down arrow: no change."
    let moved = Narration.unchanged(.left, cursor: "i")  // "i"
    _ = (said, moved)
  }

  static func closing() -> String {
    let said = Narration.closing(saved: "2 checklists saved")  // "Closed. 2 checklists saved."
    return said
  }

  static func plain() -> String {
    let said = Narration.plain("Press + or - to change the count (1, 2, 3…).")
    // "Press plus or minus to change the count (1, 2, 3...)."
    return said
  }

  static func duration() -> String {
    let said = Narration.duration(seconds: 62)  // "1 minute 2 seconds"
    return said
  }

  static func words() -> String {
    let said = Narration.words(fromCode: "tabSelected(.log)")  // "tab selected, log"
    return said
  }

  static func whereYouAre() -> String {
    let said = Narration.whereYouAre(["Counter tab, 1 of 5", "Count 3"])
    // "Counter tab, 1 of 5. Count 3."
    return said
  }
}
