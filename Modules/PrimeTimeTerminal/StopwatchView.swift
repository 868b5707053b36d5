import TabA
import TerminalUI

/// How the ``Stopwatch`` looks: the time, and whether it runs.
struct StopwatchView {
  let state: Stopwatch.State
  let rect: Rect

  func draw(on canvas: inout Canvas) {
    canvas.write("Stopwatch", row: 0, in: rect, style: .bold)
    canvas.write(state.formattedElapsed, row: 2, column: 2, in: rect, style: .bold)
    canvas.write(
      state.isRunning ? "running" : "stopped", row: 4, column: 2, in: rect,
      style: state.isRunning ? .accent : .dim)
  }

  var bindings: [KeyBinding<Stopwatch.Action>] {
    [
      KeyBinding(
        [.character(" ")], hint: "space", label: state.isRunning ? "stop" : "start",
        action: .startStopButtonTapped),
      KeyBinding([.character("r")], hint: "r", label: "reset", action: .resetButtonTapped),
    ]
  }
}
