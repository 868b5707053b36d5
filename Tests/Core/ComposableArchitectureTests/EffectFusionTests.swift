import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// Two `.run` effects merged or concatenated are one `.run`, as upstream's are: whatever looks at
/// an effect's operation sees a single body that does the work of both.
@MainActor
@Suite struct EffectFusionTests {
  /// Runs `effect`'s body, if it is one `.run`, collecting what it sends.
  func sentByFusedRun(_ effect: Effect<Int>) async -> [Int]? {
    guard case .run(_, _, let body) = effect.operation else { return nil }
    let sent = LockIsolated<[Int]>([])
    await body(Send { value in sent.withValue { $0.append(value) } })
    return sent.value
  }

  @Test func mergingTwoRunsMakesOneRunThatRunsThemAtTheSameTime() async {
    // The first body waits for the second to have started: run one after the other, they
    // would never finish, so this also shows that they run at the same time.
    let (secondStarted, started) = AsyncStream<Void>.makeStream()
    let effect = Effect<Int>.run { send in
      await send(42)
      for await _ in secondStarted { break }
      await send(1729)
    }
    .merge(
      with: .run { send in
        started.yield()
      })
    #expect(await sentByFusedRun(effect) == [42, 1729])
  }

  @Test func concatenatingTwoRunsMakesOneRunThatRunsThemInTurn() async {
    let effect = Effect<Int>.run { send in await send(42) }
      .concatenate(with: .run { send in await send(1729) })
    #expect(await sentByFusedRun(effect) == [42, 1729])
  }

  @Test func concatenatingWithAPriorityStillRunsInTurn() async {
    let effect = Effect<Int>.run(priority: .low) { send in await send(1) }
      .concatenate(with: .run(priority: .high) { send in await send(2) })
      .concatenate(with: .run { send in await send(3) })
    #expect(await sentByFusedRun(effect) == [1, 2, 3])
  }

  @Test func aStoreRunsFusedEffects() async {
    let store = TestStore(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        guard action != 0 else {
          return .merge(.run { send in await send(1) }, .run { send in await send(2) })
            .concatenate(with: .run { send in await send(3) })
        }
        state.append(action)
        return .none
      }
    }
    store.exhaustivity = .off
    await store.send(0)
    await store.receive(3)
    #expect(Set(store.state.prefix(2)) == [1, 2])
    #expect(store.state.last == 3)
  }
}
