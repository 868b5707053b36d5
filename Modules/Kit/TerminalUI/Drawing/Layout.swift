/// How much of a rectangle's height (or width) one part of a layout takes: a screen is split
/// into rows or columns by a list of these, as ratatui's `Layout` splits its areas.
///
/// ```swift
/// let rows = Rect(size: size).rows(.fixed(1), .fill(), .fixed(1))  // title, content, key bar
/// let columns = rows[1].columns(.ratio(1, 3), .fill())  // a sidebar, the rest
/// ```
public enum Constraint: Equatable, Sendable {
  /// Exactly this many cells.
  case fixed(Int)
  /// This share of the whole: `.ratio(1, 3)` is a third, rounded down.
  case ratio(Int, Int)
  /// At least this many cells, and a share of what is left as `.fill(1)` takes.
  case minimum(Int)
  /// What is left once the other parts have theirs, shared between the fills by weight.
  case fill(Int = 1)
}

extension Rect {
  /// The whole of a screen of `size`, to split into rows and columns.
  ///
  /// ```swift
  /// let rows = Rect(size: environment.size).rows(.fixed(1), .fill(), .fixed(1))
  /// ```
  public init(size: Size) {
    self.init(column: 0, row: 0, width: size.columns, height: size.rows)
  }

  /// This rectangle split from top to bottom into rows, one a constraint, in order.
  ///
  /// Fixed, ratio and minimum parts get their size first, in order; where the rectangle is too
  /// short for them, the later ones get less, down to nothing. What is left goes to the fills
  /// and the minimums, by weight (a minimum weighs 1), the rows a division leaves over to the
  /// first of them, one each. Without a fill or a minimum, the rows left over stay unused, below
  /// the last part.
  ///
  /// ```swift
  /// let rows = Rect(column: 0, row: 0, width: 80, height: 24)
  ///   .rows(.fixed(1), .fill(), .fixed(1))
  /// // rows[1] == Rect(column: 0, row: 1, width: 80, height: 22)
  /// ```
  public func rows(_ constraints: Constraint...) -> [Rect] {
    var row = self.row
    return Self.sizes(of: constraints, in: height).map { height in
      defer { row += height }
      return Rect(column: column, row: row, width: width, height: height)
    }
  }

  /// This rectangle split from left to right into columns, one a constraint, in order; sizes
  /// are given as ``rows(_:)`` gives them.
  ///
  /// ```swift
  /// let parts = rect.columns(.ratio(1, 2), .minimum(20))  // half for a list, the rest a detail
  /// ```
  public func columns(_ constraints: Constraint...) -> [Rect] {
    var column = self.column
    return Self.sizes(of: constraints, in: width).map { width in
      defer { column += width }
      return Rect(column: column, row: row, width: width, height: height)
    }
  }

  /// The size of each part of `total` cells.
  static func sizes(of constraints: [Constraint], in total: Int) -> [Int] {
    var left = max(0, total)
    var sizes = constraints.map { constraint -> Int in
      let wanted: Int
      switch constraint {
      case .fixed(let cells), .minimum(let cells): wanted = max(0, cells)
      case .ratio(let numerator, let denominator):
        wanted = denominator > 0 ? max(0, total * numerator / denominator) : 0
      case .fill: wanted = 0
      }
      let given = min(wanted, left)
      left -= given
      return given
    }
    let weights = constraints.map { constraint -> Int in
      switch constraint {
      case .fill(let weight): max(0, weight)
      case .minimum: 1
      case .fixed, .ratio: 0
      }
    }
    let totalWeight = weights.reduce(0, +)
    guard totalWeight > 0 else { return sizes }
    var leftOver = left
    for index in sizes.indices where weights[index] > 0 {
      let share = left * weights[index] / totalWeight
      sizes[index] += share
      leftOver -= share
    }
    for index in sizes.indices where weights[index] > 0 && leftOver > 0 {
      sizes[index] += 1
      leftOver -= 1
    }
    return sizes
  }
}
