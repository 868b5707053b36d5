import Clocks
import ComposableArchitecture
import Testing

/// Each way a test can leave something unasserted is reported, with a message that says what.
@MainActor
@Suite struct TestStoreFailureTests {
  /// A tally whose number client answers `number`.
  static func tally(fetching number: Int) -> TestStore<Tally.State, Tally.Action> {
    TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.numberClient.fetch = { number }
    }
  }

  /// A tally on `clock`, whose number client is left unimplemented.
  static func tally(clock: TestClock<Duration>) -> TestStore<Tally.State, Tally.Action> {
    TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  nonisolated static func message(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  @Test func wrongStateChangeShowsADiff() async {
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      let message = Self.message(issue)
      return message.contains("A state change does not match expectation")
        && message.contains("−   count: 2") && message.contains("+   count: 1")
    }
  }

  @Test func unassertedStateChangeFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment)
    } matching: { issue in
      Self.message(issue).contains("State was not expected to change")
    }
  }

  @Test func unreceivedActionFailsAtTheEndOfTheTest() async {
    await withKnownIssue {
      let store = Self.tally(fetching: 3)
      await store.send(.fetch)
      await store.finish()
    } matching: { issue in
      Self.message(issue).contains("The store received 1 unexpected action")
    }
  }

  @Test func effectStillRunningAtTheEndFails() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = Self.tally(clock: clock)
      await store.send(.fetchAfterDelay)
    } matching: { issue in
      Self.message(issue).contains("An effect returned for this action is still running")
    }
  }

  @Test func finishTimesOutOnARunningEffect() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = Self.tally(clock: clock)
      await store.send(.fetchAfterDelay)
      await store.finish(timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    } matching: { issue in
      Self.message(issue).contains("Expected effects to finish")
    }
  }

  @Test func receiveTimesOut() async {
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.receive(.fetched(1), timeout: .milliseconds(50))
    } matching: { issue in
      Self.message(issue).contains("Expected to receive")
        && Self.message(issue).contains("received none")
    }
  }

  @Test func receivingTheWrongActionFails() async {
    await withKnownIssue {
      let store = Self.tally(fetching: 3)
      await store.send(.fetch)
      await store.receive(.fetched(4)) { $0.fetched = 3 }
    } matching: { issue in
      Self.message(issue).contains("Received unexpected action")
    }
  }

  @Test func sendingWhileReceivedActionsAreUnhandledFails() async {
    await withKnownIssue {
      let store = Self.tally(fetching: 3)
      await store.send(.fetch)
      await store.finish()
      await store.send(.increment) { $0.count = 1 }
    } matching: { issue in
      Self.message(issue).contains("Must handle 1 received action before sending an action")
    }
  }

  @Test func receiveByCaseKeyPath() async {
    let store = Self.tally(fetching: 8)
    await store.send(.fetch)
    await store.receive(\.fetched) { $0.fetched = 8 }

    await store.send(.fetch)
    await store.receive(\.fetched, 8)
  }

  @Test func skipReceivedActionsAdoptsTheirState() async {
    let store = Self.tally(fetching: 8)
    await store.send(.fetch)
    await store.finish()
    await store.skipReceivedActions()
    #expect(store.state.fetched == 8)
  }

  @Test func skipInFlightEffectsLetsATestEndEarly() async {
    let clock = TestClock()
    let store = Self.tally(clock: clock)
    await store.send(.fetchAfterDelay)
    await store.skipInFlightEffects()
  }

  @Test func cancellingASendTaskStopsItsEffect() async {
    let clock = TestClock()
    let store = Self.tally(clock: clock)
    let task = await store.send(.fetchAfterDelay)
    #expect(task.isRunning)
    await task.cancel()
    #expect(!task.isRunning)
  }

  @Test func nonExhaustiveStoreChecksOnlyWhatIsAsserted() async {
    let store = TestStore(initialState: Pair.State()) {
      Pair()
    } withDependencies: {
      $0.numberClient.fetch = { 2 }
    }
    store.exhaustivity = .off
    await store.send(.left(.increment))  // log changes too: not asserted, not a failure
    await store.send(.left(.fetch))
    await store.receive(\.left.fetched) { $0.left.fetched = 2 }
    #expect(store.state.log == ["left", "left", "left"])
  }

  @Test func nonExhaustiveStoreStillFailsAWrongAssertion() async {
    await withKnownIssue {
      let store = TestStore(initialState: Pair.State()) { Pair() }
      store.exhaustivity = .off
      await store.send(.left(.increment)) { $0.left.count = 5 }
    } matching: { issue in
      Self.message(issue).contains("A state change does not match expectation")
    }
  }
}
