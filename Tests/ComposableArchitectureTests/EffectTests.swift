import Clocks
import ComposableArchitecture
import Testing

@MainActor
@Suite struct EffectTests {
  @Test func cancellingAnInFlightEffectMeansItsActionNeverArrives() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberClient.fetch = { 1 }
    }
    await store.send(.fetchAfterDelay)
    await store.send(.cancelFetch)
    await clock.advance(by: .seconds(5))
    await store.finish()
    // Exhaustive: had `.fetched` arrived, the store would fail the test as unreceived.
  }

  @Test func cancelInFlightReplacesTheEarlierRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberClient.fetch = { 1 }
    }
    await store.send(.fetchAfterDelay)
    await clock.advance(by: .milliseconds(500))
    await store.send(.fetchAfterDelay)
    await clock.advance(by: .milliseconds(500))
    // The first run would have fired now; it was replaced.
    await clock.advance(by: .milliseconds(500))
    await store.receive(.fetched(1)) { $0.fetched = 1 }
    await store.finish()
  }

  enum Step: Equatable, Sendable {
    case first, second, third, mapped(Int), failed(String)
  }

  /// Runs `effect` in a store that records each action it sends.
  func received(from effect: Effect<Step>) async -> [Step] {
    let store = Store(initialState: [Step]()) {
      Reduce<[Step], Step?> { state, action in
        guard let action else { return effect.map { Optional($0) } }
        state.append(action)
        return .none
      }
    }
    await store.send(nil).finish()
    return store.state
  }

  @Test func mergeRunsEffectsAtTheSameTime() async {
    // The first effect can only finish once the second has run: sequentially, it never would.
    let (gate, open) = AsyncStream<Void>.makeStream()
    let steps = await received(
      from: .merge(
        .run { send in
          for await _ in gate { break }
          await send(.first)
        },
        .run { send in
          await send(.second)
          open.yield()
        }
      )
    )
    #expect(steps == [.second, .first])
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let steps = await received(
      from: .concatenate(
        .run { send in
          for _ in 0..<100 { await Task.yield() }
          await send(.first)
        },
        .send(.second),
        .run { send in await send(.third) }
      )
    )
    #expect(steps == [.first, .second, .third])
  }

  @Test func mapTransformsEveryAction() async {
    let steps = await received(
      from: Effect<Int>.merge(.send(1), .run { send in await send(2) })
        .map { Step.mapped($0 * 10) }
    )
    #expect(steps.sorted { "\($0)" < "\($1)" } == [.mapped(10), .mapped(20)])
  }

  struct Failure: Error {}

  @Test func runCatchHandlerReceivesThrownErrors() async {
    let steps = await received(
      from: .run { _ in
        throw Failure()
      } catch: { error, send in
        await send(.failed("\(error)"))
      }
    )
    #expect(steps == [.failed("Failure()")])
  }

  @Test func runWithoutCatchReportsTheError() async {
    await withKnownIssue {
      _ = await received(from: .run { _ in throw Failure() })
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("threw an unhandled error") }
    }
  }
}
