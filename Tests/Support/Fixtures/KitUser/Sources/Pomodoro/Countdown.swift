import ComposableArchitecture
import TerminalUI

/// A widget of the pomodoro's own, written on the kit as the kit writes its widgets: a reducer
/// for its state, a `render` and a `describe` beside it.
///
/// A countdown, as a reducer: a time to count down from, started, paused and reset, that ticks
/// every second on the `continuousClock` dependency (a `TestClock` in tests, the run's clock in
/// a headless run, which `<wait …>` moves on) and tells its parent when it reaches zero.
///
/// ```swift
/// Scope(state: \.countdown, action: \.countdown) { Countdown() }
///
/// case .countdown(.delegate(.finished)):
///   return .send(.status(.show("Time for a break.")))
///
/// // In the view:
/// Countdown.render(state.countdown, in: rect, on: &canvas)  // "24:59 ███▎░░░  4%"
/// ```
///
/// Each tick measures the time left on the clock from the moment the countdown started, read
/// as it starts: a tick that comes late, or not at all, loses no time.
@Reducer
public struct Countdown: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What the countdown counts down from.
    public var duration: Duration
    /// What is left; zero once finished.
    public var remaining: Duration
    public var isRunning = false
    /// When the countdown last started, on its clock, and what was left then: a pause measures
    /// the time left from it, to the instant, between two ticks. Bookkeeping rather than what
    /// the countdown shows, so two states that show the same are equal.
    @ObservationStateIgnored var stretch: Stretch?

    /// A countdown of `duration`, stopped, with all of it left.
    public init(duration: Duration) {
      self.duration = duration
      self.remaining = duration
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.duration == rhs.duration && lhs.remaining == rhs.remaining
        && lhs.isRunning == rhs.isRunning
    }

    public var isFinished: Bool { remaining <= .zero }

    /// The time left as `m:ss`, or `h:mm:ss` from an hour: whole seconds, rounded up, so that
    /// `0:00` shows only once finished.
    public var text: String {
      let (whole, fraction) = remaining.components
      let seconds = max(0, Int(whole) + (fraction > 0 ? 1 : 0))
      let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
      return seconds >= 3600
        ? "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))"
        : "\(seconds / 60):\(twoDigits(seconds % 60))"
    }

    /// How much of the time has passed, from 0 to 1.
    public var fractionDone: Double {
      duration <= .zero ? 1 : 1 - remaining / duration
    }
  }

  public enum Action: Equatable, Sendable {
    /// Starts the countdown from where it is, or again from the whole time once finished.
    case start
    /// Stops it where it is.
    case pause
    /// Starts a stopped countdown, pauses a running one.
    case toggle
    /// Stops it, with all of its time left.
    case reset
    /// A second passed: this much is left, as measured on the clock from the start.
    case tick(remaining: Duration)
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// The countdown reached zero.
      case finished
    }
  }

  /// A running stretch of a countdown: where it started on the clock, and what was left then.
  struct Stretch: Sendable {
    let start: any InstantProtocol<Duration>
    let remaining: Duration

    /// What is left at `clock`'s now, if `clock` is the one the stretch started on.
    func remaining<C: Clock<Duration>>(on clock: C) -> Duration? {
      guard let start = start as? C.Instant else { return nil }
      return remaining - start.duration(to: clock.now)
    }
  }

  /// How often a running countdown ticks, and how much each tick takes off.
  public static let interval = Duration.seconds(1)

  enum CancelID { case ticks }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return start(&state)
    case .pause:
      return pause(&state)
    case .toggle:
      return state.isRunning ? pause(&state) : start(&state)
    case .reset:
      state.isRunning = false
      state.stretch = nil
      state.remaining = state.duration
      return .cancel(id: CancelID.ticks)
    case .tick(let remaining):
      guard state.isRunning else { return .none }
      state.remaining = max(.zero, remaining)
      return state.isFinished ? finish(&state) : .none
    case .delegate:
      return .none
    }
  }

  private func start(_ state: inout State) -> Effect<Action> {
    guard !state.isRunning else { return .none }
    if state.isFinished { state.remaining = state.duration }
    state.isRunning = true
    return ticks(from: &state, on: clock)
  }

  private func pause(_ state: inout State) -> Effect<Action> {
    guard state.isRunning else { return .none }
    state.isRunning = false
    if let left = state.stretch?.remaining(on: clock) { state.remaining = max(.zero, left) }
    state.stretch = nil
    return state.isFinished ? finish(&state) : .cancel(id: CancelID.ticks)
  }

  private func finish(_ state: inout State) -> Effect<Action> {
    state.isRunning = false
    state.stretch = nil
    return .merge(.cancel(id: CancelID.ticks), .send(.delegate(.finished)))
  }

  /// A tick a second, each with the time left: what is left now less the time since now on
  /// `clock`.
  private func ticks<C: Clock<Duration>>(from state: inout State, on clock: C) -> Effect<Action> {
    // Read here, as the countdown starts, not once its effect gets to run.
    let start = clock.now
    let remaining = state.remaining
    state.stretch = Stretch(start: start, remaining: remaining)
    return .run { send in
      for await _ in clock.timer(interval: Self.interval) {
        await send(.tick(remaining: remaining - start.duration(to: clock.now)))
      }
    }
    .cancellable(id: CancelID.ticks, cancelInFlight: true)
  }

  /// The countdown in words, for the accessible mode. While it runs, the time left is said
  /// in whole minutes (its seconds in the last minute), so a screen reader hears a change a
  /// minute, not a tick a second; stopped, it is said to the second.
  ///
  /// ```swift
  /// Countdown.describe(Countdown.State(duration: .seconds(25 * 60)))  // "25:00 left, stopped"
  /// ```
  public static func describe(_ state: State) -> String {
    if state.isFinished { return "Time is up" }
    guard state.isRunning else { return "\(state.text) left, stopped" }
    let seconds = Int(state.remaining.components.seconds)
    let minutes = (seconds + 59) / 60
    guard seconds >= 60 else { return "Under a minute left, running" }
    return "About \(minutes) minute\(minutes == 1 ? "" : "s") left, running"
  }

  /// Draws the time left on the first row of `rect`, bold while running and in `style`, and a
  /// bar of the time passed after it, where there is room.
  public static func render(
    _ state: State, in rect: Rect, on canvas: inout Canvas, style: Style = []
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let text = state.text
    let column = canvas.write(
      text, row: 0, in: rect, style: style.union(state.isRunning ? .bold : []))
    let bar = Rect(
      column: rect.column + column + 1, row: rect.row, width: rect.width - column - 1, height: 1)
    ProgressBar.render(fraction: state.fractionDone, in: bar, on: &canvas)
  }
}
