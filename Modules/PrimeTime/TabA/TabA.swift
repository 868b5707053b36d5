import ComposableArchitecture

/// Tab 3, "Stopwatch": a stopwatch that ticks once a second on `@Dependency(\.continuousClock)`.
///
/// Stopping cancels the tick effect, so a stopped timer never ticks.
///
/// ```swift
/// Scope(state: \.stopwatch, action: \.stopwatch) { Stopwatch() }
/// ```
@Reducer
public struct Stopwatch: Sendable {
  /// Whether the stopwatch runs, since when, and how much time it has counted.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// When the running stopwatch was started, on its clock; `nil` while it is stopped.
    public var startedAt: Mark?
    /// The exact time counted by the runs before this one: a stop adds the run's whole
    /// length, partial second included, so five runs of 0.85 s count 4.25 s.
    public var counted: Duration
    /// Whole seconds counted so far, as shown: ticks advance it while it runs.
    public var elapsedSeconds: Int

    /// Creates the state.
    public init(startedAt: Mark? = nil, counted: Duration = .zero, elapsedSeconds: Int? = nil) {
      self.startedAt = startedAt
      self.counted = counted
      self.elapsedSeconds = elapsedSeconds ?? Int(counted.components.seconds)
    }

    /// Whether it is running.
    public var isRunning: Bool { startedAt != nil }

    /// The elapsed time as `MM:SS` (or `H:MM:SS` past an hour).
    public var formattedElapsed: String {
      let (hours, minutes, seconds) =
        (elapsedSeconds / 3600, elapsedSeconds / 60 % 60, elapsedSeconds % 60)
      let mmss = "\(minutes < 10 ? "0" : "")\(minutes):\(seconds < 10 ? "0" : "")\(seconds)"
      return hours > 0 ? "\(hours):\(mmss)" : mmss
    }
  }

  /// A moment on the stopwatch's clock, whichever clock the `continuousClock` dependency is (a
  /// `TestClock` in tests).
  ///
  /// ```swift
  /// let start = Stopwatch.Mark(clock.now)
  /// await clock.advance(by: .milliseconds(850))
  /// let elapsed = start.duration(to: Stopwatch.Mark(clock.now))  // 0.85 seconds
  /// ```
  public struct Mark: Equatable, Sendable, CustomStringConvertible {
    let instant: any InstantProtocol<Duration>

    /// The moment `instant`.
    public init(_ instant: some InstantProtocol<Duration>) {
      self.instant = instant
    }

    /// The time from this moment to `other`; zero if `other` is on another clock.
    public func duration(to other: Mark) -> Duration {
      func from<Instant: InstantProtocol<Duration>>(_ start: Instant) -> Duration {
        guard let end = other.instant as? Instant else { return .zero }
        return start.duration(to: end)
      }
      return from(instant)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.duration(to: rhs) == .zero && type(of: lhs.instant) == type(of: rhs.instant)
    }

    public var description: String { "\(instant)" }
  }

  /// What the user and the clock can do.
  public enum Action: Equatable, Sendable {
    /// Starts a stopped timer, stops a running one.
    case startStopButtonTapped
    /// Sets the count back to zero (and keeps running if it was).
    case resetButtonTapped
    /// The count reached the next whole second.
    case tick
  }

  enum CancelID { case tick }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startStopButtonTapped:
      let now = Mark(clock.now)
      guard let startedAt = state.startedAt else {
        state.startedAt = now
        return ticks(after: state.counted)
      }
      state.counted += startedAt.duration(to: now)
      state.startedAt = nil
      state.elapsedSeconds = Int(state.counted.components.seconds)
      return .cancel(id: CancelID.tick)

    case .resetButtonTapped:
      state.counted = .zero
      state.elapsedSeconds = 0
      guard state.isRunning else { return .none }
      // The seconds are counted from now: the ticks start again.
      state.startedAt = Mark(clock.now)
      return ticks(after: .zero)

    case .tick:
      guard state.isRunning else { return .none }
      state.elapsedSeconds += 1
      return .none
    }
  }

  /// Ticks each time the count reaches a whole second: the first after what `counted` lacks of
  /// one, then every second, on deadlines from the start so that the ticks do not drift.
  private func ticks(after counted: Duration) -> Effect<Action> {
    .run { [clock] send in
      try await clock.tickEachSecond(after: counted) { await send(.tick) }
    }
    .cancellable(id: CancelID.tick, cancelInFlight: true)
  }
}

extension Clock<Duration> {
  /// Calls `tick` each time `counted` plus the time since now reaches a whole second.
  fileprivate func tickEachSecond(
    after counted: Duration, _ tick: () async -> Void
  ) async throws {
    let fraction = Duration(
      secondsComponent: 0, attosecondsComponent: counted.components.attoseconds)
    var deadline = now.advanced(by: .seconds(1) - fraction)
    while true {
      try await sleep(until: deadline, tolerance: nil)
      await tick()
      deadline = deadline.advanced(by: .seconds(1))
    }
  }
}
