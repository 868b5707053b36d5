import ComposableArchitecture
import Testing

/// The test store's failures, word for word, so they read as upstream's do.
@MainActor
@Suite struct TestStoreFailureMessageTests {
  enum Action: Equatable { case first, second }

  static func relay() -> Reduce<Int, Action> {
    Reduce { state, action in
      switch action {
      case .first: return .send(.second)
      case .second:
        state += 1
        return .none
      }
    }
  }

  struct Counter: Equatable { var count = 0 }

  @Test func aStateChangeThatDoesNotMatch() async {
    let store = TestStore(initialState: Counter()) {
      Reduce<Counter, Void> { state, _ in
        state.count += 1
        return .none
      }
    }
    await withKnownIssue {
      await store.send(()) { $0.count = 0 }
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A state change does not match expectation.

            − TestStoreFailureMessageTests.Counter(count: 0)
            + TestStoreFailureMessageTests.Counter(count: 1)

        (Expected: −, Actual: +)
        """)
    }
  }

  @Test func aStateChangeThatWasNotExpected() async {
    let store = TestStore(initialState: Counter()) {
      Reduce<Counter, Void> { state, _ in
        state.count += 1
        return .none
      }
    }
    await withKnownIssue {
      await store.send(())
    } matching: { issue in
      issue.description.hasSuffix(
        """
        State was not expected to change, but a change occurred.

            − TestStoreFailureMessageTests.Counter(count: 0)
            + TestStoreFailureMessageTests.Counter(count: 1)

        (Expected: −, Actual: +)
        """)
    }
  }

  @Test func anUnreceivedActionAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: 0) { Self.relay() }
      await store.send(.first)
    } matching: { issue in
      issue.description.hasSuffix(
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .second

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
        """)
    }
  }

  @Test func sendingBeforeHandlingReceivedActions() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in action == .first ? .send(.second) : .none }
    }
    await store.send(.first)
    await withKnownIssue {
      await store.send(.first)
    } matching: { issue in
      issue.description.hasSuffix(
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .second
        ]
        """)
    }
    await store.receive(.second)
    await store.receive(.second)
  }

  @Test func receivingAnActionThatNeverCame() async {
    let store = TestStore(initialState: 0) { Self.relay() }
    await withKnownIssue {
      await store.receive(.first)
    } matching: { issue in
      issue.description.hasSuffix(
        """
        Expected to receive the following action, but didn't:

          TestStoreFailureMessageTests.Action.first
        """)
    }
  }

  @Test func receivingAnotherAction() async {
    let store = TestStore(initialState: 0) { Self.relay() }
    await store.send(.first)
    await withKnownIssue {
      await store.receive(.first)
    } matching: { issue in
      issue.description.hasSuffix(
        """
        Received unexpected action:

            − TestStoreFailureMessageTests.Action.first
            + TestStoreFailureMessageTests.Action.second

        (Expected: −, Received: +)
        """)
    }
  }

  @Test func anAssertionThatThrows() async {
    struct SomeError: Error {}
    let store = TestStore(initialState: 0) { Reduce<Int, Void> { _, _ in .none } }
    await withKnownIssue {
      await store.send(()) { _ in throw SomeError() }
    } matching: {
      $0.description.hasSuffix("Threw error: SomeError()")
    }
  }
}
