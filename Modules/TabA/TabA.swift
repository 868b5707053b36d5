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
  /// Whether the stopwatch runs and how many seconds it has counted.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Whether it is running.
    public var isRunning: Bool
    /// Seconds counted so far.
    public var elapsedSeconds: Int

    /// Creates the state.
    public init(isRunning: Bool = false, elapsedSeconds: Int = 0) {
      self.isRunning = isRunning
      self.elapsedSeconds = elapsedSeconds
    }

    /// The elapsed time as `MM:SS` (or `H:MM:SS` past an hour).
    public var formattedElapsed: String {
      let (hours, minutes, seconds) =
        (elapsedSeconds / 3600, elapsedSeconds / 60 % 60, elapsedSeconds % 60)
      let mmss = "\(minutes < 10 ? "0" : "")\(minutes):\(seconds < 10 ? "0" : "")\(seconds)"
      return hours > 0 ? "\(hours):\(mmss)" : mmss
    }
  }

  /// What the user and the clock can do.
  public enum Action: Equatable, Sendable {
    /// Starts a stopped timer, stops a running one.
    case startStopButtonTapped
    /// Sets the count back to zero (and keeps running if it was).
    case resetButtonTapped
    case tick
  }

  enum CancelID { case tick }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startStopButtonTapped:
      state.isRunning.toggle()
      guard state.isRunning else { return .cancel(id: CancelID.tick) }
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.tick, cancelInFlight: true)

    case .resetButtonTapped:
      state.elapsedSeconds = 0
      return .none

    case .tick:
      guard state.isRunning else { return .none }
      state.elapsedSeconds += 1
      return .none
    }
  }
}
