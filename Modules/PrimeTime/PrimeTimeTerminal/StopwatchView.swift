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
    guard state.isRunning else { return ["Stopwatch \(state.formattedElapsed), stopped"] }
    let (hours, minutes) = (state.elapsedSeconds / 3600, state.elapsedSeconds / 60 % 60)
    let time =
      switch (hours, minutes) {
      case (0, 0): "under a minute"
      case (0, _): "\(minutes) min"
      case (_, 0): "\(hours) h"
      default: "\(hours) h \(minutes) min"
      }
    return ["Stopwatch running, \(time)"]
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
