import AppFeature
import BenchmarkFixtures
import CPrimesieve
import ComposableArchitecture
import Dispatch
import FileClient
import Foundation
import Primes
import TerminalUI

// A small harness for `Tools/bench --instructions`: `Instructions MEASURE COUNT` does one
// measure COUNT times and prints `MEASURE COUNT SECONDS`. Run under callgrind twice with two
// counts, the difference of the two instruction totals divided by the difference of the counts
// is the cost of one operation, without start-up, set-up or teardown.

/// One measure: set up, then run the operation `count` times; returns the seconds the
/// operations took (set-up excluded).
typealias Measure = @MainActor (_ count: Int) async -> Double

let storeAndFrameMeasures: [(name: String, what: String, run: Measure)] = [
  (
    "flat", "a counter increment in a flat switch",
    { count in
      var state = AppFeature.State()
      let reducer = FlatAppReducer()
      return timed(count) {
        _ = reducer.reduce(into: &state, action: .counter(.incrementButtonTapped))
      }
    }
  ),
  (
    "reducer", "a counter increment through AppFeature's reducer (built once, as a store does)",
    {
      count in
      // Built through the conformance, as a store builds it: the tree is then made (and
      // specialized) in AppFeature's module, where the type of its `body` is known.
      let reducer: any Reducer<AppFeature.State, AppFeature.Action> = AppFeature()
      let node = withDependencies {
        $0.actionLog = .disabled
      } operation: {
        reducer._makeNode()
      }
      var state = AppFeature.State()
      return timed(count) {
        _ = node._reduce(into: &state, action: .counter(.incrementButtonTapped))
      }
    }
  ),
  (
    "store", "Store.send of a counter increment through AppFeature",
    { count in
      let store = Store(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.actionLog = .disabled
      }
      return timed(count) { _ = store.send(.counter(.incrementButtonTapped)) }
    }
  ),
  (
    "bump", "Store.send to a one-line reducer",
    { count in
      let store = Store(initialState: 0) { Bump() }
      return timed(count) { _ = store.send(.bump) }
    }
  ),
  (
    "bump-override", "the same under one .dependency override",
    { count in
      let store = Store(initialState: 0) { Bump().dependency(\.level, 2) }
      return timed(count) { _ = store.send(.bump) }
    }
  ),
  (
    "key-frame", "a + key to its frame, 80x24, Log tab hidden, the Log fed",
    { count in
      keyToFrame(count, tab: .counter)
    }
  ),
  (
    "frame", "a frame of the Counter tab, 80x24, from its state",
    { count in
      let view = AppView(
        state: AppFeature.State(), size: Size(columns: 80, rows: 24),
        glyphs: Glyphs(isUnicode: true), timeZone: TimeZone(identifier: "UTC")!)
      return timed(count) { _ = view.render() }
    }
  ),
  (
    "key-frame-log", "the same with the Log tab showing",
    { count in
      keyToFrame(count, tab: .log)
    }
  ),
]
let measures =
  storeAndFrameMeasures + sieveMeasures(10_000_000, named: "1e7", shown: "10^7")
  + sieveMeasures(100_000_000, named: "1e8", shown: "10^8")

/// `Sieve.nthPrime(n)` and `primesieve_nth_prime(n)` on one thread, side by side.
@MainActor
func sieveMeasures(_ n: Int, named name: String, shown: String) -> [(
  name: String, what: String, run: Measure
)] {
  [
    (
      "sieve-\(name)", "Sieve.nthPrime(\(shown))",
      { count in timed(count) { _ = try! Sieve.nthPrime(n) } }
    ),
    (
      "primesieve-\(name)", "primesieve_nth_prime(\(shown)), one thread",
      { count in
        primesieve_set_num_threads(1)
        return timed(count) { _ = primesieve_nth_prime(Int64(n), 0) }
      }
    ),
  ]
}

/// Runs `operation` `count` times; returns the seconds it took.
func timed(_ count: Int, _ operation: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<count { operation() }
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// What the terminal app does for one `+`: the key to an action through AppView, the action
/// through the store (recording the Log tab's entry, as in the app), a frame, then the entry
/// handed to the Log tab (what the app's log task does) and the frame that change asks for.
/// The entries are handed on here, in line, rather than by the app's log task: valgrind 3.19
/// cannot follow the global executor's threads, and the work is the same.
@MainActor
func keyToFrame(_ count: Int, tab: Tab) -> Double {
  let recorded = LockIsolated<[ActionLogClient.Entry]>([])
  let actionLog = ActionLogClient(
    record: { entry in recorded.withValue { $0.append(entry) } },
    entries: { AsyncStream { $0.finish() } })
  var initialState = AppFeature.State()
  initialState.selectedTab = tab
  let store = Store(initialState: initialState) {
    AppFeature()
  } withDependencies: {
    $0.actionLog = actionLog
    $0.fileClient = .inMemory(favoritePrimes: [2, 3, 5, 7])
  }
  let size = Size(columns: 80, rows: 24)
  let zone = TimeZone(identifier: "UTC")!
  func view() -> AppView {
    AppView(state: store.state, size: size, glyphs: Glyphs(isUnicode: true), timeZone: zone)
  }
  var frames = 0
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<count {
    if case .send(let action) = view().command(for: .character("+")) {
      store.send(action)
    }
    frames &+= view().render().rows.count
    for entry in recorded.withValue({ entries in
      defer { entries = [] }; return entries
    }) {
      store.send(.log(.append(action: entry.action, diff: entry.diff)))
    }
    frames &+= view().render().rows.count
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  precondition(frames == 2 * count * size.rows)
  return seconds
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let count = Int(arguments.last!),
  let measure = measures.first(where: { $0.name == arguments.first })
else {
  print("usage: Instructions MEASURE COUNT")
  for measure in measures { print("  \(measure.name): \(measure.what)") }
  exit(64)
}
let seconds = await measure.run(count)
print("\(measure.name) \(count) \(seconds)")
