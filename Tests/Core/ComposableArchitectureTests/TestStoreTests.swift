import Clocks
import ComposableArchitecture
import Foundation
import Testing

/// The test store's assertions and options: what it requires of a test, and how it helps.
@MainActor
@Suite struct TestStoreTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var stamp: Date?
      var name = ""
    }
    enum Action: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case increment
      case incrementLater
      case stamp
      case twice
      case response(Int)
      case startTimer
      case tick
    }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.date.now) var now
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding:
          return .none
        case .increment:
          state.count += 1
          return .none
        case .incrementLater:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.increment)
          }
        case .stamp:
          state.stamp = now
          return .none
        case .twice:
          return .merge(.send(.response(1)), .send(.response(2)))
        case .response(let value):
          state.count = value
          return .none
        case .startTimer:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.count += 1
          return .none
        }
      }
    }
  }

  func store(clock: TestClock<Duration> = TestClock()) -> TestStoreOf<Feature> {
    TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 60)
    }
  }

  /// A test store runs its effects on the main serial executor unless told not to; either
  /// way it receives what its effects send.
  @Test(arguments: [true, false])
  func theMainSerialExecutorIsTheDefaultAndCanBeTurnedOff(serial: Bool) async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, isEcho in
        state += 1
        return isEcho ? .none : .run { send in await send(true) }
      }
    }
    #expect(store.useMainSerialExecutor)
    #expect(uncheckedUseMainSerialExecutor)
    store.useMainSerialExecutor = serial
    #expect(store.useMainSerialExecutor == serial)
    await store.send(false) { $0 = 1 }
    await store.receive(true) { $0 = 2 }
  }

  @Test func anAssertionThatChangesNothingFails() async {
    let store = store()
    await withKnownIssue {
      await store.send(.twice) { _ in }
    } matching: { issue in
      issue.description.hasSuffix(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """)
    }
    await store.receive(.response(1)) { $0.count = 1 }
    await store.receive(.response(2)) { $0.count = 2 }
  }

  @Test func finishingWithUnassertedReceivedActionsFails() async {
    let store = store()
    await store.send(.twice)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("The store received 2 unexpected actions.")
    }
    await store.skipReceivedActions()
  }

  @Test func skippingIsStrict() async {
    let store = store()
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: {
      $0.description.contains("There were no received actions to skip.")
    }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: {
      $0.description.contains("There were no in-flight effects to skip.")
    }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  /// Skipping in-flight effects stops tracking them without cancelling: their actions arrive.
  @Test func skippedEffectsKeepRunningAndDeliver() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.incrementLater)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) { $0.count = 1 }
  }

  @Test func skippedReceivedActionsLeaveTheirState() async {
    let store = store()
    await store.send(.twice)
    await store.skipReceivedActions()
    #expect(store.state.count == 2)
    await store.send(.increment) { $0.count = 3 }
  }

  /// The assertion closure runs with the store's dependencies, not the test's defaults.
  @Test func assertionClosuresSeeTheStoresDependencies() async {
    let store = store()
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamp = now
    }
  }

  @Test func dependenciesChangedMidTestReachLaterEffects() async {
    let store = store()
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 60) }
    store.dependencies.date.now = Date(timeIntervalSince1970: 120)
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 120) }
    await store.withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 180)
    } operation: {
      await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 180) }
    }
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 120) }
  }

  @Test func aFailedCaseKeyPathReceiveShowsWhatArrived() async {
    let store = store()
    await store.send(.twice)
    await withKnownIssue {
      await store.receive(\.stamp) { _ in }
    } matching: { issue in
      issue.description.hasSuffix(
        """
        Received unexpected action:

          TestStoreTests.Feature.Action.response(1)
        """)
    }
    await store.skipReceivedActions()
    await withKnownIssue {
      await store.receive(\.response)
    } matching: { issue in
      issue.description.hasSuffix(
        "Expected to receive an action matching case path, but didn't get one.")
    }
  }

  @Test func sendingAndReceivingByCase() async {
    let store = store()
    await store.send(\.increment) { $0.count = 1 }
    await store.send(\.response, 7) { $0.count = 7 }
    await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
    await store.send(.twice)
    await store.receive(\.response, 1) { $0.count = 1 }
    await store.receive {
      $0 == .response(2)
    } assert: {
      $0.count = 2
    }
  }

  @Test func nonExhaustiveStoresCheckOnlyWhatIsAsserted() async {
    let clock = TestClock()
    let store = store(clock: clock)
    store.exhaustivity = .off
    await store.send(.twice)
    await store.send(.increment) { $0.count = 3 }
    await store.send(.incrementLater)
    await clock.advance(by: .seconds(1))
    await store.receive(\.increment)
    #expect(store.state.count == 4)
    await withKnownIssue {
      await store.send(.increment) { $0.count = 99 }
    } matching: {
      $0.description.contains("A state change does not match expectation")
    }
  }

  @Test func skippedAssertionsCanBeShown() async {
    let store = store()
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.twice)
    await store.send(.increment) { $0.count = 3 }
  }

  @Test func exhaustivityCanBeTurnedOffForABlock() async {
    let store = store()
    await store.withExhaustivity(.off) {
      await store.send(.twice)
      await store.send(.increment)
    }
    #expect(store.exhaustivity == .on)
    await store.send(.increment) { $0.count = 4 }
  }

  @Test func assertChecksTheStateWithoutAnAction() async {
    let store = store()
    store.exhaustivity = .off
    await store.send(.twice)
    store.assert { $0.count = 2 }
  }

  @Test func effectsStillRunningFailTheTest() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = store(clock: clock)
      await store.send(.startTimer)
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running.")
    }
  }

  @Test func finishTimesOutOnAnEffectThatNeverEnds() async {
    let store = store()
    store.timeout = .milliseconds(50)
    let task = await store.send(.startTimer)
    await withKnownIssue {
      await store.finish()
    } matching: {
      $0.description.contains("Expected effects to finish")
    }
    await task.cancel()
  }

  @Test func receiveTimesOutOnAnEffectThatNeverSends() async {
    let store = store()
    let task = await store.send(.incrementLater)
    // As upstream, a receive that times out reports the wait and the missing action.
    await withKnownIssue {
      await store.receive(.increment, timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("Expected to receive an action, but received none after")
        || issue.description.contains("Expected to receive the following action, but didn't")
    }
    await task.cancel()
  }

  @Reducer
  struct Closing {
    struct State: Equatable {}
    enum Action: Equatable { case close }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in await dismiss() } }
    }
  }

  @Test func aDismissedStoreTakesNoMoreActions() async {
    let store = TestStore(initialState: Closing.State()) { Closing() }
    await store.send(.close)
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.close)
    } matching: {
      $0.description.contains("Can't send action to dismissed test store.")
    }
  }

  @Test func stateIsTheStateBeforeTheActionWhileItsChangeIsAsserted() async {
    let store = store()
    await store.send(.increment) { state in
      #expect(store.state.count == 0)
      state.count = 1
    }
    #expect(store.state.count == 1)
    await store.send(.twice)
    await store.receive(.response(1))
    await store.receive(.response(2)) { state in
      #expect(store.state.count == 1)
      state.count = 2
    }
    #expect(store.state.count == 2)
  }

  /// `XCTModify` fails when its closure changes nothing, unless the store is not exhaustive.
  @available(*, deprecated, message: "Exercises XCTModify, which CasePaths deprecates.")
  @Test func xctModifyChecksForAChangeOnlyWhenExhaustive() async {
    let store = TestStore(initialState: Int?.some(1)) {
      Reduce<Int?, Void> { _, _ in .none }
    }
    await withKnownIssue {
      await store.send(()) { XCTModify(&$0) { _ in } }
    } matching: {
      $0.description.hasSuffix(#"Expected "Int" value to be modified but it was unchanged."#)
        || $0.description.contains("Expected state to change, but no change occurred.")
    }
    store.exhaustivity = .off
    await store.send(()) { XCTModify(&$0) { _ in } }
  }

  @Test func initialStateIsInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Feature() }
    await store.send(.increment) { $0.count = 1 }
  }

  /// The last reference to a test store dropped off the main actor ends it without trapping,
  /// and the effect it left running is still reported to the test.
  @Test func aStoreReleasedOffTheMainActorStillReportsItsRunningEffect() async {
    let (reports, reported) = AsyncStream.makeStream(of: String.self)
    await withKnownIssue {
      await withIssueReporters(IssueReporters.current + [ReportSignal(continuation: reported)]) {
        await releaseOffTheMainActor()
      }
      // The report may come after the release, once the store's checks reach the main actor.
      var iterator = reports.makeAsyncIterator()
      _ = await iterator.next()
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running.")
    }
  }

  /// Starts a timer that never ticks in a new store, and lets go of the store here, off the main
  /// actor.
  nonisolated func releaseOffTheMainActor() async {
    let store = await storeRunningATimer()
    _ = store
  }

  func storeRunningATimer() async -> TestStoreOf<Feature> {
    let store = store()
    // On, the main serial executor would run every task on the main thread, this function's
    // caller included. (A test running beside this one may keep it on: the release is then on
    // the main thread, and the report is checked all the same.)
    store.useMainSerialExecutor = false
    await store.send(.startTimer)
    return store
  }
}

/// Hands on each issue reported, so that a test can wait for a report rather than for time.
struct ReportSignal: IssueReporter {
  let continuation: AsyncStream<String>.Continuation

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    continuation.yield(message() ?? "")
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    continuation.yield(message() ?? "")
  }
}
