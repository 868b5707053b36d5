import TerminalUI

public struct CounterView: TerminalView {
  let state: Counter.State
  let environment: TerminalEnvironment

  public init(state: Counter.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  var layers: Layers<Counter.Action> {
    Layers(base: [
      KeyBinding([.character("+")], label: "more", action: .incrementButtonTapped),
      KeyBinding([.character("-")], label: "less", action: .decrementButtonTapped),
    ])
  }

  public func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds, style: .bold)
    let keys = layers.bindings.compactMap { binding in
      binding.hint.map { "\($0) \(binding.label)" }
    }
    canvas.write(keys.joined(separator: "  "), row: environment.size.rows - 1, in: canvas.bounds)
    return canvas.grid
  }

  public func command(for key: Key) -> TerminalCommand<Counter.Action>? {
    layers.command(for: key)
  }
}
