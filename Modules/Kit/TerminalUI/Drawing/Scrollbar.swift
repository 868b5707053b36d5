/// Where a scrolled view is within what it scrolls, drawn as a bar one column wide: a track the
/// height of the view and a thumb as long as the share shown, as far down as the view is
/// scrolled. Every scrolling widget of the kit draws its position with it, and answers a click
/// on its track the same way.
///
/// ```swift
/// let bar = Scrollbar(total: 120, visible: 10, offset: 55)
/// let thumb = bar.thumb(height: 10)  // 5..<6: a tenth of the track, half way down
/// let offset = bar.offset(atTrackRow: 9, height: 10)  // 110: a click at the bottom
/// ```
public struct Scrollbar: Equatable, Sendable {
  /// How many lines there are.
  public var total: Int
  /// How many of them show.
  public var visible: Int
  /// The first line shown.
  public var offset: Int

  public init(total: Int, visible: Int, offset: Int) {
    self.total = max(0, total)
    self.visible = max(0, visible)
    self.offset = max(0, offset)
  }

  /// Whether there is more than shows.
  public var isNeeded: Bool { total > visible }

  /// Whether a bar is drawn on a track `height` cells tall: when there is more than shows,
  /// and the track has room to say where (two cells or more).
  public func isShown(height: Int) -> Bool { isNeeded && height > 1 }

  /// The first line a view can be scrolled to and still be full.
  public var maxOffset: Int { max(0, total - visible) }

  /// The rows of a track `height` cells tall that the thumb covers: at least one, at the top
  /// only at offset 0 and at the bottom only at the last offset, so the bar never says "the
  /// end" before it is reached.
  public func thumb(height: Int) -> Range<Int> {
    guard height > 0, total > 0 else { return 0..<0 }
    guard isNeeded else { return 0..<height }
    let length = min(height, max(1, (height * visible + total / 2) / total))
    let room = height - length
    let offset = min(self.offset, maxOffset)
    var start = (room * offset + maxOffset / 2) / maxOffset
    if offset > 0, start == 0, room > 0 { start = 1 }
    if offset < maxOffset, start == room, room > 0 { start = room - 1 }
    return start..<start + length
  }

  /// The offset a click on row `row` of a track `height` cells tall scrolls to: that share of
  /// the way down, so the top row is the start and the bottom row the end.
  public func offset(atTrackRow row: Int, height: Int) -> Int {
    guard height > 1 else { return 0 }
    let row = min(max(row, 0), height - 1)
    return (maxOffset * row + (height - 1) / 2) / (height - 1)
  }
}

extension Canvas {
  /// Draws `bar` down the last column of `rect`, when it is shown there (see
  /// ``Scrollbar/isShown(height:)``): the track dim, the thumb bold.
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(columns: 40, rows: 10), glyphs: Glyphs(isUnicode: true))
  /// canvas.scrollbar(Scrollbar(total: 120, visible: 10, offset: 0), in: canvas.bounds)
  /// ```
  public mutating func scrollbar(_ bar: Scrollbar, in rect: Rect) {
    guard bar.isShown(height: rect.height), rect.width > 0 else { return }
    let track = Rect(
      column: rect.column + rect.width - 1, row: rect.row, width: 1, height: rect.height)
    let thumb = bar.thumb(height: rect.height)
    for row in 0..<rect.height {
      let isThumb = thumb.contains(row)
      write(
        isThumb ? glyphs.scrollbar.thumb : glyphs.scrollbar.track, row: row, in: track,
        style: isThumb ? .bold : .dim)
    }
  }
}
