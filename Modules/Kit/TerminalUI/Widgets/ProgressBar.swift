/// A progress bar: how much of something is done, from 0 to 1, with an optional label before
/// it and the percentage after it. In Unicode the bar moves by eighths of a column; in ASCII it
/// is `[###-----]`.
///
/// ```swift
/// ProgressBar.render(fraction: 0.42, label: "Saving", in: rect, on: &canvas)
/// // In 20 columns: "Saving ███▎░░░░  42%"; in ASCII: "Saving [##----]  42%".
/// ```
public enum ProgressBar {
  /// The bar in words, for the accessible mode, in quarters so that a screen reader hears
  /// a few steps, not every percent: "Saving: started", "25%", "50%", "75%", "done".
  ///
  /// ```swift
  /// let said = ProgressBar.describe(fraction: 0.6, label: "Saving")  // "Saving: 50%"
  /// ```
  public static func describe(fraction: Double, label: String? = nil) -> String {
    let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let quarter = Int((fraction * 4).rounded(.down))
    let said = fraction >= 1 ? "done" : quarter == 0 ? "started" : "\(quarter * 25)%"
    return label.map { "\($0): \(said)" } ?? said
  }

  /// Draws the bar on the first row of `rect`. A fraction outside 0…1 is taken as its nearest
  /// end (not a number as 0). When `rect` is narrow the label is cut first, then the bar.
  public static func render(
    fraction: Double, label: String? = nil, in rect: Rect, on canvas: inout Canvas
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    // Rounded down, so that 100% means done, not 99.6%.
    let percent = "\(Int((fraction * 100).rounded(.down)))%"
    let percentText = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
    var column = 0
    if let label {
      // The label leaves room for a bar of at least four columns and the percentage.
      let room = rect.width - 4 - 1 - percentText.count - 1
      let labelWidth = min(DisplayWidth.of(canvas.glyphs.text(label)), room)
      if labelWidth > 0 {
        let labelRect = Rect(column: rect.column, row: rect.row, width: labelWidth, height: 1)
        canvas.write(label, row: 0, in: labelRect)
        column = labelWidth + 1
      }
    }
    let barWidth = rect.width - column - 1 - percentText.count
    if barWidth > 0 {
      let (done, rest) = bar(fraction: fraction, width: barWidth, glyphs: canvas.glyphs)
      column = canvas.write(done, row: 0, column: column, in: rect)
      column = canvas.write(rest, row: 0, column: column, in: rect, style: .dim) + 1
    }
    canvas.write(percentText, row: 0, column: max(0, column), in: rect)
  }

  /// The bar `width` columns wide: the part done and the part to go.
  static func bar(fraction: Double, width: Int, glyphs: Glyphs) -> (done: String, rest: String) {
    guard glyphs.isUnicode else {
      let (open, close) = width >= 3 ? ("[", "]") : ("", "")
      let inside = width - open.count - close.count
      let filled = Int(fraction * Double(inside))
      return (
        open + String(repeating: "#", count: filled),
        String(repeating: "-", count: inside - filled) + close
      )
    }
    let eighths = Int(fraction * Double(width * 8))
    var done = String(repeating: "█", count: eighths / 8)
    if eighths % 8 > 0 { done += partialBlocks[eighths % 8 - 1] }
    return (done, String(repeating: "░", count: width - DisplayWidth.of(done)))
  }

  /// One to seven eighths of a cell, filled from the left.
  private static let partialBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
