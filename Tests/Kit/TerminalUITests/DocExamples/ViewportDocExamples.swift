// The doc comment examples of Modules/Kit/TerminalUI/Widgets/Viewport.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum ViewportDocExamples {
  @Reducer
  struct Console {
    enum Action {
      case output(Viewport<String>.Action)
    }

    @ObservableState
    struct State: Equatable {
      var lines: [String] = []
      var linesPosition = ViewportPosition(followsEnd: true)

      var output: Viewport<String>.State {
        get { Viewport.State(lines: lines, position: linesPosition) }
        set { linesPosition = newValue.position }
      }
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.output, action: \.output) { Viewport() }
    }
  }
  typealias Action = Console.Action

  @MainActor
  static func view(
    _ state: Console.State, key: Key, store: StoreOf<Console>, in outputRect: Rect,
    on canvas: inout Canvas
  ) {
    // In the view, which knows where the text is drawn:
    Viewport.render(state.output, in: outputRect, on: &canvas)
    if let action = Viewport.action(for: key, state: state.output, in: outputRect) {
      store.send(.output(action))
    }
  }

  struct Entry: Equatable, Sendable {
    var text: String
    var style: Style
  }

  static func state(entries: [Entry], entriesPosition: ViewportPosition) {
    let output = Viewport.State(lines: entries, position: entriesPosition, style: { $0.style }) {
      $0.text
    }
    _ = output
  }

  struct Log {
    var log: [String] = []
    var logPosition = ViewportPosition(followsEnd: true)  // a log: the newest lines show

    mutating func drop(_ dropped: Int) {
      log.removeFirst(dropped)
      logPosition.firstLinesRemoved(dropped)
    }
  }

  static func strings() {
    let output = Viewport.State(lines: ["one", "two", "three"])
    let message = Viewport.State(text: "A long message.\nIn two paragraphs.")
    _ = (output, message)
  }

  static func keys(_ state: Console.State, in outputRect: Rect) {
    let bindings = Viewport.keyMap(for: state.output, in: outputRect).map {
      $0.map(Action.output)
    }
    _ = bindings
  }

  static func action(_ state: Console.State, in outputRect: Rect) {
    let action = Viewport.action(for: .pageDown, state: state.output, in: outputRect)
    _ = action
  }

  static func render(_ state: Console.State, on canvas: inout Canvas) {
    Viewport.render(state.output, in: Rect(column: 0, row: 1, width: 60, height: 20), on: &canvas)
  }

  /// 120 lines, from the fifth in a rectangle 10 rows tall.
  static func describe(_ state: Console.State, in outputRect: Rect) {
    let said = Viewport.describe(state.output, in: outputRect)  // "Lines 5 to 14 of 120: …"
    _ = said
  }
}
