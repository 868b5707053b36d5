import Testing

@testable import TerminalUI

@Suite struct RenderDiffTests {
  /// The ncurses backend rewrites only these rows: a missed row would stay stale on screen.
  @Test func changedRowsAreTheRowsThatDiffer() {
    var grid = Grid(size: Size(columns: 20, rows: 5))
    grid.write("Count: 5", row: 2, column: 2)
    #expect(grid.changedRows(from: grid) == [])

    var next = grid
    next.write("6", row: 2, column: 9)
    #expect(next.changedRows(from: grid) == [2])

    // A change of style alone is a change: the selection moving down a list.
    var selected = grid
    selected.fill(row: 1, style: .reverse)
    var moved = grid
    moved.fill(row: 3, style: .reverse)
    #expect(moved.changedRows(from: selected) == [1, 3])
  }

  @Test func everyRowChangesWithoutAPreviousGridOrAtAnotherSize() {
    let grid = Grid(size: Size(columns: 20, rows: 3))
    #expect(grid.changedRows(from: nil) == [0, 1, 2])
    #expect(grid.changedRows(from: Grid(size: Size(columns: 21, rows: 3))) == [0, 1, 2])
    #expect(grid.changedRows(from: Grid(size: Size(columns: 20, rows: 4))) == [0, 1, 2])
  }

  @Test func synchronizedOutputFollowsTheEnvironmentElseTerminfo() {
    #expect(SynchronizedOutput(environment: [:]) == .terminfo)
    #expect(SynchronizedOutput(environment: ["TERMINALUI_SYNC": "1"]) == .on)
    #expect(SynchronizedOutput(environment: ["TERMINALUI_SYNC": "0"]) == .off)
    // An empty or unknown value is no request, as an empty NO_COLOR is none.
    #expect(SynchronizedOutput(environment: ["TERMINALUI_SYNC": ""]) == .terminfo)
    #expect(SynchronizedOutput(environment: ["TERMINALUI_SYNC": "yes"]) == .terminfo)
  }
}
