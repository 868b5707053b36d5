import TerminalUI

/// The pomodoro on the screen, laid out in rows: a title, the countdown, room, the status line
/// and the key bar.
public struct PomodoroView: TerminalView {
  let state: Pomodoro.State
  let environment: TerminalEnvironment

  public init(state: Pomodoro.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  /// The kit's themes, each with the pomodoro's own token: the last minute in orange.
  public static let themes = Theme.all.map {
    $0.adding([.lastMinute: Appearance(foreground: .rgb(0xFF, 0x87, 0x00), attributes: .bold)])
  }

  var layers: Layers<Pomodoro.Action> {
    Layers(base: [
      KeyBinding(
        [.character(" ")], hint: "space", label: state.countdown.isRunning ? "pause" : "start",
        action: .countdown(.toggle)),
      KeyBinding([.character("r")], hint: "r", label: "reset", action: .countdown(.reset)),
    ])
  }

  public func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    let rows = Rect(size: environment.size)
      .rows(.fixed(1), .fixed(1), .fill(), .fixed(1), .fixed(1))
    canvas.write("Pomodoro  \(state.finished) done", row: 0, in: rows[0], style: .bold)
    let isLastMinute = state.countdown.isRunning && state.countdown.remaining < .seconds(60)
    Countdown.render(
      state.countdown, in: rows[1], on: &canvas, style: isLastMinute ? .lastMinute : [])
    StatusLine.render(state.status, in: rows[3], on: &canvas)
    KeyBar.render(layers.bindings, in: rows[4], on: &canvas)
    return canvas.grid
  }

  /// The screen in words, for the accessible mode: the widgets say their part.
  public func describe() -> [String] {
    [
      "Pomodoro, \(state.finished) done", Countdown.describe(state.countdown),
      StatusLine.describe(state.status),
    ].compactMap { $0 }
  }

  public func command(for key: Key) -> TerminalCommand<Pomodoro.Action>? {
    layers.command(for: key)
  }
}

extension Style {
  /// The pomodoro's own token: the time left once under a minute, which its themes colour.
  public static let lastMinute = Style.custom(0)
}
