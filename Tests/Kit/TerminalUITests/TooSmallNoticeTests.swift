import Testing

@testable import TerminalUI

/// The kit's notice for a terminal smaller than a screen can be laid out in.
@Suite struct TooSmallNoticeTests {
  @Test func aSizeFitsWhenItIsAtLeastTheMinimumBothWays() {
    let minimum = Size(columns: 40, rows: 12)
    #expect(TooSmallNotice.fits(Size(columns: 40, rows: 12), minimum: minimum))
    #expect(TooSmallNotice.fits(Size(columns: 200, rows: 60), minimum: minimum))
    #expect(!TooSmallNotice.fits(Size(columns: 39, rows: 60), minimum: minimum))
    #expect(!TooSmallNotice.fits(Size(columns: 200, rows: 11), minimum: minimum))
  }

  /// The notice says what is needed and what there is, and covers whatever was drawn before.
  @Test func theNoticeNamesBothSizesOverWhateverWasDrawn() {
    var canvas = Canvas(size: Size(columns: 20, rows: 5), glyphs: Glyphs(isUnicode: true))
    canvas.write("an older frame's text", row: 3, in: canvas.bounds)
    TooSmallNotice.render(minimum: Size(columns: 40, rows: 12), on: &canvas)
    #expect(
      canvas.grid.text == """
        Terminal too small
        need 40x12
        have 20x5


        """)
    #expect(canvas.grid.rows[0][0].style == .bold)
    #expect(canvas.grid.rows[1][0].style == [])
  }

  /// A screen reader hears the notice with both sizes, as the screen shows them.
  @Test func theNoticeInWordsNamesBothSizes() {
    #expect(
      TooSmallNotice.describe(
        minimum: Size(columns: 40, rows: 12), size: Size(columns: 39, rows: 11))
        == "Terminal too small: need 40 by 12, have 39 by 11.")
  }

  /// Cut with an ellipsis, as any text, when even the notice does not fit.
  @Test func aTinyTerminalShowsWhatFits() {
    var canvas = Canvas(size: Size(columns: 10, rows: 2), glyphs: Glyphs(isUnicode: false))
    TooSmallNotice.render(minimum: Size(columns: 40, rows: 12), on: &canvas)
    #expect(
      canvas.grid.text == """
        Termina...
        need 40x12
        """)
  }
}
