import TerminalUI

/// The pantry on the screen: the list above, the new item's field (while open) and the key bar
/// below. The field, when open, takes the keys; then the list's filter, while it is typed.
public struct PantryView: TerminalView {
  let state: Pantry.State
  let environment: TerminalEnvironment

  public init(state: Pantry.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  var size: Size { environment.size }
  var listRect: Rect {
    Rect(column: 0, row: 0, width: size.columns, height: size.rows - 3)
  }
  var fieldRect: Rect { Rect(column: 0, row: size.rows - 3, width: size.columns, height: 2) }

  /// The list's keys and the pantry's at the base; over them the list's filter while it is
  /// typed, or the new item's field while it is open.
  var layers: Layers<Pantry.Action> {
    let list = List.keyMap(for: state.list, in: listRect).map { $0.map(Pantry.Action.list) }
    if state.list.selection.isFiltering {
      var layers = Layers<Pantry.Action>(base: [])
      layers.push(list, close: .list(.clearFilter)) { key in
        List.action(for: key, state: state.list, in: listRect).map(Pantry.Action.list)
      }
      return layers
    }
    var layers = Layers(
      base: list + [
        KeyBinding([.character("a")], hint: "a", label: "add", action: .addButtonTapped),
        KeyBinding([.character("d")], hint: "d", label: "delete", action: .deleteButtonTapped),
      ])
    if state.newItem != nil {
      layers.push(
        TextField.keyMap.map { $0.map(Pantry.Action.newItem) }, close: .newItem(.cancel)
      ) { key in
        TextField.action(for: key).map(Pantry.Action.newItem)
      }
    }
    return layers
  }

  public func render() -> Grid {
    var canvas = Canvas(size: size, glyphs: environment.glyphs)
    if state.items.isEmpty {
      canvas.write("Nothing yet: a adds an item.", row: 0, in: listRect, style: .dim)
    } else {
      List.render(state.list, in: listRect, on: &canvas, isFocused: state.newItem == nil)
    }
    if let newItem = state.newItem {
      TextField.render(newItem, in: fieldRect, on: &canvas)
    }
    let keys = layers.bindings.compactMap { binding in
      binding.hint.map { "\($0) \(binding.label)" }
    }
    canvas.write(keys.joined(separator: "  "), row: size.rows - 1, in: canvas.bounds)
    return canvas.grid
  }

  public func command(for key: Key) -> TerminalCommand<Pantry.Action>? {
    switch key {
    case .click, .scrollUp, .scrollDown:
      List.action(for: key, state: state.list, in: listRect).map { .send(.list($0)) }
    default:
      layers.command(for: key)
    }
  }
}
