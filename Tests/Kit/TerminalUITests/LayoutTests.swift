import Testing

@testable import TerminalUI

/// A rectangle split into rows or columns by constraints: every cell is given once, in order,
/// and a part never gets more than there is.
@Suite struct LayoutTests {
  let screen = Rect(column: 0, row: 0, width: 80, height: 24)

  @Test func fixedRowsAroundAFillTakeTheirsAndTheFillTheRest() {
    #expect(
      screen.rows(.fixed(1), .fill(), .fixed(1)) == [
        Rect(column: 0, row: 0, width: 80, height: 1),
        Rect(column: 0, row: 1, width: 80, height: 22),
        Rect(column: 0, row: 23, width: 80, height: 1),
      ])
  }

  @Test func columnsKeepTheRowsAndStartWhereTheLastEnded() {
    let area = Rect(column: 2, row: 3, width: 30, height: 5)
    #expect(
      area.columns(.ratio(1, 3), .fill()) == [
        Rect(column: 2, row: 3, width: 10, height: 5),
        Rect(column: 12, row: 3, width: 20, height: 5),
      ])
  }

  @Test func fillsShareWhatIsLeftByWeightTheFirstTakingTheCellsLeftOver() {
    #expect(Rect.sizes(of: [.fill(1), .fill(2)], in: 10) == [4, 6])
    #expect(Rect.sizes(of: [.fill(), .fill(), .fill()], in: 10) == [4, 3, 3])
    #expect(Rect.sizes(of: [.fixed(4), .fill(), .fill()], in: 9) == [4, 3, 2])
  }

  @Test func aMinimumTakesItsCellsAndAShareOfWhatIsLeft() {
    #expect(Rect.sizes(of: [.minimum(10), .fill()], in: 30) == [20, 10])
    #expect(Rect.sizes(of: [.minimum(10), .fill()], in: 12) == [11, 1])
    #expect(Rect.sizes(of: [.minimum(10), .fixed(3)], in: 30) == [27, 3])
  }

  @Test func whereTheSpaceIsShortTheLaterPartsGetLess() {
    #expect(Rect.sizes(of: [.fixed(5), .fixed(5), .fill()], in: 7) == [5, 2, 0])
    #expect(Rect.sizes(of: [.fixed(5), .minimum(5)], in: 3) == [3, 0])
    #expect(Rect.sizes(of: [.fixed(5)], in: 0) == [0])
  }

  @Test func withoutAFillTheCellsLeftOverStayUnused() {
    #expect(Rect.sizes(of: [.fixed(2), .ratio(1, 2)], in: 10) == [2, 5])
  }

  @Test func nonsenseAsksForNothing() {
    #expect(Rect.sizes(of: [.fixed(-3), .ratio(1, 0), .fill(-1), .fill()], in: 6) == [0, 0, 0, 6])
  }

  @Test func everyCellIsGivenOnceWhateverTheConstraints() {
    let constraints: [[Constraint]] = [
      [.fill(), .fixed(3), .minimum(4), .ratio(1, 4), .fill(3)],
      [.minimum(1), .minimum(2), .minimum(3)],
      [.ratio(2, 3), .ratio(2, 3), .fill()],
    ]
    for parts in constraints {
      for total in 0...50 {
        let sizes = Rect.sizes(of: parts, in: total)
        #expect(sizes.allSatisfy { $0 >= 0 })
        #expect(sizes.reduce(0, +) == total, "\(parts) in \(total): \(sizes)")
      }
    }
  }
}
