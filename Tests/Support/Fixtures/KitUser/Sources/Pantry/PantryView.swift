import TerminalUI

/// The pantry on the screen: the list above, the new item's field (while open) or the status
/// line, and the key bar below. The delete's alert, when asked, takes the keys; then the field,
/// when open; then the list's filter, while it is typed. Below 24x6 it says the terminal is
/// too small.
public struct PantryView: TerminalView {
  let state: Pantry.State
  let environment: TerminalEnvironment

  public init(state: Pantry.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  /// The least size the pantry is laid out in.
  public static let minimumSize = Size(columns: 24, rows: 6)

  var size: Size { environment.size }
  /// The list, the field or status line below it, and the key bar at the bottom.
  var rows: [Rect] { Rect(size: size).rows(.fill(), .fixed(2), .fixed(1)) }
  var listRect: Rect { rows[0] }
  var fieldRect: Rect { rows[1] }

  /// The list's keys and the pantry's at the base; over them the list's filter while it is
  /// typed, or the new item's field while it is open.
  var layers: Layers<Pantry.Action> {
    if let alert = state.alert {
      var layers = Layers<Pantry.Action>(base: [])
      layers.push(
        AlertBox.keyMap(for: alert, state: state.alertBox).map { $0.map(Pantry.Action.alertBox) },
        close: .alert(.dismiss))
      return layers
    }
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
        KeyBinding([.character("a")], label: "add", action: .addButtonTapped),
        KeyBinding([.character("d")], label: "delete", action: .deleteButtonTapped),
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
    guard TooSmallNotice.fits(size, minimum: Self.minimumSize) else {
      TooSmallNotice.render(minimum: Self.minimumSize, on: &canvas)
      return canvas.grid
    }
    if state.items.isEmpty {
      canvas.write("Nothing yet: a adds an item.", row: 0, in: listRect, style: .dim)
    } else {
      List.render(state.list, in: listRect, on: &canvas, isFocused: state.newItem == nil)
    }
    if let newItem = state.newItem {
      TextField.render(newItem, in: fieldRect, on: &canvas)
    } else {
      StatusLine.render(state.status, in: fieldRect, on: &canvas)
    }
    if let alert = state.alert {
      // Over everything but the key bar, which names its keys.
      let above = Rect(size: size).rows(.fill(), .fixed(1))[0]
      AlertBox.render(alert, state: state.alertBox, in: above, on: &canvas)
    }
    // `q quit` (`q close` over the alert) stays at the right, whatever else fits.
    KeyBar.render(layers.bindings, in: rows[2], on: &canvas)
    return canvas.grid
  }

  public func command(for key: Key) -> TerminalCommand<Pantry.Action>? {
    guard TooSmallNotice.fits(size, minimum: Self.minimumSize) else {
      return key == .control("c") || key == .character("q") ? .quit : nil
    }
    switch key {
    case .click, .scrollUp, .scrollDown:
      guard state.alert == nil else { return nil }
      return List.action(for: key, state: state.list, in: listRect).map { .send(.list($0)) }
    default:
      return layers.command(for: key)
    }
  }
}
