// The doc comment examples of Modules/PrimeTime/TabA/TabA.swift, compiled; never run.
import Clocks
import TabA

private enum TabADocExamples {
  static func mark(clock: TestClock<Duration>) async {
    let start = Stopwatch.Mark(clock.now)
    await clock.advance(by: .milliseconds(850))
    let elapsed = start.duration(to: Stopwatch.Mark(clock.now))  // 0.85 seconds
    _ = elapsed
  }
}
