// The doc comment examples of Modules/PrimeTime/Counter/Counter.swift, compiled; never run.
import Counter

private enum CounterDocExamples {
  static func count() {
    let million = Counter.count(from: "1_000_000")  // .success(1000000)
    let notANumber = Counter.count(from: "ten")  // .failure("“ten” is not a whole number.")
    _ = (million, notANumber)
  }
}
