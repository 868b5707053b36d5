/// Where the app's screens go and its keys come from: a real terminal (``NcursesBackend``) or
/// memory (``InMemoryBackend``), so the same event loop runs in both.
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The terminal's current size.
  var size: Size { get }
  /// Shows `grid`.
  func present(_ grid: Grid)
  /// Waits for the next keys; an empty array means input has ended.
  func keys() async -> [Key]
}

/// A backend in memory: scripted keys in, presented grids kept; for tests and `--headless`.
///
/// ```swift
/// let backend = InMemoryBackend(size: Size(columns: 80, rows: 24), keys: try Key.parse("2"))
/// ```
@MainActor
public final class InMemoryBackend: TerminalBackend {
  public var size: Size
  /// Every grid presented, oldest first.
  public private(set) var presented: [Grid] = []
  private var pending: [Key]

  public init(size: Size, keys: [Key]) {
    self.size = size
    self.pending = keys
  }

  public func present(_ grid: Grid) {
    presented.append(grid)
  }

  /// One key at a time, so that each key sees the state the previous one left.
  public func keys() async -> [Key] {
    guard !pending.isEmpty else { return [] }
    return [pending.removeFirst()]
  }
}
