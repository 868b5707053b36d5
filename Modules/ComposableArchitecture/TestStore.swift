/// A store for tests that makes you account for everything a feature does.
///
/// Each ``send(_:assert:fileID:filePath:line:column:)`` says how the state changes; each action
/// an effect feeds back must be ``receive(_:timeout:assert:fileID:filePath:line:column:)``d, in
/// order; and every effect must have finished (or been cancelled) by the end of the test.
/// Anything else fails the test, with a diff of the state where that helps. Failures go through
/// IssueReporting, so they work under XCTest and Swift Testing alike.
///
/// ```swift
/// @MainActor
/// func testNthPrime() async {
///   let store = TestStore(initialState: Counter.State(count: 7)) {
///     Counter()
///   } withDependencies: {
///     $0.primeClient.nthPrime = { _ in 17 }
///   }
///
///   await store.send(.nthPrimeButtonTapped) {
///     $0.isNthPrimeRequestInFlight = true
///   }
///   await store.receive(\.nthPrimeAnswered) {
///     $0.isNthPrimeRequestInFlight = false
///     $0.alert = "The 7th prime is 17"
///   }
/// }
/// ```
///
/// Dependencies are those of the test context (each `testValue`) unless overridden at init or
/// through ``dependencies`` mid-test.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// The dependencies the reducer and its effects run with. Changing them mid-test affects the
  /// actions sent afterwards.
  ///
  /// ```swift
  /// store.dependencies.primeClient.nthPrime = { _ in throw Failure() }
  /// ```
  public var dependencies: DependencyValues

  /// Whether every state change, received action and effect must be asserted. `.on` by default.
  ///
  /// ```swift
  /// store.exhaustivity = .off  // assert only what this test is about
  /// ```
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and ``finish(timeout:fileID:filePath:line:column:)``
  /// wait by default. One second unless changed.
  ///
  /// ```swift
  /// store.timeout = .seconds(5)
  /// ```
  public var timeout: Duration = .seconds(1)

  /// The state as the test has asserted it so far.
  public private(set) var state: State

  private var reducerState: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private let runtime = EffectRuntime<Action>()
  private var receivedActions: [(action: Action, state: State)] = []
  private var inFlightEffects: [Int: InFlightEffect] = [:]
  private var nextEffectID = 0
  private let location: SourceLocation

  /// Creates a test store running `reducer` on `initialState`, with the test dependencies
  /// adjusted by `prepareDependencies`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Timer.State()) {
  ///   Timer()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let dependencies = withDependencies(prepareDependencies) { DependencyValues._current }
    let reducer = withDependencies {
      $0 = dependencies
    } operation: {
      reducer()
    }
    self.dependencies = dependencies
    self.state = initialState
    self.reducerState = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    // Not an isolated deinit: those run without task-local values, and the test runner finds
    // the current test through them. A test store is released on the main actor, by its test.
    MainActor.assumeIsolated { assertCompletion() }
  }

  private func assertCompletion() {
    if exhaustivity == .on {
      if !receivedActions.isEmpty {
        report(
          """
          The store received \(receivedActions.count) unexpected \
          action\(receivedActions.count == 1 ? "" : "s"):

          \(receivedActions.map { "  • " + describe($0.action) }.joined(separator: "\n"))

          Receive them with "store.receive", or skip them with "store.skipReceivedActions()".
          """,
          at: location
        )
      }
      for effect in inFlightEffects.values.sorted(by: { $0.id < $1.id }) {
        report(
          """
          An effect returned for this action is still running. It must complete before the \
          end of the test:

            \(effect.actionDescription)

          Wait for it with "store.finish()" or "await task.finish()", cancel it with \
          "await task.cancel()", or skip it with "store.skipInFlightEffects()".
          """,
          at: effect.location
        )
      }
    }
    for effect in inFlightEffects.values { effect.task.cancel() }
    runtime.cancelAll()
  }

  /// Sends `action` and asserts how it changes the state.
  ///
  /// `assert` receives the state as it was before the action; mutate it to what you expect.
  /// Omit it when the state must not change. Fails if actions received from effects have not
  /// been asserted yet.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !receivedActions.isEmpty {
      if exhaustivity == .on {
        report(
          """
          Must handle \(receivedActions.count) received \
          action\(receivedActions.count == 1 ? "" : "s") before sending an action:

          \(receivedActions.map { "  • " + describe($0.action) }.joined(separator: "\n"))
          """,
          at: location
        )
      }
      receivedActions.removeAll()
      state = reducerState
    }

    let previousState = state
    let effect = withDependencies {
      $0 = dependencies
    } operation: {
      reducer(&reducerState, action)
    }
    let stateAfterAction = reducerState
    let id = track(runtime.start(effect, emit: emit), for: action, at: location)
    expectState(from: previousState, to: stateAfterAction, assert, at: location)
    state = stateAfterAction

    await settle()
    return TestStoreTask(store: self, id: id)
  }

  /// Asserts that an effect fed back `expectedAction` next, and how it changed the state.
  ///
  /// Waits up to `timeout` (``timeout`` by default) for the action to arrive.
  ///
  /// ```swift
  /// await store.receive(.timerTicked) {
  ///   $0.elapsed = .seconds(1)
  /// }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      matching: { $0 == expectedAction },
      describeMismatch: { received in
        """
        Received unexpected action: …

        \(CustomDump.diff(expectedAction, received, format: .proportional)?.indented ?? "")

        (Expected: −, Received: +)
        """
      },
      describeExpected: describe(expectedAction),
      timeout: timeout,
      assert: assert,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action of the case `actionCase` next, and how it
  /// changed the state.
  ///
  /// ```swift
  /// await store.receive(\.nthPrimeAnswered) {
  ///   $0.alert = "The 7th prime is 17"
  /// }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      describeMismatch: { received in
        """
        Received unexpected action:

          \(self.describe(received))

        Expected an action matching \(actionCase).
        """
      },
      describeExpected: "an action matching \(actionCase)",
      timeout: timeout,
      assert: assert,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back the case `actionCase` carrying `value` next, and how it
  /// changed the state.
  ///
  /// ```swift
  /// await store.receive(\.nthPrimeAnswered, "The 7th prime is 17") {
  ///   $0.alert = "The 7th prime is 17"
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      describeMismatch: { received in
        """
        Received unexpected action:

          \(self.describe(received))

        Expected \(actionCase) carrying \(String(customDumping: value)).
        """
      },
      describeExpected: "\(actionCase) carrying \(String(customDumping: value))",
      timeout: timeout,
      assert: assert,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits until every effect has finished, failing if some are still running after
  /// `timeout`.
  ///
  /// ```swift
  /// await store.send(.task)
  /// await store.receive(\.favoritesLoaded) { … }
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    guard await waitUntil(timeout: timeout, { self.inFlightEffects.isEmpty }) else {
      guard exhaustivity == .on else { return }
      report(
        """
        Expected effects to finish, but \(inFlightEffects.count) \
        \(inFlightEffects.count == 1 ? "is" : "are") still running after \(timeout):

        \(inFlightEffects.values.map { "  • " + $0.actionDescription }.joined(separator: "\n"))
        """,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      return
    }
  }

  /// Drops the actions received but not yet asserted, adopting the state they produced.
  ///
  /// ```swift
  /// await store.skipReceivedActions()
  /// ```
  public func skipReceivedActions() async {
    await Task.megaYield()
    receivedActions.removeAll()
    state = reducerState
  }

  /// Cancels every effect still running, so the test may end without waiting for them.
  ///
  /// ```swift
  /// await store.skipInFlightEffects()
  /// ```
  public func skipInFlightEffects() async {
    for effect in inFlightEffects.values { effect.task.cancel() }
    inFlightEffects.removeAll()
    await Task.megaYield()
  }

  // MARK: Internals

  private var emit: @MainActor @Sendable (Action) -> Void {
    { [weak self] action in self?.reduceReceived(action) }
  }

  private func reduceReceived(_ action: Action) {
    let effect = withDependencies {
      $0 = dependencies
    } operation: {
      reducer(&reducerState, action)
    }
    receivedActions.append((action, reducerState))
    track(runtime.start(effect, emit: emit), for: action, at: location)
  }

  @discardableResult
  private func track(_ tasks: [Task<Void, Never>], for action: Action, at location: SourceLocation)
    -> Int?
  {
    guard !tasks.isEmpty else { return nil }
    let id = nextEffectID
    nextEffectID += 1
    // Registered before the task can run: both happen on the main actor, this first.
    let task = Task { [weak self] in
      await EffectRuntime<Action>.awaitAll(tasks)
      self?.inFlightEffects[id] = nil
    }
    inFlightEffects[id] = InFlightEffect(
      id: id, actionDescription: describe(action), location: location, task: task)
    return id
  }

  fileprivate func task(for id: Int) -> Task<Void, Never>? {
    inFlightEffects[id]?.task
  }

  fileprivate func isInFlight(_ id: Int) -> Bool {
    inFlightEffects[id] != nil
  }

  private func receiveAction(
    matching matches: (Action) -> Bool,
    describeMismatch: (Action) -> String,
    describeExpected: @autoclosure () -> String,
    timeout: Duration?,
    assert: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let isExhaustive = exhaustivity == .on
    let found = await waitUntil(timeout: timeout) {
      isExhaustive
        ? !self.receivedActions.isEmpty : self.receivedActions.contains { matches($0.action) }
    }
    guard found else {
      report(
        """
        Expected to receive \(describeExpected()), but received \
        \(isExhaustive ? "none" : "no matching action") after \(timeout).
        """,
        at: location
      )
      return
    }
    if !isExhaustive, let index = receivedActions.firstIndex(where: { matches($0.action) }) {
      receivedActions.removeFirst(index)
    }
    let (action, stateAfterAction) = receivedActions.removeFirst()
    if !matches(action) {
      report(describeMismatch(action), at: location)
    }
    expectState(from: state, to: stateAfterAction, assert, at: location)
    state = stateAfterAction
    await settle()
  }

  /// Lets just-started effects run to their first suspension, and effects that are about to
  /// finish do so, so that a test ending right after a send or receive is judged on effects
  /// that are really still running.
  private func settle() async {
    await Task.megaYield()
    _ = await waitUntil(timeout: .milliseconds(5)) { self.inFlightEffects.isEmpty }
  }

  private func expectState(
    from previousState: State,
    to actualState: State,
    _ assert: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    // Non-exhaustive: apply the assertion to the actual state, so only what it sets is checked.
    var expectedState = exhaustivity == .on ? previousState : actualState
    do {
      try assert?(&expectedState)
    } catch {
      report("Threw error: \(error)", at: location)
      return
    }
    guard expectedState != actualState else { return }
    let difference =
      CustomDump.diff(expectedState, actualState, format: .proportional)?.indented
      ?? "  \(String(customDumping: expectedState)) != \(String(customDumping: actualState))"
    report(
      assert == nil
        ? """
        State was not expected to change, but a change occurred: …

        \(difference)

        (Expected: −, Actual: +)
        """
        : """
        A state change does not match expectation: …

        \(difference)

        (Expected: −, Actual: +)
        """,
      at: location
    )
  }

  private func describe(_ action: Action) -> String {
    String(customDumping: action)
  }

  private func report(_ message: String, at location: SourceLocation) {
    reportIssue(
      message,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}

extension TestStore {
  /// How strictly a ``TestStore`` checks a test.
  public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, received action and running effect must be asserted.
    case on
    /// Only what the test asserts is checked: unasserted state, skipped received actions and
    /// effects still running at the end pass.
    case off
  }
}

