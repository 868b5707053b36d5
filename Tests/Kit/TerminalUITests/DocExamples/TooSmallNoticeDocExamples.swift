// The doc comment examples of Modules/Kit/TerminalUI/Widgets/TooSmallNotice.swift, compiled; never run.

import ComposableArchitecture
import TerminalUI

private enum TooSmallNoticeDocExamples {
  @Reducer
  struct Board {
    @ObservableState
    struct State: Equatable {}
    enum Action {}

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  struct BoardView: TerminalView {
    let state: Board.State
    let environment: TerminalEnvironment

    init(state: Board.State, environment: TerminalEnvironment) {
      self.state = state
      self.environment = environment
    }

    static let minimumSize = Size(columns: 40, rows: 12)

    func render() -> Grid {
      var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
      guard TooSmallNotice.fits(environment.size, minimum: Self.minimumSize) else {
        TooSmallNotice.render(minimum: Self.minimumSize, on: &canvas)
        return canvas.grid
      }
      // … the screen
      return canvas.grid
    }
    // At 39x11:
    // Terminal too small
    // need 40x12
    // have 39x11

    func command(for key: Key) -> TerminalCommand<Board.Action>? { nil }
  }

  struct Described {
    let size: Size
    let minimumSize = Size(columns: 40, rows: 12)
    var isTooSmall: Bool { !TooSmallNotice.fits(size, minimum: minimumSize) }

    func describe() -> [String] {
      guard !isTooSmall else { return [TooSmallNotice.describe(minimum: minimumSize, size: size)] }
      // "Terminal too small: need 40 by 12, have 39 by 11."
      return ["Board"]
    }
  }
}
