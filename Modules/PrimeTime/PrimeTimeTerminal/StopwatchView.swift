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

  /// The stopwatch in words: running, the time in whole minutes (and hours, from the first),
  /// so that a screen reader hears a change a minute, not a tick a second; stopped, the time to
  /// the second.
  func describe() -> [String] {
    // In words: a synthesizer reads 01:02 as "one zero two".
    guard state.isRunning else {
      return ["Stopped, \(Narration.duration(seconds: state.elapsedSeconds))"]
    }
    let minutes = state.elapsedSeconds / 60
    let time = minutes == 0 ? "under a minute" : Narration.duration(seconds: minutes * 60)
    return ["Running, \(time)"]
  }

  var bindings: [KeyBinding<Stopwatch.Action>] {
    [
      KeyBinding(
        [.character(" ")], label: state.isRunning ? "stop" : "start",
        action: .startStopButtonTapped),
      KeyBinding([.character("r")], label: "reset", action: .resetButtonTapped),
    ]
  }
}
