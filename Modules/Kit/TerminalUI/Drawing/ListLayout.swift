/// Which rows of a long list fit in a rectangle: the selected row always in view, the newest
/// rows when nothing is selected. From where the view was (`top`, its first row), it scrolls
/// only as far as brings the selection into view.
///
/// ```swift
/// let layout = ListLayout(count: 500, selection: 42, height: 8)
/// let visible = layout.visible  // 35..<43
/// let above = layout.hiddenAbove  // 35
/// let scrolled = ListLayout(count: 500, selection: 42, height: 8, top: 40).visible  // 40..<48
/// ```
public struct ListLayout: Equatable {
  /// How many rows the list has.
  public let count: Int
  /// How many fit.
  public let height: Int
  /// The first row shown.
  public let first: Int

  public init(count: Int, selection: Int?, height: Int, top: Int = 0) {
    self.count = count
    self.height = max(0, height)
    let target = selection ?? count - 1
    let first = min(max(top, target - self.height + 1), target)
    // A list shorter than it was leaves no empty lines below its last row.
    self.first = max(0, min(first, count - self.height))
  }

  /// The rows shown.
  public var visible: Range<Int> { first..<min(count, first + height) }
  /// How many rows are above the ones shown.
  public var hiddenAbove: Int { first }
  /// How many rows are below the ones shown.
  public var hiddenBelow: Int { max(0, count - visible.upperBound) }
  /// Whether the list is longer than the rectangle.
  public var overflows: Bool { count > height }
  /// Whether a ``Scrollbar`` takes the rectangle's last column: the list is longer, and there
  /// are two rows or more to show where in it they are.
  public var showsScrollbar: Bool {
    Scrollbar(total: count, visible: height, offset: first).isShown(height: height)
  }

  /// The list row shown on line `line` of the rectangle, if any.
  public func index(atLine line: Int) -> Int? {
    let index = first + line
    return (0..<height).contains(line) && visible.contains(index) ? index : nil
  }
}

extension Canvas {
  /// Draws `rows` of a list in `rect`: the rows `layout` shows, the selected one highlighted,
  /// and a ``Scrollbar`` when they do not all show: in the last column of `track` (a box's
  /// side), or, by default, of `rect`, which its text then leaves to it.
  public mutating func list(
    _ rows: [String], layout: ListLayout, selection: Int?, in rect: Rect,
    scrollbarIn track: Rect? = nil, style: (Int) -> Style = { _ in [] }
  ) {
    let barWidth = track == nil && layout.showsScrollbar ? 1 : 0
    let text = Rect(
      column: rect.column, row: rect.row, width: rect.width - barWidth, height: rect.height)
    for (line, index) in layout.visible.enumerated() {
      let selected = index == selection
      if selected {
        clear(
          Rect(column: text.column, row: text.row + line, width: text.width, height: 1),
          style: .reverse)
      }
      write(
        rows[index], row: line, in: text,
        style: selected ? style(index).union(.reverse) : style(index))
    }
    scrollbar(
      Scrollbar(total: layout.count, visible: layout.height, offset: layout.first),
      in: track ?? rect)
  }
}
