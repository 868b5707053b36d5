import Pomodoro
import TerminalUITesting
import Testing

/// The pomodoro's countdown through a test clock: each second a tick and its frame, then the
/// word that the time is up, which goes a minute later.
@MainActor
@Suite struct PomodoroTests {
  let clock = TestClock()

  /// A pomodoro of `work` on the test's clock, drawn at 30x5.
  func store(work: Duration) -> TerminalTestStore<PomodoroView> {
    TerminalTestStore<PomodoroView>(
      initialState: Pomodoro.State(work: work),
      environment: TerminalEnvironment(size: Size(columns: 30, rows: 5))
    ) {
      Pomodoro()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aStretchOfWorkCountsDownToABreak() async {
    let store = store(work: .seconds(2))
    await store.press(" ") {
      $0.countdown.isRunning = true
    } frame: {
      """
      Pomodoro  0 done
      0:02 ░░░░░░░░░░░░░░░░░░░░   0%


       space pause  r reset  q quit
      """
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.countdown.tick) {
      $0.countdown.remaining = .seconds(1)
    } frame: {
      """
      Pomodoro  0 done
      0:01 ██████████░░░░░░░░░░  50%


       space pause  r reset  q quit
      """
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.countdown.tick) {
      $0.countdown.remaining = .zero
      $0.countdown.isRunning = false
    } frame: {
      """
      Pomodoro  0 done
      0:00 ████████████████████ 100%


       space start  r reset  q quit
      """
    }
    await store.receive(\.countdown.delegate.finished) {
      $0.finished = 1
    } frame: {
      """
      Pomodoro  1 done
      0:00 ████████████████████ 100%


       space start  r reset  q quit
      """
    }
    await store.receive(\.status.show) {
      $0.status.message = .init("Time for a break.")
    } frame: {
      """
      Pomodoro  1 done
      0:00 ████████████████████ 100%

      Time for a break.
       space start  r reset  q quit
      """
    }
    await clock.advance(by: .seconds(60))
    await store.receive(\.status.expired) {
      $0.status.message = nil
    } frame: {
      """
      Pomodoro  1 done
      0:00 ████████████████████ 100%


       space start  r reset  q quit
      """
    }
  }

  /// The last minute is drawn in the pomodoro's own token, which its themes colour orange.
  @Test func theLastMinuteIsDrawnInThePomodorosOwnToken() async {
    let store = store(work: .seconds(61))
    await store.press(" ") {
      $0.countdown.isRunning = true
    } frame: {
      """
      Pomodoro  0 done
      1:01 ░░░░░░░░░░░░░░░░░░░░   0%


       space pause  r reset  q quit
      """
    }
    store.assertStyle(.lastMinute) {
      ""
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.countdown.tick) {
      $0.countdown.remaining = .seconds(60)
    } frame: {
      """
      Pomodoro  0 done
      1:00 ▎░░░░░░░░░░░░░░░░░░░   1%


       space pause  r reset  q quit
      """
    }
    await store.receive(\.countdown.tick) {
      $0.countdown.remaining = .seconds(59)
    } frame: {
      """
      Pomodoro  0 done
      0:59 ▋░░░░░░░░░░░░░░░░░░░   3%


       space pause  r reset  q quit
      """
    }
    store.assertStyle(.lastMinute) {
      """

      ^^^^
      """
    }
    #expect(
      PomodoroView.themes.map { $0.appearance(of: .lastMinute).foreground }
        == [.rgb(0xFF, 0x87, 0x00), .rgb(0xFF, 0x87, 0x00)])
    await store.press(" ") {
      $0.countdown.isRunning = false
    } frame: {
      """
      Pomodoro  0 done
      0:59 ▋░░░░░░░░░░░░░░░░░░░   3%


       space start  r reset  q quit
      """
    }
    store.assertStyle(.lastMinute) {
      ""
    }
  }

  /// What the accessible mode says, asserted with each step: the countdown said by the minute,
  /// then the break.
  @Test func heardNotSeen() async {
    let store = store(work: .seconds(61))
    store.isNarrating = true
    await store.press(" ") {
      $0.countdown.isRunning = true
    } frame: {
      """
      Pomodoro  0 done
      1:01 ░░░░░░░░░░░░░░░░░░░░   0%


       space pause  r reset  q quit
      """
    } spoken: {
      "About 2 minutes left, running."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.countdown.tick) {
      $0.countdown.remaining = .seconds(60)
    } frame: {
      """
      Pomodoro  0 done
      1:00 ▎░░░░░░░░░░░░░░░░░░░   1%


       space pause  r reset  q quit
      """
    } spoken: {
      "About 1 minute left, running."
    }
    await store.press("r") {
      $0.countdown.isRunning = false
      $0.countdown.remaining = .seconds(61)
    } frame: {
      """
      Pomodoro  0 done
      1:01 ░░░░░░░░░░░░░░░░░░░░   0%


       space start  r reset  q quit
      """
    } spoken: {
      "1:01 left, stopped."
    }
  }
}
