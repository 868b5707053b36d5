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
  func received(from effect: Effect<Step>, advancing clock: TestClock<Duration>? = nil) async
    -> [Step]
  {
    let store = Store(initialState: [Step]()) {
      Reduce<[Step], Step?> { state, action in
        guard let action else { return effect.map { Optional($0) } }
        state.append(action)
        return .none
      }
    }
    let task = store.send(nil)
    if let clock { await clock.run() }
    await task.finish()
    return store.state
  }

  @Test func mergeRunsConcurrentlyAndConcatenateInOrder() async {
    let clock = TestClock()
    let merged = await received(
      from: .merge(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.first)
        },
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.second)
        }
      ),
      advancing: clock
    )
    #expect(merged == [.second, .first])

    let concatenated = await received(
      from: .concatenate(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.first)
        },
        .send(.second),
        .run { send in await send(.third) }
      ),
      advancing: clock
    )
    #expect(concatenated == [.first, .second, .third])
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
      from: .run { _ in throw Failure() } catch: { error, send in
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
