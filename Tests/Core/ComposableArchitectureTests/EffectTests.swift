import Clocks
import ComposableArchitecture
import Testing

@MainActor
@Suite struct EffectTests {
  struct Failure: Error, Equatable {}

  @Reducer
  struct Throwing {
    struct State: Equatable { var caught = false }
    enum Action: Equatable {
      case start, stop, caught
    }
    enum CancelID { case work }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { _ in
            do {
              try await clock.sleep(for: .seconds(1))
            } catch {}
            // Thrown after the effect was cancelled: neither reported nor caught.
            throw Failure()
          } catch: { _, send in
            await send(.caught)
          }
          .cancellable(id: CancelID.work)
        case .stop:
          return .cancel(id: CancelID.work)
        case .caught:
          state.caught = true
          return .none
        }
      }
    }
  }

  @Test func anErrorThrownAfterCancellationIsNeitherReportedNorCaught() async {
    let clock = TestClock()
    let store = TestStore(initialState: Throwing.State()) {
      Throwing()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.start)
    await store.send(.stop)
    await task.finish()
    await store.finish()
  }

  @Test func anErrorBeforeCancellationGoesToTheCatchHandler() async {
    let clock = TestClock()
    let store = TestStore(initialState: Throwing.State()) {
      Throwing()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.caught) { $0.caught = true }
  }

  @Test func anUnhandledErrorIsReported() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { _, _ in .run { _ in throw Failure() } }
    }
    await withKnownIssue {
      await store.send(()).finish()
    } matching: { issue in
      issue.description.contains(#"An "Effect.run" returned from "#)
        && issue.description.contains("threw an unhandled error")
    }
  }

  /// Synchronous effects are reduced within the `send` that returned them, in order, whether
  /// merged or concatenated, one or many.
  @Test func synchronousEffectsAreReducedBeforeSendReturns() {
    enum Action { case start(EffectShape), log(Int) }
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Action> { state, action -> Effect<Action> in
        switch action {
        case .start(.merge):
          return .merge(.send(.log(1)), .send(.log(2)))
        case .start(.concatenateOne):
          return .concatenate(.send(.log(1)))
        case .start(.concatenateMany):
          return .concatenate(.send(.log(1)), .send(.log(2)))
        case .log(let n):
          state.append(n)
          return .none
        }
      }
    }
    store.send(.start(.concatenateOne))
    #expect(store.state == [1])
    store.send(.start(.concatenateMany))
    #expect(store.state == [1, 1, 2])
    store.send(.start(.merge))
    #expect(store.state == [1, 1, 2, 1, 2])
  }

  /// In a concatenation, the synchronous parts before the first asynchronous one are reduced
  /// within `send`; the rest runs in order after it, in a task.
  @Test func aConcatenationRunsItsSynchronousHeadAtOnceAndTheRestInOrder() async {
    enum Action { case start, log(Int) }
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Action> { state, action -> Effect<Action> in
        switch action {
        case .start:
          return .concatenate(
            .send(.log(1)), .run { send in await send(.log(2)) }, .send(.log(3)))
        case .log(let n):
          state.append(n)
          return .none
        }
      }
    }
    let task = store.send(.start)
    #expect(store.state == [1])
    await task.finish()
    #expect(store.state == [1, 2, 3])
  }

  /// The test store reduces in exactly the order the store does: 1, 2, 11, 3, 12.
  @Test func aTestStoreReducesInTheStoresOrder() async {
    let store = Store(initialState: [Int]()) { Order.Probe() }
    await store.send(1).finish()
    #expect(store.state == [1, 2, 11, 3, 12])

    let testStore = TestStore(initialState: [Int]()) { Order.Probe() }
    await testStore.send(1) { $0 = [1] }
    await testStore.receive(2) { $0 = [1, 2] }
    await testStore.receive(11) { $0 = [1, 2, 11] }
    await testStore.receive(3) { $0 = [1, 2, 11, 3] }
    await testStore.receive(12) { $0 = [1, 2, 11, 3, 12] }
  }

  struct Order {
    /// 1 sends 2 at once and 3 later; each of those sends its number plus 9 at once.
    struct Probe: Reducer {
      func reduce(into state: inout [Int], action: Int) -> Effect<Int> {
        state.append(action)
        switch action {
        case 1: return .merge(.send(2), .run { send in await send(3) })
        case 2, 3: return .send(action + 9)
        default: return .none
        }
      }
    }
  }

  /// A store task covers the effects of the actions its effects send, transitively: finishing
  /// waits for them, cancelling cancels them.
  @Test func aStoreTaskCoversTheEffectsOfTheActionsItsEffectsSend() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) {
      Chain()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.first)
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    await clock.advance(by: .seconds(1))
    #expect(store.state == ["first", "second"])
    #expect(!finished.value)
    await clock.advance(by: .seconds(1))
    await waiter.value
    #expect(store.state == ["first", "second", "third"])

    let cancelled = store.send(.first)
    await clock.advance(by: .seconds(1))
    #expect(store.state.suffix(2) == ["first", "second"])
    cancelled.cancel()
    await cancelled.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.state.last == "second")
  }

  @Reducer
  struct Chain {
    enum Action: Equatable { case first, second, third }
    @Dependency(\.continuousClock) var clock
    var body: some Reducer<[String], Action> {
      Reduce { state, action in
        switch action {
        case .first:
          state.append("first")
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.second)
          }
        case .second:
          state.append("second")
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.third)
          }
        case .third:
          state.append("third")
          return .none
        }
      }
    }
  }

  /// A test store of ``Chain`` whose delays run on `clock`.
  func chainStore(_ clock: TestClock<Duration>) -> TestStoreOf<Chain> {
    TestStore(initialState: [String]()) {
      Chain()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// A test store's task covers what a store's task covers: finishing it waits for the effect
  /// of `.second`, which `.first`'s effect sent; cancelling it cancels that effect too.
  @Test func aTestStoreTaskCoversTheEffectsOfTheActionsItsEffectsSend() async {
    let clock = TestClock()
    let store = chainStore(clock)
    let task = await store.send(.first) { $0 = ["first"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.second) { $0 = ["first", "second"] }
    await clock.advance(by: .seconds(1))
    await task.finish()
    await store.receive(.third) { $0 = ["first", "second", "third"] }

    let cancelled = await store.send(.first) { $0.append("first") }
    await clock.advance(by: .seconds(1))
    await store.receive(.second) { $0.append("second") }
    await cancelled.cancel()
    await clock.advance(by: .seconds(5))
    // Exhaustive: a `.third` arriving now, or an effect still running, would fail the test.
  }

  @Test func aTestStoreTaskIsCancelledOnceCancelled() async {
    let clock = TestClock()
    let store = chainStore(clock)
    let task = await store.send(.first) { $0 = ["first"] }
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func withTaskCancellationAndTaskCancelByID() async {
    enum ID { case work }
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, start in
        if start {
          return .run { send in
            try await withTaskCancellation(id: ID.work, cancelInFlight: true) {
              try await clock.sleep(for: .seconds(1))
              await send(false)
            }
          }
        }
        state += 1
        return .run { _ in Task.cancel(id: ID.work) }
      }
    }
    await store.send(true)
    await store.send(false) { $0 = 1 }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func mapTransformsSynchronousAndAsynchronousActions() async {
    let effect = Effect<Int>.merge(.send(1), .run { send in await send(2) }).map { "\($0)" }
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? effect : .none
      }
    }
    await store.send("start").finish()
    #expect(store.state == ["start", "1", "2"])
  }

  @Test func sendingFromAFinishedRunEffectIsReportedWithTheActionThatReturnedIt() async {
    enum Action { case start, late }
    let escaped = LockIsolated<Send<Action>?>(nil)
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, action in
        guard case .start = action else { return .none }
        return .run { send in escaped.setValue(send) }
      }
    }
    await store.send(.start).finish()
    await withKnownIssue {
      await escaped.value?(.late)
    } matching: { issue in
      issue.description.contains(
        """
          Action:
            EffectTests.Action.late

          Effect returned from:
            EffectTests.Action.start
        """)
    }
  }
}

/// How a test effect is built.
enum EffectShape { case merge, concatenateOne, concatenateMany }
