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

  /// The stopwatch in words: running, the time in whole minutes, so that a screen reader hears
  /// a change a minute, not a tick a second; stopped, the time to the second.
  func describe() -> [String] {
    guard state.isRunning else { return ["Stopwatch \(state.formattedElapsed), stopped"] }
    let minutes = state.elapsedSeconds / 60
    return [
      minutes == 0
        ? "Stopwatch running, under a minute" : "Stopwatch running, \(minutes) min"
    ]
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
