import ComposableArchitecture
import TerminalUI

/// A pomodoro timer: a stretch of work on its own `Countdown`, a widget written on the kit, and
/// a word on the kit's status line when it is up. The countdown ticks on the `continuousClock` dependency: a `TestClock` in
/// tests, and in a headless run the run's clock, which `<wait 25m>` moves on at once.
@Reducer
public struct Pomodoro {
  @ObservableState
  public struct State: Equatable {
    public var countdown: Countdown.State
    public var status = StatusLine.State()
    /// How many stretches were worked to the end.
    public var finished = 0

    public init(work: Duration = .seconds(25 * 60)) {
      countdown = Countdown.State(duration: work)
    }
  }

  public enum Action: Equatable {
    case countdown(Countdown.Action)
    case status(StatusLine.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.countdown, action: \.countdown) { Countdown() }
    Scope(state: \.status, action: \.status) { StatusLine() }
    Reduce { state, action in
      switch action {
      case .countdown(.delegate(.finished)):
        state.finished += 1
        return .send(.status(.show(.init("Time for a break."), for: .seconds(60))))
      case .countdown, .status:
        return .none
      }
    }
  }
}
