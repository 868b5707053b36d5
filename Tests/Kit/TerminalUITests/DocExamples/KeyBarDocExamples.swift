// The doc comment examples of Modules/Kit/TerminalUI/Widgets/KeyBar.swift, compiled; never run.

import TerminalUI

private enum KeyBarDocExamples {
  enum Action: Equatable {
    case add, delete, filter, help, quit, remove, close
  }

  static let screenBindings = [
    KeyBinding([.character("a")], label: "add", action: Action.add),
    KeyBinding([.character("d")], label: "delete", action: Action.delete),
    KeyBinding([.character("/")], label: "filter", action: Action.filter),
  ]
  static let globalBindings = [
    KeyBinding([.character("?")], label: "help", action: Action.help),
    KeyBinding([.character("q")], label: "quit", action: Action.quit),
  ]

  /// In a terminal 62 columns wide.
  static func render(size: Size, on canvas: inout Canvas) {
    let bar = Rect(size: size).rows(.fill(), .fixed(1))[1]
    KeyBar.render(screenBindings, fixed: globalBindings, in: bar, on: &canvas)
    // " a add  d delete  / filter                     ? help  q quit "
    KeyBar.render(screenBindings + globalBindings, in: bar, on: &canvas)  // the same
  }

  /// An overlay that binds its own Esc to close it, in a bar 31 columns wide.
  static func render(in bar: Rect, on canvas: inout Canvas) {
    var layers = Layers(base: screenBindings + globalBindings)
    layers.push(
      [
        KeyBinding([.character("r")], label: "remove", action: Action.remove),
        KeyBinding([.character("?")], label: "help", action: Action.help),
        KeyBinding([.escape], label: "close", action: Action.close),
      ], close: .close)
    KeyBar.render(layers.bindings, in: bar, on: &canvas)  // " r remove      ? help  q close "
  }
}