/// The effects started by one ``TestStore/send(_:assert:fileID:filePath:line:column:)``.
///
/// ```swift
/// let task = await store.send(.startButtonTapped) { $0.isRunning = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.tick) { $0.elapsed = 1 }
/// await task.cancel()
/// ```
@MainActor
public struct TestStoreTask: Sendable {
  private let isInFlight: @MainActor @Sendable () -> Bool
  private let task: @MainActor @Sendable () -> Task<Void, Never>?
  private let timeout: @MainActor @Sendable () -> Duration

  init<State: Equatable, Action: Sendable>(store: TestStore<State, Action>, id: Int?) {
    self.isInFlight = { [weak store] in id.map { store?.isInFlight($0) ?? false } ?? false }
    self.task = { [weak store] in id.flatMap { store?.task(for: $0) } }
    self.timeout = { [weak store] in store?.timeout ?? .seconds(1) }
  }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    guard let task = task() else { return }
    task.cancel()
    await task.value
  }

  /// Waits for the effects to finish, failing if they are still running after `timeout`.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout()
    guard await waitUntil(timeout: timeout, { !isInFlight() }) else {
      reportIssue(
        "Expected the effects of this action to finish, but they are still running after \(timeout).",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
  }

  /// Whether the effects are still running.
  public var isRunning: Bool { isInFlight() }
}

/// Waits until `condition` holds, for at most `timeout`; whether it came to hold.
@MainActor
private func waitUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  var attempts = 0
  while !condition() {
    guard clock.now < deadline else { return false }
    // Yield first so effects already scheduled can run; then back off to a short sleep so a
    // long wait does not spin the main actor.
    if attempts < 100 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
    attempts += 1
  }
  return true
}

private struct InFlightEffect {
  let id: Int
  let actionDescription: String
  let location: SourceLocation
  let task: Task<Void, Never>
}

private struct SourceLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

extension Task where Success == Never, Failure == Never {
  /// Yields many times, so that effects just started get to run up to their first suspension.
  static func megaYield(count: Int = 20) async {
    for _ in 0..<count { await Task.yield() }
  }
}

extension String {
  fileprivate var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
  }
}

/// A test store of a reducer's state and actions.
///
/// ```swift
/// let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
