import AppFeature
import Benchmark
import BenchmarkFixtures
import ComposableArchitecture

// The architecture's costs, each beside the baseline it is compared with in the same run.
// Per-iteration figures: every benchmark repeats its operation `scalingFactor` times a sample.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )

  // Composition: the leaf action `.counter(.incrementButtonTapped)` through AppFeature's
  // reducer, built once as a store builds it (five scopes, the counter's view of the
  // favorites, ifLet, onChange, the action log off), against the same change written as one
  // flat switch; then with the Log tab's action log on.
  Benchmark("Composition: AppFeature reducer, counter increment") { benchmark in
    withDependencies {
      $0.actionLog = .disabled
    } operation: {
      runIncrements(AppFeature(), benchmark)
    }
  }
  Benchmark("Composition: flat switch, counter increment") { benchmark in
    runIncrements(FlatAppReducer(), benchmark)
  }
  Benchmark("Composition: AppFeature reducer with the Log tab's action log on") { benchmark in
    withDependencies {
      $0.actionLog = .enabled
    } operation: {
      runIncrements(AppFeature(), benchmark)
    }
  }

  // Store: the same action through `Store.send` (which also sets the dependencies, runs the
  // action queue and notifies observers), against calling the reducer directly (the first
  // composition benchmark above).
  Benchmark("Store: send through AppFeature") { benchmark async in
    await sendIncrements(benchmark.scaledIterations.count)
  }

  // `.dependency` overrides: one tiny reducer under 0, 1, 3 and 7 chained overrides.
  Benchmark("Overrides: 0") { benchmark in
    runBumps(Bump(), benchmark)
  }
  Benchmark("Overrides: 1") { benchmark in
    runBumps(Bump().dependency(\.level, 1), benchmark)
  }
  Benchmark("Overrides: 3") { benchmark in
    runBumps(Bump().dependency(\.level, 1).dependency(\.level, 2).dependency(\.level, 3), benchmark)
  }
  Benchmark("Overrides: 7") { benchmark in
    runBumps(
      Bump()
        .dependency(\.level, 1).dependency(\.level, 2).dependency(\.level, 3)
        .dependency(\.level, 4).dependency(\.level, 5).dependency(\.level, 6)
        .dependency(\.level, 7),
      benchmark
    )
  }
  Benchmark("Overrides: @Dependency read in reduce") { benchmark in
    runBumps(BumpByLevel(), benchmark)
  }

  // Effect round trip: `send` → `.run` → the action it sends, reduced by the store.
  Benchmark("Effect: send → .run → received action") { benchmark async in
    await roundTrips(benchmark.scaledIterations.count)
  }
}

@MainActor
func sendIncrements(_ count: Int) {
  let store = Store(initialState: AppFeature.State.benchmark) {
    AppFeature()
  } withDependencies: {
    $0.actionLog = .disabled
  }
  for _ in 0..<count {
    blackHole(store.send(.counter(.incrementButtonTapped)))
  }
  blackHole(store.state.counter.count)
}

@MainActor
func roundTrips(_ count: Int) async {
  let store = Store(initialState: Ping.State()) { Ping() }
  for _ in 0..<count {
    await store.send(.ping).finish()
  }
  precondition(store.state.pongs == count, "every .run effect's action was received")
}

/// Reduces `action` into `state` once per iteration: the reducer alone, built once as a store
/// builds it, no store.
func run<R: Reducer>(
  _ reducer: R, from state: R.State, sending action: R.Action, _ benchmark: Benchmark
) {
  let node = reducer._makeNode()
  var state = state
  for _ in benchmark.scaledIterations {
    blackHole(node._reduce(into: &state, action: action))
  }
  blackHole(state)
}

/// A counter increment through `reducer`, AppFeature's or its flat twin.
func runIncrements<R: Reducer<AppFeature.State, AppFeature.Action>>(
  _ reducer: R, _ benchmark: Benchmark
) {
  run(
    reducer, from: AppFeature.State.benchmark, sending: .counter(.incrementButtonTapped), benchmark)
}

/// `.bump` through `reducer`, a ``Bump`` under some overrides.
func runBumps<R: Reducer<Int, Bump.Action>>(_ reducer: R, _ benchmark: Benchmark) {
  run(reducer, from: 0, sending: .bump, benchmark)
}
