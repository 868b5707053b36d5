@_spi(Internals) import CasePaths
import ConcurrencyExtras
import CustomDump
import Foundation

/// A store for tests: it runs a real ``Store``'s runtime and makes the test account for every
/// state change, every action an effect sends back, and every effect still running. Anything
/// left unasserted fails the test with a readable diff. In a `@MainActor` test:
///
/// ```swift
/// let store = TestStore(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.numberFact.fetch = { "\($0) is a good number." }
/// }
/// await store.send(.incrementButtonTapped) { $0.count = 1 }
/// await store.send(.factButtonTapped)
/// await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
/// ```
///
/// Actions are reduced in exactly the order a store reduces them. By default the store runs on
/// the main serial executor (see ``useMainSerialExecutor``), so its effects run in a
/// deterministic order and tests can run in parallel. Waiting for an action or for effects to
/// finish waits on the store's own events; ``timeout`` only bounds how long.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies the reducer and its effects see; change them mid-test to change what
  /// later actions and effects see.
  ///
  /// ```swift
  /// store.dependencies.date.now = Date(timeIntervalSince1970: 60)
  /// ```
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set {
      var newValue = newValue
      asDependencyWrite {
        for alias in core.aliases {
          alias.propagate(from: core.dependencies, to: &newValue)
        }
      }
      core.dependencies = newValue
    }
  }

  /// Whether every change, received action and running effect must be asserted (``Exhaustivity/on``,
  /// the default), or only what the test asserts (``Exhaustivity/off``).
  public var exhaustivity: Exhaustivity = .on

  /// The state as the test has asserted it so far: after the last action sent or received.
  public var state: State { assertedState }

  /// Runs `body` with the shared values it reads as the test has asserted them, as ``state``
  /// holds everything else: outside it, a shared value reads live, as an effect the test has
  /// not yet received may have left it. What a view of the asserted state draws is drawn in it.
  /// Package-wide, not public: the terminal kit's test store needs it; upstream has no such API.
  ///
  /// ```swift
  /// let frame = store.withAssertedSharedValues { CounterView(state: store.state).render() }
  /// ```
  package func withAssertedSharedValues<R>(_ body: () throws -> R) rethrows -> R {
    try record.tracker.withView(record.assertedShared, operation: body).0
  }

  /// How long `receive(_:timeout:assert:)` and ``finish(timeout:fileID:file:line:column:)``
  /// wait before failing.
  public var timeout: Duration

  /// Whether the feature dismissed itself with `@Dependency(\.dismiss)`; a dismissed store
  /// takes no more actions.
  public private(set) var isDismissed = false

  /// Whether the store runs every task on the main serial executor (the default), which makes
  /// effects run in a deterministic order. The executor is process-wide: a test store turns it
  /// on, and what it found is back once the store and the stores made after it are gone.
  public var useMainSerialExecutor: Bool {
    get { mainSerialExecutorHold != nil }
    set {
      guard newValue != (mainSerialExecutorHold != nil) else { return }
      if newValue {
        mainSerialExecutorHold = MainSerialExecutor.acquire()
      } else if let hold = mainSerialExecutorHold {
        MainSerialExecutor.release(hold)
        mainSerialExecutorHold = nil
      }
    }
  }

  private let core: RootCore<State, TestAction>
  /// What the test has yet to assert, kept apart from the store so that effects ending while
  /// the store goes away are still accounted for.
  private let record: Record
  private var assertedState: State {
    get { record.assertedState }
    set { record.assertedState = newValue }
  }
  private var receivedActions: [(action: Action, state: State, shared: _SharedValues)] {
    get { record.receivedActions }
    set { record.receivedActions = newValue }
  }
  /// Whether effects have sent actions the test has not received yet: a terminal test store
  /// reads it to say a key's answer where the app says it, with the actions the key's effects
  /// send at once.
  @_spi(Internals) public var hasUnreceivedActions: Bool { !receivedActions.isEmpty }
  /// The effects still running that the test must account for.
  private var inFlightEffects: [InFlightEffect] {
    record.inFlightEffects
  }
  /// The store's hold on the main serial executor, while it has one.
  private var mainSerialExecutorHold: Int?
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates a test store running `reducer` on `initialState`, with the test's dependencies
  /// changed by `prepareDependencies`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    // On before the state is made: the tasks a shared key starts from the state's
    // initializer (a file's first read) then run on the serial executor with the effects, in
    // one order, rather than on the global pool, where a busy machine may start them late.
    let executorHold = MainSerialExecutor.acquire()
    // Shared writes made with the store's dependencies (its reducers and their effects) are
    // the store's to assert; the test's own are not.
    let tracker = _SharedChangeTracker(scope: .dependencies)
    let (initialState, reducer, dependencies) = Dependencies.withDependencies {
      prepareDependencies(&$0)
      tracker.track(&$0)
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    self.record = Record(assertedState: initialState, tracker: tracker)
    self.timeout = .seconds(1)
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    let testReducer = TestReducer(base: reducer, record: record)
    self.core = RootCore(
      initialState: initialState, reducer: testReducer, dependencies: dependencies)
    testReducer.store = self
    self.mainSerialExecutorHold = executorHold
  }

  deinit {
    // The last reference may go anywhere, off the main actor too (a nonisolated function, a
    // detached task). The checks then run on the main actor a moment later, with what they
    // need from the store handed to them, in a task that inherits the test's task-local
    // context, so that what they report is still the test's.
    let checks = Checks(record: record, core: core, exhaustivity: exhaustivity)
    let executorHold = mainSerialExecutorHold
    let (fileID, filePath, line, column) = (fileID, filePath, line, column)
    let complete: @MainActor @Sendable () -> Void = {
      checks.completed(fileID: fileID, filePath: filePath, line: line, column: column)
      if let executorHold { MainSerialExecutor.release(executorHold) }
    }
    if isOnMainQueue {
      MainActor.assumeIsolated(complete)
    } else {
      Task { @MainActor in complete() }
    }
  }

  /// Waits until every effect has finished, failing if received actions are unasserted or if
  /// effects are still running after `timeout` (the store's ``timeout`` by default).
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    checks.assertNoReceivedActions(fileID: fileID, filePath: filePath, line: line, column: column)
    checks.cancelPresentationListeners()
    let duration = duration ?? timeout
    await Task.megaYield()
    guard !(await waitUntil(timeout: duration) { self.inFlightEffects.isEmpty }) else { return }
    reportIssueHelper(
      """
      Expected effects to finish, but there are still effects in-flight\
      \(duration > .zero ? " after \(duration)" : "").

      \(inFlightSuggestion(duration))
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs `operation` with the store's dependencies changed by `update`, restoring them after.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.date.now = later
  /// } operation: {
  ///   await store.send(.refresh) { $0.refreshedAt = later }
  ///   await store.send(.save) { $0.savedAt = later }
  /// }
  /// ```
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try asDependencyWrite { try updateValuesForOperation(&dependencies) }
    return try operation()
  }

  /// Runs `operation` with the store's dependencies changed by `update`, restoring them after.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try asDependencyWrite { try updateValuesForOperation(&dependencies) }
    return try await operation()
  }

  /// Runs `operation` with the store's ``exhaustivity`` set to `exhaustivity`.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.send(.save)
  /// }
  /// ```
  public func withExhaustivity<R>(_ exhaustivity: Exhaustivity, operation: () throws -> R)
    rethrows -> R
  {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs `operation` with the store's ``exhaustivity`` set to `exhaustivity`.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }
}

/// A test store of a reducer's state and actions.
///
/// ```swift
/// let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

// MARK: - Sending

extension TestStore {
  /// Sends `action` and asserts the state change it makes: `updateStateToExpectedResult`
  /// changes the previous state into the expected one (omit it when nothing should change).
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) {
      guard !isDismissed else {
        reportIssue(
          "Can't send action to dismissed test store.",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return TestStoreTask(rawValue: nil, timeout: timeout)
      }
      if !receivedActions.isEmpty {
        var actions = ""
        customDump(receivedActions.map(\.action), to: &actions)
        reportIssueHelper(
          """
          Must handle \(receivedActions.count) received \
          action\(receivedActions.count == 1 ? "" : "s") before sending an action.

          Unhandled actions: \(actions)
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      switch exhaustivity {
      case .on:
        break
      case .off(showSkippedAssertions: true):
        skipReceivedActionsNow(
          strict: false, fileID: fileID, filePath: filePath, line: line, column: column)
      case .off(showSkippedAssertions: false):
        if let last = receivedActions.last {
          assertedState = last.state
          record.assertedShared = last.shared
        }
        receivedActions = []
      }

      let expectedState = assertedState
      let expectedShared = record.assertedShared
      let stackElementIDs = core.dependencies.stackElementID.incrementingCopy()
      let task = core.send(
        TestAction(
          origin: .send(action), fileID: fileID, filePath: filePath, line: line, column: column))
      // While the assertion runs, `state` is still the state before the action.
      let actualState = record.sentState ?? expectedState
      let actualShared = record.sentShared ?? expectedShared
      record.sentState = nil
      record.sentShared = nil
      await Task.yield()
      do {
        try expectedStateShouldMatch(
          expected: expectedState, expectedShared, actual: actualState, actualShared,
          updateStateToExpectedResult: updateStateToExpectedResult,
          stackElementIDs: stackElementIDs,
          fileID: fileID, filePath: filePath, line: line, column: column)
      } catch {
        reportIssue(
          "Threw error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
      }
      assertedState = actualState
      record.assertedShared = actualShared
      // Lets the effects the action started begin (and the quick ones end), in the serial
      // executor's deterministic order.
      await Task.megaYield()
      return TestStoreTask(rawValue: task, timeout: timeout)
    }
  }

  /// Sends the action of a case without a payload.
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @_disfavoredOverload
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(()), assert: updateStateToExpectedResult, fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Sends the action of a case with `value` as its payload.
  ///
  /// ```swift
  /// await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
  /// ```
  @_disfavoredOverload
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(value), assert: updateStateToExpectedResult, fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Asserts the current state without sending an action, for changes made outside the
  /// reducer, or, in a non-exhaustive store, changes not asserted yet.
  ///
  /// ```swift
  /// store.assert { $0.count = 2 }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let expected = assertedState
    let actual = receivedActions.last?.state ?? core.state
    // Shared state changed by effects since the last assertion is asserted here, as it is now.
    let actualShared = record.tracker.values()
    do {
      try expectedStateShouldMatch(
        expected: expected, record.assertedShared,
        actual: exhaustivity == .on ? assertedState : actual, actualShared,
        updateStateToExpectedResult: updateStateToExpectedResult,
        skipUnnecessaryModifyFailure: true,
        fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
      reportIssue(
        "Threw error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    record.assertedShared = actualShared
  }
}

// MARK: - Receiving

extension TestStore where Action: Equatable {
  /// Waits for an effect to send `expectedAction` and asserts the state change it makes.
  ///
  /// ```swift
  /// await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    var expectedActionDump = ""
    customDump(expectedAction, to: &expectedActionDump, indent: 2)
    await receive(
      matching: { expectedAction == $0 },
      failureMessage: """
        Expected to receive the following action, but didn't:

        \(expectedActionDump)
        """,
      unexpectedActionDescription: { receivedAction in
        diff(expectedAction, receivedAction, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
            ?? """
            Expected:
            \(String(describing: expectedAction).indent(by: 2))

            Received:
            \(String(describing: receivedAction).indent(by: 2))
            """
      },
      timeout: duration, updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// Waits for an effect to send an action that `isMatching` accepts, and asserts the state
  /// change it makes.
  ///
  /// ```swift
  /// await store.receive { if case .response(.success) = $0 { true } else { false } }
  /// ```
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
      unexpectedActionDescription: { receivedAction in
        var action = ""
        customDump(receivedAction, to: &action, indent: 2)
        return action
      },
      timeout: duration, updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for an effect to send an action of the case `actionCase`, and asserts the state
  /// change it makes.
  ///
  /// ```swift
  /// await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
  /// await store.receive(\.rows[id: 1].loaded)
  /// ```
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      casePath: AnyCasePath(actionCase), timeout: duration, updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for an action `casePath` extracts a value from: what `receive(\.case)` and its
  /// deprecated case-path spelling both do.
  func receive<Value>(
    casePath: AnyCasePath<Action, Value>,
    timeout duration: Duration?,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async {
    await receive(
      matching: { casePath.extract(from: $0) != nil },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      unexpectedActionDescription: { receivedAction in
        var action = ""
        customDump(receivedAction, to: &action, indent: 2)
        return action
      },
      timeout: duration, updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for an effect to send the action of the case `actionCase` with payload `value`, and
  /// asserts the state change it makes.
  ///
  /// ```swift
  /// await store.receive(\.factResponse, "1 is a good number.") { $0.fact = "1 is a good number." }
  /// ```
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receive(
      matching: { casePath.extract(from: $0) == value },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      unexpectedActionDescription: { receivedAction in
        var action = ""
        if casePath.extract(from: receivedAction) != nil,
          let difference = diff(casePath.embed(value), receivedAction, format: .proportional)
        {
          action.append("\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)")
        } else {
          customDump(receivedAction, to: &action, indent: 2)
        }
        return action
      },
      timeout: duration, updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for an action `predicate` accepts and asserts it.
  func receive(
    matching predicate: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    timeout duration: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async {
    await withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) {
      if !inFlightEffects.isEmpty {
        await waitForAction(
          matching: predicate, timeout: duration, fileID: fileID,
          filePath: filePath, line: line, column: column)
      }
      receiveNow(
        matching: predicate, failureMessage: failureMessage(),
        unexpectedActionDescription: unexpectedActionDescription,
        updateStateToExpectedResult,
        fileID: fileID, filePath: filePath, line: line, column: column)
      await Task.megaYield()
    }
  }

  /// Waits until an action that could be the expected one was received, or no effect is left
  /// that could send it, or `timeout` passed (then it fails).
  private func waitForAction(
    matching predicate: (Action) -> Bool, timeout duration: Duration?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async {
    let duration = duration ?? timeout
    let arrived = await waitUntil(timeout: duration) {
      switch self.exhaustivity {
      case .on: !self.receivedActions.isEmpty || self.inFlightEffects.isEmpty
      case .off:
        self.receivedActions.contains { predicate($0.action) } || self.inFlightEffects.isEmpty
      }
    }
    guard !arrived else { return }
    reportIssue(
      """
      Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but \
      received none\(duration > .zero ? " after \(duration)" : "").

      \(inFlightSuggestion(duration))
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  private func receiveNow(
    matching predicate: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard !receivedActions.isEmpty else {
      reportIssue(failureMessage(), fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    if exhaustivity != .on {
      guard receivedActions.contains(where: { predicate($0.action) }) else {
        reportIssue(
          failureMessage(), fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      var skipped: [Action] = []
      while let first = receivedActions.first, !predicate(first.action) {
        receivedActions.removeFirst()
        skipped.append(first.action)
        assertedState = first.state
        record.assertedShared = first.shared
      }
      if !skipped.isEmpty {
        var actionsDump = ""
        customDump(skipped, to: &actionsDump)
        reportIssueHelper(
          """
          \(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.

          \(actionsDump)
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    }

    let (receivedAction, state, shared) = receivedActions.removeFirst()
    if !predicate(receivedAction) {
      let receivedActionLater = receivedActions.contains { predicate($0.action) }
      reportIssueHelper(
        """
        Received unexpected action\(receivedActionLater ? " before this one" : ""):

        \(unexpectedActionDescription(receivedAction))
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    } else {
      do {
        try expectedStateShouldMatch(
          expected: assertedState, record.assertedShared, actual: state, shared,
          updateStateToExpectedResult: updateStateToExpectedResult,
          fileID: fileID, filePath: filePath, line: line, column: column)
      } catch {
        reportIssue(
          "Threw error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
    assertedState = state
    record.assertedShared = shared
  }
}

// MARK: - Skipping

extension TestStore {
  /// Accepts the actions received so far without asserting them, adopting the state they
  /// left. With `strict`, fails when there is nothing to skip.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipReceivedActions()
  /// ```
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    skipReceivedActionsNow(
      strict: strict, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func skipReceivedActionsNow(
    strict: Bool, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if strict && receivedActions.isEmpty {
      reportIssue(
        "There were no received actions to skip.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    guard let last = receivedActions.last else { return }
    var actions = ""
    if receivedActions.count == 1 {
      customDump(receivedActions[0].action, to: &actions)
    } else {
      customDump(receivedActions.map(\.action), to: &actions)
    }
    reportIssueHelper(
      """
      \(receivedActions.count) received action\
      \(receivedActions.count == 1 ? " was" : "s were") skipped.

      \(actions)
      """,
      overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    assertedState = last.state
    record.assertedShared = last.shared
    receivedActions = []
  }

  /// Stops tracking the effects still running, without cancelling them: the test may end
  /// with them running, and actions they send still arrive. With `strict`, fails when there is
  /// nothing to skip.
  ///
  /// ```swift
  /// await store.send(.startTimer)
  /// await store.skipInFlightEffects()
  /// ```
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    skipInFlightEffectsNow(
      strict: strict, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  fileprivate func skipInFlightEffectsNow(
    strict: Bool, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if strict && inFlightEffects.isEmpty {
      reportIssue(
        "There were no in-flight effects to skip.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    guard !inFlightEffects.isEmpty else { return }
    var actions = ""
    if inFlightEffects.count == 1 {
      customDump(inFlightEffects[0].action.action, to: &actions)
    } else {
      customDump(inFlightEffects.map(\.action.action), to: &actions)
    }
    reportIssueHelper(
      """
      \(inFlightEffects.count) in-flight effect\
      \(inFlightEffects.count == 1 ? " was" : "s were") cancelled, originating from:

      \(actions)
      """,
      overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    for effect in inFlightEffects { effect.isTracked = false }
    notifyWaiters()
  }
}

// MARK: - Internals

extension TestStore {
  /// A `send`'s action or a received one, with where the test sent the action that led to it.
  struct TestAction: @unchecked Sendable, CustomDebugStringConvertible {
    enum Origin {
      case send(Action)
      case receive(Action)
    }

    let origin: Origin
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    var action: Action {
      switch origin {
      case .send(let action), .receive(let action): action
      }
    }

    var debugDescription: String { debugCaseOutput(action) }
  }

  /// The effects an action returned, while any of them runs.
  final class InFlightEffect {
    let action: TestAction
    let observer: EffectObserver
    var isTracked = true
    init(action: TestAction, observer: EffectObserver) {
      self.action = action
      self.observer = observer
    }
  }

  /// The state the test has asserted, and what it has yet to: received actions and running
  /// effects.
  @MainActor
  final class Record {
    var assertedState: State
    /// The state the action being sent left, until the test has asserted it.
    var sentState: State?
    var receivedActions: [(action: Action, state: State, shared: _SharedValues)] = []
    /// Every shared value the store changed, with its value before.
    let tracker: _SharedChangeTracker
    /// The shared values as the test has asserted them so far.
    var assertedShared = _SharedValues.initial
    /// The shared values the action being sent left, until the test has asserted them.
    var sentShared: _SharedValues?
    /// The tracker's write count when the test last asserted.
    var assertedWriteCount = 0
    /// The effects of each action that returned one, until they are known to have ended.
    var effects: [InFlightEffect] = []
    /// What waits for an action or for effects to end.
    let waiters = TestStoreWaiters()

    /// The tracked effects still running.
    var inFlightEffects: [InFlightEffect] {
      effects.removeAll { !$0.isTracked || !$0.observer.isRunning }
      return effects
    }

    init(assertedState: State, tracker: _SharedChangeTracker) {
      self.assertedState = assertedState
      self.tracker = tracker
    }

    /// Wakes everything waiting for an action or for effects to end.
    func notifyWaiters() {
      waiters.notify()
    }
  }

  final class TestReducer<Base: Reducer<State, Action>>: Reducer {
    let base: Base
    let record: Record
    weak var store: TestStore?

    init(base: Base, record: Record) {
      self.base = base
      self.record = record
    }

    func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
      _makeNode().reduce(into: &state, action: action)
    }

    func _makeNode() -> _ReducerNode<State, TestAction> {
      TestReducerNode(base: base._makeNode(), record: record) { [self] in self.store }
    }
  }

  final class TestReducerNode: _ReducerNode<State, TestAction>, @unchecked Sendable {
    let base: _ReducerNode<State, Action>
    let record: Record
    let store: () -> TestStore?
    private let derivedDependencies = DerivedDependencies()
    private var latestAction: TestAction?

    init(
      base: _ReducerNode<State, Action>, record: Record, store: @escaping () -> TestStore?
    ) {
      self.base = base
      self.record = record
      self.store = store
    }

    override func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
      // A store reduces on the main actor.
      nonisolated(unsafe) var reduced = state
      defer { state = reduced }
      return MainActor.assumeIsolated { reduceOnMainActor(into: &reduced, action: action) }
    }

    @MainActor
    private func reduceOnMainActor(into state: inout State, action: TestAction) -> Effect<
      TestAction
    > {
      let store = self.store()
      let record = self.record
      latestAction = action
      // Kept between actions (see `DerivedDependencies`): the dismissal reads the latest
      // action's location when it runs.
      let dependencies = derivedDependencies.values { dependencies in
        let dismiss = dependencies.dismiss.dismiss
        dependencies.dismiss = DismissEffect { [weak store, weak self] in
          dismiss?()
          guard let action = self?.latestAction else { return }
          store?.withExhaustivity(.off) {
            store?.skipInFlightEffectsNow(
              strict: false, fileID: action.fileID, filePath: action.filePath, line: action.line,
              column: action.column)
            store?.isDismissed = true
          }
        }
      }
      let effect = DependencyValues.$_current.withValue(dependencies) {
        base.reduce(into: &state, action: action.action)
      }
      switch action.origin {
      case .send:
        record.sentState = state
        record.sentShared = record.tracker.values()
      case .receive(let received):
        record.receivedActions.append((received, state, record.tracker.values()))
        record.notifyWaiters()
      }
      guard !effect.isNone, store != nil else { return .none }
      // The waiters, not the record: a task holding the record would capture the store's
      // generic types, whose metatypes need not be sendable.
      let observer = EffectObserver { [weak waiters = record.waiters] in
        Task { @MainActor in waiters?.notify() }
      }
      record.effects.append(InFlightEffect(action: action, observer: observer))
      // A sendable closure in this generic context would capture the store's types, whose
      // metatypes need not be sendable; this one is made as a plain closure and only carries
      // values that the effect's own actions already cross with.
      let received = unsafeBitCast(
        { (received: Action) in
          TestAction(
            origin: .receive(received), fileID: action.fileID, filePath: action.filePath,
            line: action.line, column: action.column)
        } as (Action) -> TestAction, to: (@Sendable (Action) -> TestAction).self)
      return effect.map(received)
        .observed(by: observer)
    }
  }

  private func notifyWaiters() {
    record.notifyWaiters()
  }

  /// Waits until `condition` holds, re-checking it whenever an action arrives or an effect
  /// ends; returns `false` if it still does not hold after `timeout`.
  private func waitUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    guard !condition() else { return true }
    let timedOut = LockIsolated(false)
    let timer = Task { @MainActor [weak self] in
      try? await Task.sleep(for: timeout)
      timedOut.setValue(true)
      self?.notifyWaiters()
    }
    defer { timer.cancel() }
    while !condition() {
      if timedOut.value {
        // Work that was already queued when the time ran out may still deliver.
        await Task.megaYield()
        return condition()
      }
      await withCheckedContinuation { record.waiters.continuations.append($0) }
    }
    return true
  }

  private func inFlightSuggestion(_ duration: Duration) -> String {
    guard !inFlightEffects.isEmpty else {
      return """
        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """
    }
    let timeoutMessage =
      duration != timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    return """
      There are effects in-flight. If the effect that delivers this action uses a \
      clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
      enough time for it to perform the effect. If you are using a test clock/scheduler, advance \
      it so that the effects may complete, or consider using an immediate clock/scheduler to \
      immediately perform the effect instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
      \(timeoutMessage).
      """
  }

  private func expectedStateShouldMatch(
    expected: State,
    _ expectedShared: _SharedValues,
    actual: State,
    _ actualShared: _SharedValues,
    updateStateToExpectedResult: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator? = nil,
    skipUnnecessaryModifyFailure: Bool = false,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) throws {
    let tracker = record.tracker
    // As upstream: a step in which the store wrote a shared value, even the value it held, may
    // assert that write without being told it changed nothing.
    let writeCount = tracker.writeCount
    let skipUnnecessaryModifyFailure =
      skipUnnecessaryModifyFailure || writeCount != record.assertedWriteCount
    record.assertedWriteCount = writeCount
    let current = expected
    var expected = expected
    // Shared values each state is read with: both states hold the same references, so the
    // expected side reads them as the test has asserted them (plus the closure's writes) and
    // the actual side as the action left them.
    var expectedSharedAfter = expectedShared
    // The closure runs with the store's dependencies, its stack ids counting as the reducer's
    // did, so that `$0.path.append(…)` makes the ids the reducer made.
    var dependencies = core.dependencies
    dependencies.stackElementID = (stackElementIDs ?? dependencies.stackElementID)
      .incrementingCopy()
    func apply(_ state: inout State, _ shared: inout _SharedValues) throws {
      guard let updateStateToExpectedResult else { return }
      // The closures below run synchronously, here, on the main actor; optimised builds cannot
      // see that the state and the closure never leave it.
      nonisolated(unsafe) var result = state
      nonisolated(unsafe) let update = updateStateToExpectedResult
      // `XCTModify` in the closure checks that it changed something only when exhaustive.
      (_, shared) = try tracker.withView(shared) {
        try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
          try DependencyValues.$_current.withValue(dependencies) {
            try update(&result)
          }
        }
      }
      state = result
    }

    func expectationFailure(expected: State, _ expectedShared: _SharedValues) {
      let heading =
        updateStateToExpectedResult != nil
        ? "A state change does not match expectation"
        : "State was not expected to change, but a change occurred"
      reportIssueHelper(
        "\(heading).\n\n\(checks.stateDifference(expected, expectedShared, actual, actualShared))",
        overrideExhaustivity: .on,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    func unnecessaryModifyFailure() {
      guard !skipUnnecessaryModifyFailure,
        tracker.isEqual(expected, in: expectedSharedAfter, to: current, in: expectedShared),
        updateStateToExpectedResult != nil
      else { return }
      reportIssueHelper(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    switch exhaustivity {
    case .on:
      try apply(&expected, &expectedSharedAfter)
      if !tracker.isEqual(expected, in: expectedSharedAfter, to: actual, in: actualShared) {
        expectationFailure(expected: expected, expectedSharedAfter)
      } else {
        unnecessaryModifyFailure()
      }

    case .off(let showSkippedAssertions):
      var expectedFromActual = actual
      var sharedFromActual = actualShared
      try apply(&expectedFromActual, &sharedFromActual)
      expected = expectedFromActual
      expectedSharedAfter = sharedFromActual
      if !tracker.isEqual(expectedFromActual, in: sharedFromActual, to: actual, in: actualShared) {
        expectationFailure(expected: expectedFromActual, sharedFromActual)
      } else if showSkippedAssertions {
        var expectedFromPrevious = current
        var sharedFromPrevious = expectedShared
        try? apply(&expectedFromPrevious, &sharedFromPrevious)
        expected = expectedFromPrevious
        expectedSharedAfter = sharedFromPrevious
        if !tracker.isEqual(
          expectedFromPrevious, in: sharedFromPrevious, to: actual, in: actualShared)
        {
          checks.showSkipped {
            expectationFailure(expected: expectedFromPrevious, sharedFromPrevious)
          }
        }
      } else {
        unnecessaryModifyFailure()
      }
    }
  }

  /// The end-of-test checks, with what the store knows now.
  private var checks: Checks {
    Checks(record: record, core: core, exhaustivity: exhaustivity)
  }

  private func reportIssueHelper(
    _ message: String,
    overrideExhaustivity: Exhaustivity? = nil,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    checks.reportIssueHelper(
      message, overrideExhaustivity: overrideExhaustivity, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// The checks a store makes when the test is done with it, and what they need: the record,
  /// the runtime and the exhaustivity, all of them main-actor references the store can hand on.
  /// The store's `deinit` may run off the main actor, and runs them later on it with these.
  @MainActor
  struct Checks: Sendable {
    let record: Record
    let core: RootCore<State, TestAction>
    let exhaustivity: Exhaustivity

    /// Fails for what the test left unasserted: received actions, and effects still running.
    func completed(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
      assertNoReceivedActions(fileID: fileID, filePath: filePath, line: line, column: column)
      assertNoSharedChanges(fileID: fileID, filePath: filePath, line: line, column: column)
      cancelPresentationListeners()
      for effect in record.inFlightEffects {
        reportIssueHelper(
          """
          An effect returned for this action is still running. It must complete before the end of \
          the test.

          To fix, inspect any effects the reducer returns for this action and ensure that all of \
          them complete by the end of the test. There are a few reasons why an effect may not have \
          completed:

          If using async/await in your effect, it may need a little bit of time to properly \
          finish. To fix you can simply perform "await store.finish()" at the end of your test.

          If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
          make sure that you wait enough time for it to perform the effect. If you are using a \
          test clock/scheduler, advance it so that the effects may complete, or consider using an \
          immediate clock/scheduler to immediately perform the effect instead.

          If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
          make sure those effects are torn down by marking the effect ".cancellable" and returning \
          a corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
          effect is driven by a Combine subject, send it a completion.

          If you do not wish to assert on these effects, perform "await \
          store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
          "store.exhaustivity = .off".
          """,
          fileID: effect.action.fileID, filePath: effect.action.filePath, line: effect.action.line,
          column: effect.action.column
        )
      }
    }

    /// Cancels the effects that wait for presented children to dismiss themselves: they last as
    /// long as the child is presented, which a test need not end.
    func cancelPresentationListeners() {
      cancellables.cancel(
        CancelID(id: PresentationListenerID(), path: core.dependencies.navigationIDPath.storeRoot))
    }

    func assertNoReceivedActions(
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      guard !record.receivedActions.isEmpty else { return }
      let actions =
        record.receivedActions
        .map { "    " + debugCaseOutput($0.action, abbreviated: true) }
        .joined(separator: "\n")
      reportIssueHelper(
        """
        The store received \(record.receivedActions.count) unexpected \
        action\(record.receivedActions.count == 1 ? "" : "s").

          Unhandled actions:
        \(actions)

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }

    /// The difference between two states, each read with its shared values, for a failure.
    func stateDifference(
      _ expected: State, _ expectedShared: _SharedValues,
      _ actual: State, _ actualShared: _SharedValues
    ) -> String {
      let tracker = record.tracker
      guard let difference = tracker.diff(expected, in: expectedShared, actual, in: actualShared)
      else {
        return """
          Expected:
          \(tracker.withView(expectedShared) { String(describing: expected) }.0.indent(by: 2))

          Actual:
          \(tracker.withView(actualShared) { String(describing: actual) }.0.indent(by: 2))
          """
      }
      return "\(difference.indent(by: 4))\n\n(Expected: −, Actual: +)"
    }

    /// Fails when shared state changed after the last assertion and the test never asserted it.
    func assertNoSharedChanges(
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      guard exhaustivity == .on, !record.tracker.isEmpty else { return }
      let live = record.tracker.values()
      guard
        !record.tracker.isEqual(
          record.assertedState, in: record.assertedShared, to: record.assertedState, in: live)
      else { return }
      reportIssue(
        """
        Test store finished before asserting against changes to shared state:

        \(stateDifference(record.assertedState, record.assertedShared, record.assertedState, live))

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      record.assertedShared = live
    }

    /// Shows the skipped assertions `report` reports as expected issues, which do not fail the
    /// test. Where the test framework cannot expect an issue they are printed instead: XCTest
    /// off Apple's platforms (IssueReporting fails the test there, "Expecting failures is
    /// unavailable"), and Swift Testing in a target that does not link the test support
    /// library (there an expected issue is an unexpected one, which ``TestFailureGuard`` stops
    /// the run for).
    func showSkipped(_ report: () -> Void) {
      #if !canImport(Darwin)
        if TestContext.current == .xcTest {
          withIssueReporters([SkippedAssertionPrinter()], operation: report)
          return
        }
      #endif
      if TestContext.current?.isSwiftTesting == true, !TestFailureGuard.isTestSupportLinked {
        withIssueReporters([SkippedAssertionPrinter()], operation: report)
        return
      }
      withExpectedIssue(isIntermittent: true, report)
    }

    func reportIssueHelper(
      _ message: String,
      overrideExhaustivity: Exhaustivity? = nil,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      switch overrideExhaustivity ?? exhaustivity {
      case .on:
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
      case .off(showSkippedAssertions: true):
        showSkipped {
          reportIssue(
            "Skipped assertions.\n\n\(message)", fileID: fileID, filePath: filePath, line: line,
            column: column)
        }
      case .off(showSkippedAssertions: false):
        break
      }
    }
  }

}

/// The running effects of one `send(_:assert:)` of a ``TestStore``, and of the actions those
/// effects send.
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(3))
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// The task of a test store's `send` or `receive`, whose ``finish(timeout:fileID:file:line:column:)``
  /// waits at most `timeout` unless told otherwise (upstream's tests make their own).
  ///
  /// ```swift
  /// await TestStoreTask(rawValue: Task {}, timeout: .seconds(1)).finish()
  /// ```
  @_spi(Canary) public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.cancellableValue
  }

  /// Waits for the effects to finish, failing if they have not after `timeout`, and then
  /// cancelling them: the wait ends at the timeout even if they ignore cancellation.
  ///
  /// ```swift
  /// await store.send(.save).finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let duration = duration ?? timeout
    await Task.megaYield()
    guard let rawValue else { return }
    guard await withDeadline(duration, { await rawValue.value }) == nil else { return }
    // As upstream: the effects that did not finish in time are cancelled, so that the test goes
    // on (and ends) rather than wait for them.
    rawValue.cancel()
    let timeoutMessage =
      duration != timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    reportIssue(
      """
      Expected task to finish, but it is still in-flight\
      \(duration > .zero ? " after \(duration)" : "").

      If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
      "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
      work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
      may complete, or consider using an immediate clock/scheduler to immediately perform the \
      effect instead.

      If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
      \(timeoutMessage).
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Whether the effects have been cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }

}

/// How much a ``TestStore`` makes a test assert.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted.
  case on
  /// Only what the test asserts is checked; with `showSkippedAssertions`, what it skipped is
  /// reported as expected (non-failing) issues.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked, and skipped assertions are not shown.
  public static let off = Self.off(showSkippedAssertions: false)
}

/// The process-wide main serial executor, on while any test store wants it.
///
/// Each store that wants it turns it on and records what it found; the last one released puts
/// back what the first found. A store released before a later one hands what it found to the
/// next, so that stores overlapping in any order (Swift Testing runs tests at once) leave the
/// setting as it was before them, and a store made after the setting was changed (a test that
/// turns it off) restores that change when it goes, even while an older store lives on.
@MainActor
enum MainSerialExecutor {
  private static var holders: [(id: Int, wasOn: Bool)] = []
  private static var nextID = 0

  /// Turns the executor on for a new holder, whose ID releases it.
  static func acquire() -> Int {
    nextID += 1
    holders.append((nextID, uncheckedUseMainSerialExecutor))
    uncheckedUseMainSerialExecutor = true
    return nextID
  }

  static func release(_ id: Int) {
    guard let index = holders.firstIndex(where: { $0.id == id }) else { return }
    let released = holders.remove(at: index)
    if index == holders.endIndex {
      uncheckedUseMainSerialExecutor = released.wasOn
    } else {
      holders[index].wasOn = released.wasOn
    }
  }
}

/// Prints the skipped assertions of a non-exhaustive test store where the test framework cannot
/// expect an issue (XCTest off Apple's platforms).
private struct SkippedAssertionPrinter: IssueReporter {
  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    print("\(fileID):\(line): skipped (not failed): \(message() ?? "")")
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {}
}

/// The continuations waiting for a test store's next action or the end of its effects. Not
/// generic, so that a task can hold it without capturing the store's types.
@MainActor
final class TestStoreWaiters {
  var continuations: [CheckedContinuation<Void, Never>] = []

  /// Wakes everything waiting.
  func notify() {
    let continuations = self.continuations
    self.continuations = []
    for continuation in continuations { continuation.resume() }
  }
}
