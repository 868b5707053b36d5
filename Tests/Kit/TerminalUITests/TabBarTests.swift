import ComposableArchitecture
import Testing

@testable import TerminalUI

/// The kit's tab bar: number keys and brackets, clicks on titles, and the
/// selected title shown however narrow the bar.
@MainActor
@Suite struct TabBarTests {
  let titles = ["Counter", "Favorites", "Stopwatch", "Activity", "Log"]

  @Test func numbersAndBracketsAskForATab() {
    let state = TabBar.State(titles: titles, selection: 2)
    let bar = Rect(column: 0, row: 0, width: 80, height: 1)
    let keys: [Key] = [.character("3"), .character("]"), .tab, .backTab, .character("[")]
    #expect(
      keys.map { TabBar.action(for: $0, state: state, in: bar) } == [
        .select(2), .selectNext, .selectNext, .selectPrevious, .selectPrevious,
      ])
    // Five tabs: 6 is no tab's key.
    #expect(TabBar.action(for: .character("6"), state: state, in: bar) == nil)
  }

  @Test func keyMapClaimsEachKeyOnce() {
    let keyMap = TabBar.keyMap(for: TabBar.State(titles: titles))
    #expect(keyMap.conflictingKeys().isEmpty)
    #expect(keyMap.compactMap(\.hint) == ["1-5"])
    #expect(keyMap[1].help == "the Favorites tab")
    let many = TabBar.State(titles: (1...12).map { "Tab \($0)" })
    #expect(TabBar.keyMap(for: many).count == 9 + 2)
    #expect(TabBar.keyMap(for: TabBar.State(titles: [])).isEmpty)
  }

  @Test func aClickSelectsTheTitleUnderIt() {
    let state = TabBar.State(titles: titles)
    let bar = Rect(column: 1, row: 0, width: 78, height: 1)
    // " 1 Counter " takes columns 1 to 11 of the screen, then a gap, then " 2 Favorites ".
    #expect(TabBar.action(for: .click(column: 1, row: 0), state: state, in: bar) == .select(0))
    #expect(TabBar.action(for: .click(column: 11, row: 0), state: state, in: bar) == .select(0))
    #expect(TabBar.action(for: .click(column: 12, row: 0), state: state, in: bar) == nil)
    #expect(TabBar.action(for: .click(column: 13, row: 0), state: state, in: bar) == .select(1))
    #expect(TabBar.action(for: .click(column: 13, row: 1), state: state, in: bar) == nil)
    #expect(TabBar.action(for: .click(column: 79, row: 0), state: state, in: bar) == nil)
  }

  func frame(_ state: TabBar.State, width: Int) -> String {
    var canvas = Canvas(size: Size(columns: width, rows: 1), glyphs: Glyphs(isUnicode: true))
    TabBar.render(state, in: canvas.bounds, on: &canvas)
    return canvas.grid.text
  }

  @Test func narrowBarsShowTheSelectedTitleOnly() {
    var state = TabBar.State(titles: titles, selection: 2)
    #expect(
      frame(state, width: 60) == " 1 Counter   2 Favorites   3 Stopwatch   4 Activity   5 Log")
    #expect(frame(state, width: 40) == " 1   2   3 Stopwatch   4   5")
    // Too narrow even for that: the selected title is cut, not dropped.
    #expect(frame(state, width: 22) == " 1   2   3 St…  4   5")
    state.selection = 4
    #expect(frame(state, width: 24) == " 1   2   3   4   5 Log")
  }

  /// A badge (a spinner for work under way) stays beside its tab's number where the title
  /// gives way, so it is seen from every tab.
  @Test func badgesShowOnEveryTabHoweverNarrow() {
    var state = TabBar.State(titles: titles, selection: 2, badges: [0: "⠋"])
    #expect(
      frame(state, width: 62) == " 1 Counter ⠋   2 Favorites   3 Stopwatch   4 Activity   5 Log")
    #expect(frame(state, width: 40) == " 1 ⠋   2   3 Stopwatch   4   5")
    state.selection = 0
    #expect(frame(state, width: 40) == " 1 Counter ⠋   2   3   4   5")
    // A click still finds the tab under it: " 1 ⠋ " takes columns 0 to 4.
    state.selection = 2
    let bar = Rect(column: 0, row: 0, width: 40, height: 1)
    #expect(TabBar.action(for: .click(column: 4, row: 0), state: state, in: bar) == .select(0))
    #expect(TabBar.action(for: .click(column: 6, row: 0), state: state, in: bar) == .select(1))
  }

  @Test func theSelectedTitleIsReversed() {
    var canvas = Canvas(size: Size(columns: 40, rows: 1), glyphs: Glyphs(isUnicode: true))
    TabBar.render(TabBar.State(titles: titles, selection: 1), in: canvas.bounds, on: &canvas)
    let reversed = canvas.grid.rows[0].indices.filter {
      canvas.grid.rows[0][$0].style.contains(.reverse)
    }
    #expect(reversed == Array(4..<17))
  }

  @Test func tinyRectanglesDoNotCrash() {
    for width in 0...6 {
      for height in 0...2 {
        var canvas = Canvas(size: Size(columns: 6, rows: 2), glyphs: Glyphs(isUnicode: false))
        let rect = Rect(column: 0, row: 0, width: width, height: height)
        for selection in 0..<titles.count {
          TabBar.render(TabBar.State(titles: titles, selection: selection), in: rect, on: &canvas)
          _ = TabBar.action(
            for: .click(column: 2, row: 0), state: TabBar.State(titles: titles), in: rect)
        }
        TabBar.render(TabBar.State(titles: []), in: rect, on: &canvas)
      }
    }
  }
}
