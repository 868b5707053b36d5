// The doc comment examples of Modules/PrimeTime/PrimeTimeTerminal/CounterView.swift, compiled; never run.
import AppFeature
import TerminalUI

@testable import PrimeTimeTerminal

private enum CounterViewDocExamples {
  static func counterView(
    app: AppFeature.State, state: PrimeTimeTerminal.State, content: Rect
  ) -> CounterView {
    CounterView(
      state: app.counter, countField: state.countField, answerBox: state.answerBox,
      failureBox: state.failureBox, favorites: .read, rect: content
    ) { .app(.counter($0)) }
  }
}
