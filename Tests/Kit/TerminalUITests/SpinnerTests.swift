import Testing

@testable import TerminalUI

/// The kit's spinner and progress bar, in Unicode and in ASCII.
@MainActor
@Suite struct SpinnerTests {
  @Test func framesFollowTheTick() {
    let ascii = Glyphs(isUnicode: false)
    #expect((0..<5).map { Spinner.frame(tick: $0, glyphs: ascii) } == ["|", "/", "-", "\\", "|"])
    let unicode = Glyphs(isUnicode: true)
    #expect(Spinner.frame(tick: 0, glyphs: unicode) == "⠋")
    #expect(Spinner.frame(tick: 10, glyphs: unicode) == "⠋")
    #expect(Spinner.frame(tick: -1, glyphs: unicode) == "⠏")
    #expect(Spinner.frame(tick: Int.min, glyphs: ascii) == "|")
  }

  @Test func rendersTheFrameAndItsLabel() {
    var canvas = Canvas(size: Size(columns: 24, rows: 1), glyphs: Glyphs(isUnicode: true))
    Spinner.render(tick: 1, label: "Loading favorites…", in: canvas.bounds, on: &canvas)
    #expect(canvas.grid.text == "⠙ Loading favorites…")
    var ascii = Canvas(size: Size(columns: 12, rows: 1), glyphs: Glyphs(isUnicode: false))
    Spinner.render(tick: 3, label: "Loading favorites…", in: ascii.bounds, on: &ascii)
    #expect(ascii.grid.text == "\\ Loading...")
  }
}

@MainActor
@Suite struct ProgressBarTests {
  func frame(
    _ fraction: Double, label: String? = nil, width: Int = 20, unicode: Bool = true
  ) -> String {
    var canvas = Canvas(size: Size(columns: width, rows: 1), glyphs: Glyphs(isUnicode: unicode))
    ProgressBar.render(fraction: fraction, label: label, in: canvas.bounds, on: &canvas)
    return canvas.grid.text
  }

  @Test func unicodeMovesByEighths() {
    #expect(frame(0.42, label: "Saving") == "Saving ███▎░░░░  42%")
    #expect(frame(0) == "░░░░░░░░░░░░░░░   0%")
    #expect(frame(1) == "███████████████ 100%")
    // 99.9% is not done.
    #expect(frame(0.999) == "██████████████▉  99%")
  }

  @Test func asciiFallsBack() {
    #expect(frame(0.5, unicode: false) == "[######-------]  50%")
    #expect(frame(0.42, label: "Saving", unicode: false) == "Saving [##----]  42%")
  }

  @Test func outOfRangeFractionsAreClamped() {
    #expect(frame(2) == frame(1))
    #expect(frame(-1) == frame(0))
    #expect(frame(.nan) == frame(0))
  }

  /// A long label is cut so the bar keeps some room.
  @Test func aLongLabelIsCutFirst() {
    #expect(frame(0.5, label: "Downloading favorites") == "Downloadi… ██░░  50%")
  }

  @Test func tinyRectanglesDoNotCrash() {
    for width in 0...12 {
      for unicode in [true, false] {
        var canvas = Canvas(size: Size(columns: 12, rows: 1), glyphs: Glyphs(isUnicode: unicode))
        let rect = Rect(column: 0, row: 0, width: width, height: 1)
        ProgressBar.render(fraction: 0.7, label: "Saving", in: rect, on: &canvas)
        Spinner.render(tick: 3, label: "Saving", in: rect, on: &canvas)
        #expect(DisplayWidth.of(canvas.grid.text) <= 12)
      }
    }
  }
}
