// The doc comment examples of Modules/PrimeTime/TabC/LogText.swift, compiled; never run.
import CustomDump
import TabC

private enum LogTextDocExamples {
  static func texts(old: [Int], new: [Int]) {
    let eager: Log.Text = "+ count: 1"
    let lazy = Log.Text { CustomDump.diff(old, new) ?? "(No state changes)" }
    let diff = lazy.string  // diffs now, once
    _ = (eager, diff)
  }
}
