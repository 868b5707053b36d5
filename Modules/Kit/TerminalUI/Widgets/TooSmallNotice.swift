/// What a screen shows in place of itself when the terminal is smaller than the least it can be
/// laid out in: `Terminal too small` in bold, then the size needed and the size there is, from
/// the top left corner. The app draws again at the next resize, so the notice goes as soon as
/// the terminal is large enough.
///
/// ```swift
/// static let minimumSize = Size(columns: 40, rows: 12)
///
/// func render() -> Grid {
///   var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
///   guard TooSmallNotice.fits(environment.size, minimum: Self.minimumSize) else {
///     TooSmallNotice.render(minimum: Self.minimumSize, on: &canvas)
///     return canvas.grid
///   }
///   // … the screen
///   return canvas.grid
/// }
/// // At 39x11:
/// // Terminal too small
/// // need 40x12
/// // have 39x11
/// ```
public enum TooSmallNotice {
  /// Whether `size` is at least `minimum` in both directions, so the screen is drawn rather
  /// than the notice.
  public static func fits(_ size: Size, minimum: Size) -> Bool {
    size.columns >= minimum.columns && size.rows >= minimum.rows
  }

  /// Draws the notice over the whole canvas: what it says, what `minimum` is, and the canvas's
  /// size.
  public static func render(minimum: Size, on canvas: inout Canvas) {
    let size = canvas.grid.size
    canvas.clear(canvas.bounds)
    let lines = [
      "Terminal too small",
      "need \(minimum.columns)x\(minimum.rows)",
      "have \(size.columns)x\(size.rows)",
    ]
    for (row, line) in lines.enumerated() {
      canvas.write(line, row: row, in: canvas.bounds, style: row == 0 ? .bold : [])
    }
  }

  /// The notice in words, for a screen reader: what it says, what `minimum` is, and `size`.
  ///
  /// ```swift
  /// guard !isTooSmall else { return [TooSmallNotice.describe(minimum: minimumSize, size: size)] }
  /// // "Terminal too small: need 40 by 12, have 39 by 11."
  /// ```
  public static func describe(minimum: Size, size: Size) -> String {
    "Terminal too small: need \(minimum.columns) by \(minimum.rows), have \(size.columns) by "
      + "\(size.rows)."
  }
}
