import Clocks
import ComposableArchitecture
import Foundation
import Testing

/// Overrides reach the reducer, everything under it and the effects they return; bodies are
/// built once per store, within the dependencies in force where they sit.
@MainActor
@Suite struct DependencyTests {
  @Test func anOverrideReachesItsChildAndItsEffectsButNotTheSibling() async {
    let store = TestStore<Pair.State, Pair.Action>(initialState: Pair.State()) {
      Scope(state: \.left, action: \.left) {
        Tally().dependency(\.numberClient.fetch, { 1 })
      }
      Scope(state: \.right, action: \.right) { Tally() }
    } withDependencies: {
      $0.numberClient.fetch = { 2 }
    }
    await store.send(.left(.fetch))
    await store.receive(.left(.fetched(1))) { $0.left.fetched = 1 }
    await store.send(.right(.fetch))
    await store.receive(.right(.fetched(2))) { $0.right.fetched = 2 }
  }

  @Test func chainedOverridesComposeAndTheInnermostWins() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
        .dependency(\.numberClient.fetch, { 1 })
        .dependency(\.numberClient.fetch, { 2 })
        .transformDependency(\.numberClient) { client in
          let fetch = client.fetch
          client.fetch = { try await fetch() * 100 }
        }
    }
    await store.send(.fetch)
    await store.receive(.fetched(1)) { $0.fetched = 1 }
  }

  @Test func overridesByType() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally().dependency(NumberClient(fetch: { 5 }))
    }
    await store.send(.fetch)
    await store.receive(.fetched(5)) { $0.fetched = 5 }
  }

  /// A body is built once per store: not again for each action.
  @Test func aBodyIsBuiltOncePerStore() {
    let builds = LockIsolated(0)
    let store = Store(initialState: 0) { Counting(builds: builds) }
    store.send(())
    store.send(())
    store.send(())
    #expect(store.state == 3)
    #expect(builds.value == 1)
    _ = Store(initialState: 0) { Counting(builds: builds) }
    #expect(builds.value == 2)
  }

  struct Counting: Reducer {
    let builds: LockIsolated<Int>
    var body: some Reducer<Int, Void> {
      let _ = builds.withValue { $0 += 1 }
      Reduce { state, _ in
        state += 1
        return .none
      }
    }
  }

  /// A body under an override is built within it.
  @Test func aBodyUnderAnOverrideIsBuiltWithIt() async {
    let store = TestStore(initialState: Tally.State()) {
      ReadsInBody().dependency(\.numberClient.fetch, { 9 })
    } withDependencies: {
      $0.numberClient.fetch = { 0 }
    }
    await store.send(.fetch)
    await store.receive(.fetched(9)) { $0.fetched = 9 }
  }

  /// Reads its client when its body is built, which a body should not do: it shows which
  /// dependencies the body is built within.
  struct ReadsInBody: Reducer {
    var body: some ReducerOf<Tally> {
      @Dependency(\.numberClient) var numberClient
      let fetch = numberClient.fetch
      Reduce { state, action in
        switch action {
        case .fetch:
          return .run { send in await send(.fetched(try await fetch())) }
        case .fetched(let number):
          state.fetched = number
          return .none
        default:
          return .none
        }
      }
    }
  }

  /// An override keeps what it derived from the store's dependencies between actions; a
  /// dependency the test changes mid-test still reaches the reducer under the override, and so
  /// does the override itself.
  @Test func aReducerUnderAnOverrideSeesDependenciesChangedMidTest() async {
    struct Stamper: Reducer {
      @Dependency(\.date.now) var now
      @Dependency(\.numberClient) var numberClient
      func reduce(into state: inout [Double], action: Void) -> Effect<Void> {
        state.append(now.timeIntervalSince1970)
        return .none
      }
    }
    let store = TestStore(initialState: [Double]()) {
      Stamper().dependency(\.numberClient, NumberClient(fetch: { 1 }))
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    await store.send(()) { $0 = [1] }
    await store.send(()) { $0 = [1, 1] }
    store.dependencies.date.now = Date(timeIntervalSince1970: 2)
    await store.send(()) { $0 = [1, 1, 2] }
  }

  /// A reducer that implements both `reduce(into:action:)` and `body` runs `reduce`, as
  /// without a store, on every action (the store finds out which runs on the first).
  @Test func reduceTakesPrecedenceOverBody() {
    struct Both: Reducer {
      func reduce(into state: inout Int, action: Void) -> Effect<Void> {
        state += 10
        return .none
      }
      var body: some Reducer<Int, Void> {
        Reduce { state, _ in
          state += 1
          return .none
        }
      }
    }
    let store = Store(initialState: 0) { Both() }
    store.send(())
    #expect(store.state == 10)
    store.send(())
    #expect(store.state == 20)
    var state = 0
    _ = Both().reduce(into: &state, action: ())
    #expect(state == 10)
  }

  @Test func anUnimplementedDependencyFailsTheTest() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await withKnownIssue {
      await store.send(.fetch)
      await store.receive(.fetched(0)) { $0.fetched = 0 }
    } matching: {
      $0.description.contains("Unimplemented")
    }
  }

  /// Overriding a dependency that has only a live value (`\.calendar`, `\.locale`) is a write,
  /// not a read of the live value a test must not use.
  @Test func overridingADependencyWithOnlyALiveValueIsNotAnIssue() async {
    struct Feature: Reducer {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      var body: some Reducer<String, Void> {
        Reduce { state, _ in
          state = "\(calendar.identifier) \(locale.identifier) \(timeZone.secondsFromGMT())"
          return .none
        }
      }
    }
    let store = TestStore(initialState: "") {
      Feature()
        .dependency(\.calendar, Calendar(identifier: .gregorian))
        .dependency(\.locale, Locale(identifier: "en_US"))
        .dependency(\.timeZone, TimeZone(secondsFromGMT: 0)!)
    }
    await store.send(()) { $0 = "gregorian en_US 0" }
  }
}
