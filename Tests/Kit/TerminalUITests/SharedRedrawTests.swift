import ComposableArchitecture
import Foundation
import Observation
import Testing

@testable import TerminalUI

/// A score kept in a shared value, written from other threads (as a file watch writes), and a
/// count of ticks the app changes itself.
@Reducer
struct Scoreboard {
  @ObservableState
  struct State {
    @Shared var score: Int
    var ticks = 0
    /// Runs inside a frame's render, right after it read the score.
    @ObservationStateIgnored var afterReading: Interloper?

    init(score: Shared<Int>, afterReading: Interloper? = nil) {
      self._score = score
      self.afterReading = afterReading
    }
  }

  enum Action {
    case tick
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.ticks += 1
      return .none
    }
  }
}

struct ScoreboardView: TerminalView {
  let state: Scoreboard.State
  let environment: TerminalEnvironment

  init(state: Scoreboard.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write("Score: \(state.score)", row: 0, in: canvas.bounds)
    state.afterReading?.act()
    canvas.write("Ticks: \(state.ticks)", row: 1, in: canvas.bounds)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Scoreboard.Action>? { nil }
}

/// Writes the score once, on another thread, and waits for that write to end: from inside a
/// frame's render, a write landing between the frame's read and the start of its tracking.
final class Interloper: Sendable {
  let score: Shared<Int>
  let value: Int
  private let isArmed = LockIsolated(false)

  init(score: Shared<Int>, value: Int) {
    self.score = score
    self.value = value
  }

  func arm() { isArmed.setValue(true) }

  func act() {
    guard
      isArmed.withValue({ armed in
        defer { armed = false }; return armed
      })
    else { return }
    let done = DispatchSemaphore(value: 0)
    let (score, value) = (score, value)
    Thread {
      score.withLock { $0 = value }
      done.signal()
    }.start()
    done.wait()
  }
}

/// A terminal in memory that waits for keys until the test ends it, so the loop keeps running
/// and drawing, and tells the test when a frame shows some text.
@MainActor
final class WatchedBackend: TerminalBackend {
  let size = Size(columns: 20, rows: 2)
  let isUnicode = true
  private(set) var presented: [Grid] = []
  private var waiters: [(text: String, continuation: CheckedContinuation<Void, Never>)] = []
  private var input: CheckedContinuation<[Key], Never>?
  private var hasEnded = false

  var screen: String { presented.last?.text ?? "" }

  func present(_ grid: Grid) {
    presented.append(grid)
    let text = grid.text
    let (met, waiting) = waiters.partitioned { text.contains($0.text) }
    waiters = waiting
    for waiter in met { waiter.continuation.resume() }
  }

  func keys() async -> [Key] {
    if hasEnded { return [] }
    return await withCheckedContinuation { input = $0 }
  }

  func invalidate() {}
  func suspend() {}

  /// Returns once a frame showing `text` has been presented.
  func shown(_ text: String) async {
    if screen.contains(text) { return }
    await withCheckedContinuation { waiters.append((text, $0)) }
  }

  /// Ends input: the loop returns.
  func end() {
    hasEnded = true
    input?.resume(returning: [])
    input = nil
  }
}

extension Array {
  fileprivate func partitioned(by isMet: (Element) -> Bool) -> (met: [Element], rest: [Element]) {
    (filter(isMet), filter { !isMet($0) })
  }
}

@MainActor
@Suite struct SharedRedrawTests {
  /// A write on another thread whose observers are still being told: a frame drawn meanwhile
  /// (here, for a tick) must show the written value, or the screen keeps the old one, as no
  /// later change comes to draw it again. Seen as a second `checklists` instance that never
  /// showed the first one's toggle.
  @Test func aFrameDrawnWhileAnotherThreadsWriteIsToldShowsIt() async {
    let score = Shared(value: 0)
    let store = Store(initialState: Scoreboard.State(score: score)) { Scoreboard() }
    let backend = WatchedBackend()
    let app = TerminalApp<ScoreboardView>(store: store, backend: backend)
    let running = Task { await app.run() }
    await backend.shown("Score: 0")

    let release = DispatchSemaphore(value: 0)
    let written = AsyncStream<Void>.makeStream()
    await withCheckedContinuation { (held: CheckedContinuation<Void, Never>) in
      // An observer of the score that holds the writer while it is told.
      withObservationTracking {
        _ = score.wrappedValue
      } onChange: {
        held.resume()
        release.wait()
      }
      Thread {
        score.withLock { $0 = 1 }
        written.continuation.finish()
      }.start()
    }
    store.send(.tick)
    await backend.shown("Ticks: 1")
    release.signal()
    for await _ in written.stream {}

    #expect(backend.screen.contains("Score: 1"), "\(backend.screen)")
    backend.end()
    await running.value
  }

  /// A write on another thread that lands after a frame read the score and before the frame's
  /// tracking started tells no observer: the loop must see that it happened and draw again.
  /// The time limit bounds the wait for that frame; it is not what the test waits on.
  @Test(.timeLimit(.minutes(1)))
  func aWriteBetweenAFramesReadAndItsTrackingIsDrawn() async {
    let score = Shared(value: 0)
    let interloper = Interloper(score: score, value: 1)
    let store = Store(
      initialState: Scoreboard.State(score: score, afterReading: interloper)
    ) { Scoreboard() }
    let backend = WatchedBackend()
    let app = TerminalApp<ScoreboardView>(store: store, backend: backend)
    let running = Task { await app.run() }
    await backend.shown("Score: 0")

    interloper.arm()
    store.send(.tick)
    await backend.shown("Score: 1")

    backend.end()
    await running.value
  }
}
