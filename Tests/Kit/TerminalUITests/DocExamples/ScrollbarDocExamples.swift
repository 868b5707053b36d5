// The doc comment examples of Modules/Kit/TerminalUI/Drawing/Scrollbar.swift, compiled; never run.
import TerminalUI

private enum ScrollbarDocExamples {
  static func scrollbar() {
    let bar = Scrollbar(total: 120, visible: 10, offset: 55)
    let thumb = bar.thumb(height: 10)  // 5..<6: a tenth of the track, half way down
    let offset = bar.offset(atTrackRow: 9, height: 10)  // 110: a click at the bottom
    _ = (thumb, offset)
  }

  static func draw() {
    var canvas = Canvas(size: Size(columns: 40, rows: 10), glyphs: Glyphs(isUnicode: true))
    canvas.scrollbar(Scrollbar(total: 120, visible: 10, offset: 0), in: canvas.bounds)
    _ = canvas.grid
  }
}
