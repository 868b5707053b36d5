/// A spinner: a frame picked by a tick count, so that whatever ticks (a request's clock, the
/// frame count) moves it, and the same tick always draws the same frame. Braille dots where the
/// terminal shows Unicode, `| / - \` where it shows only ASCII.
///
/// ```swift
/// Spinner.render(tick: state.ticks, label: "Uploading photos…", in: rect, on: &canvas)
/// let frame = Spinner.frame(tick: 2, glyphs: Glyphs(isUnicode: false))  // "-"
/// ```
public enum Spinner {
  /// The frame for `tick`; any tick, negative too, picks one.
  public static func frame(tick: Int, glyphs: Glyphs) -> String {
    let frames = glyphs.spinnerFrames
    return frames[((tick % frames.count) + frames.count) % frames.count]
  }

  /// The spinner in words, for the accessible mode: the work going on, as a spinner's
  /// ellipsis says it, whatever the tick, so that it is said once, not at every frame.
  ///
  /// ```swift
  /// let said = Spinner.describe(label: "Uploading photos")  // "Uploading photos..."
  /// ```
  public static func describe(label: String? = nil) -> String {
    // ASCII dots: a braille display may not show an ellipsis.
    guard let label else { return "Working..." }
    let words = label.hasSuffix("…") ? String(label.dropLast()) : label
    return words.hasSuffix("...") ? words : words + "..."
  }

  /// Draws the frame, then `label` after a space if there is one, on the first row of `rect`.
  public static func render(
    tick: Int, label: String? = nil, in rect: Rect, on canvas: inout Canvas, style: Style = []
  ) {
    let frame = frame(tick: tick, glyphs: canvas.glyphs)
    let column = canvas.write(frame, row: 0, in: rect, style: style)
    if let label { canvas.write(label, row: 0, column: column + 1, in: rect, style: style) }
  }
}
