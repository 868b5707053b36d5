@_spi(Internals) import ComposableArchitecture
import Foundation
import InlineSnapshotTesting
// The record mode as swift-snapshot-testing resolves it for its own assertions: a test's trait,
// `withSnapshotTesting`, or SNAPSHOT_TESTING_RECORD.
@_spi(Internals) import SnapshotTesting
import TerminalUI

/// A test store for a terminal feature: each step presses a key (or receives an effect's
/// action) and asserts, in that one step, the state change as `TestStore` does and the frame
/// the feature's ``TerminalView`` draws, as text.
///
/// It is a thin layer over a real `TestStore` (``store``): state assertions, received actions,
/// exhaustivity and the end-of-test checks are the test store's own. The frame is checked the
/// same way: a step whose frame differs from the last one asserted fails unless the step says
/// what the frame is now, and the failure shows the frame's diff. Nothing sleeps: the frame is
/// drawn from the state the step leaves, as asserted, its shared values included.
///
/// A frame left empty, `frame: { "" }`, is recorded: the step fails once, saying what it drew,
/// and the frame is written into the test's source when the tests end, as swift-snapshot-testing
/// writes an inline snapshot. Its record modes apply too: `SNAPSHOT_TESTING_RECORD=failed` (or
/// `withSnapshotTesting(record: .failed)`) rewrites the frames that differ and adds those a step
/// did not assert, and `all` rewrites every frame.
///
/// The body of a test, `@MainActor @Test func incrementing() async`:
///
/// ```swift
/// let store = TerminalTestStore<CounterView>(
///   initialState: Counter.State(),
///   environment: TerminalEnvironment(size: Size(columns: 20, rows: 2))
/// ) {
///   Counter()
/// }
/// await store.press("+") {
///   $0.count = 1
/// } frame: {
///   """
///   Count: 1
///   """
/// }
/// await store.press("x")  // a key that does nothing here: no change, no frame to assert
/// ```
@MainActor
public final class TerminalTestStore<View: TerminalView> where View.State: Equatable {
  /// The test store underneath: its dependencies, exhaustivity, timeout and `finish()`.
  public let store: TestStore<View.State, View.Action>
  /// What frames are drawn for: size, glyphs (Unicode or ASCII), time zone. Changing it (a
  /// resize) changes the next frame, which the next step then asserts.
  public var environment: TerminalEnvironment
  /// The last frame a step drew, as text.
  public private(set) var frame: String
  /// Whether a key asked the app to quit.
  public private(set) var hasQuit = false
  /// Whether every step must assert what the accessible mode says after it (`spoken:`), as it
  /// asserts a changed frame: a line said and not asserted then fails the step. Off, a step
  /// checks only the `spoken:` it gives.
  public var isNarrating = false
  /// The screen in words after the last step (``TerminalView/describe()``).
  public var spokenLines: [String] { narrator.lines }
  /// What the accessible mode has said, as the event loop keeps it.
  private var narrator: Narrator

  /// A store running `reducer` on `initialState`, its frames drawn by `View` in `environment`,
  /// with the test's dependencies changed by `prepareDependencies`.
  public init<R: Reducer<View.State, View.Action>>(
    initialState: @autoclosure () -> View.State,
    environment: TerminalEnvironment = TerminalEnvironment(
      size: Size(columns: 80, rows: 24), timeZone: TimeZone(identifier: "UTC")!),
    @ReducerBuilder<View.State, View.Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let store = TestStore(
      initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies,
      fileID: fileID, file: filePath, line: line, column: column)
    self.store = store
    self.environment = environment
    self.frame = store.withAssertedSharedValues {
      View(state: store.state, environment: environment).render().text
    }
    self.narrator = Narrator(
      store.withAssertedSharedValues { Self.heardView(store.state, environment).describe() })
  }

  /// The view as the accessible mode describes it: at least its smallest size, as the event
  /// loop makes it (``TerminalView/heardSize(_:)``).
  private static func heardView(_ state: View.State, _ environment: TerminalEnvironment) -> View {
    var heard = environment
    heard.size = View.heardSize(environment.size)
    return View(state: state, environment: heard)
  }

  /// The view of the state as the test has asserted it, shared values included: a shared
  /// value an effect changed reads as it was until the test receives that effect's action.
  private func view() -> View {
    View(state: store.state, environment: environment)
  }

  /// What the view makes of `key`, on the asserted state.
  private func command(for key: Key) -> TerminalCommand<View.Action>? {
    store.withAssertedSharedValues { view().command(for: key) }
  }

  /// The state as the test has asserted it.
  public var state: View.State { store.state }

  /// Presses the key `notation` names (`"+"`, `"<enter>"`, `"<c-d>"`; see
  /// ``Key/parse(_:)``), sends what the view makes of it, and asserts the state change and the
  /// frame: `frame` is the whole screen as text (trailing spaces and empty lines at its end do
  /// not count), omitted when the frame should not change. A key that does nothing here changes
  /// nothing.
  ///
  /// ```swift
  /// await store.press("<down>") {
  ///   $0.selection = 1
  /// } frame: {
  ///   """
  ///   ▸ 2
  ///   """
  /// }
  /// ```
  public func press(
    _ notation: String,
    assert updateStateToExpectedResult: ((inout View.State) throws -> Void)? = nil,
    frame expectedFrame: (() -> String)? = nil,
    spoken expectedSpeech: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let keys: [Key]
    do {
      keys = try Key.parse(notation)
    } catch {
      reportIssue(
        "\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    guard keys.count == 1, let key = keys.first else {
      reportIssue(
        "\"\(notation)\" names \(keys.count) keys; press one at a time, or type(_:) text.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await press(
      key, assert: updateStateToExpectedResult, frame: expectedFrame, spoken: expectedSpeech,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Presses `key`; see `press(_:)` with a notation.
  ///
  /// ```swift
  /// await store.press(.click(column: 3, row: 2)) {
  ///   $0.selection = 0
  /// } frame: {
  ///   "…"
  /// }
  /// ```
  public func press(
    _ key: Key,
    assert updateStateToExpectedResult: ((inout View.State) throws -> Void)? = nil,
    frame expectedFrame: (() -> String)? = nil,
    spoken expectedSpeech: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let command = command(for: key)
    switch command {
    case .send(let action):
      await store.send(
        action, assert: updateStateToExpectedResult,
        fileID: fileID, file: filePath, line: line, column: column)
    case .quit:
      hasQuit = true
    case .redraw, .suspend, nil:
      if updateStateToExpectedResult != nil {
        reportIssue(
          "\(key.displayName) sends no action here, so it cannot change the state.",
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
    checkStep(
      expectedFrame, expectedSpeech, closuresBefore: updateStateToExpectedResult == nil ? 0 : 1,
      isKey: command.map { if case .send = $0 { true } else { false } } ?? false,
      answering: key, didNothing: command == nil ? key : nil,
      didQuit: command.map { if case .quit = $0 { true } else { false } } ?? false,
      saysWhereYouAre: command.map {
        switch $0 {
        case .redraw, .suspend: true
        case .send, .quit: false
        }
      } ?? false,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends `action` as the app does without a key (the launch's action, what
  /// `TerminalApp.sendForLifetime(_:)` sends) and asserts its state change and frame; returns
  /// the task of its effects, which a test of a long-lived effect cancels at its end.
  ///
  /// ```swift
  /// let task = await store.send(.task)
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(\.tick) {
  ///   $0.seconds = 1
  /// } frame: {
  ///   "…"
  /// }
  /// await task.cancel()
  /// ```
  @discardableResult
  public func send(
    _ action: View.Action,
    assert updateStateToExpectedResult: ((inout View.State) throws -> Void)? = nil,
    frame expectedFrame: (() -> String)? = nil,
    spoken expectedSpeech: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let task = await store.send(
      action, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
    checkStep(
      expectedFrame, expectedSpeech, closuresBefore: updateStateToExpectedResult == nil ? 0 : 1,
      isKey: false,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return task
  }

  /// Types `text` one character at a time, as keys, and asserts the frame it ends with; the
  /// state is asserted non-exhaustively (only what `updateStateToExpectedResult` sets), since
  /// each character is a step of its own.
  ///
  /// ```swift
  /// await store.type("milk") {
  ///   $0.field.text = "milk"
  /// } frame: {
  ///   "…"
  /// }
  /// ```
  public func type(
    _ text: String,
    assert updateStateToExpectedResult: ((inout View.State) throws -> Void)? = nil,
    frame expectedFrame: (() -> String)? = nil,
    spoken expectedSpeech: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let keys = text.map(Key.character)
    await store.withExhaustivity(.off(showSkippedAssertions: false)) {
      for (index, key) in keys.enumerated() {
        guard
          case .send(let action) = command(for: key)
        else {
          reportIssue(
            "\(key.displayName) sends no action here, so it cannot be typed.",
            fileID: fileID, filePath: filePath, line: line, column: column)
          return
        }
        await store.send(
          action, assert: index == keys.count - 1 ? updateStateToExpectedResult : nil,
          fileID: fileID, file: filePath, line: line, column: column)
      }
    }
    checkStep(
      expectedFrame, expectedSpeech, closuresBefore: updateStateToExpectedResult == nil ? 0 : 1,
      isKey: true,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for an effect to send `expectedAction`, and asserts the state change and the frame
  /// it makes, as `press(_:)` with a notation does.
  ///
  /// ```swift
  /// await store.receive(\.response.success) {
  ///   $0.answer = 7919
  /// } frame: {
  ///   "…"
  /// }
  /// ```
  public func receive(
    _ expectedAction: CaseKeyPath<View.Action, some Any>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((inout View.State) throws -> Void)? = nil,
    frame expectedFrame: (() -> String)? = nil,
    spoken expectedSpeech: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store.receive(
      expectedAction, timeout: duration, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
    checkStep(
      expectedFrame, expectedSpeech, closuresBefore: updateStateToExpectedResult == nil ? 0 : 1,
      isKey: false,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for an effect to send exactly `expectedAction`; see
  /// `receive(_:)` with a case key path.
  ///
  /// ```swift
  /// await store.receive(.tick) {
  ///   $0.seconds = 1
  /// } frame: {
  ///   "…"
  /// }
  /// ```
  public func receive(
    _ expectedAction: View.Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((inout View.State) throws -> Void)? = nil,
    frame expectedFrame: (() -> String)? = nil,
    spoken expectedSpeech: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where View.Action: Equatable {
    await store.receive(
      expectedAction, timeout: duration, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
    checkStep(
      expectedFrame, expectedSpeech, closuresBefore: updateStateToExpectedResult == nil ? 0 : 1,
      isKey: false,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts the frame now: after a resize, or to pin the first frame.
  ///
  /// ```swift
  /// store.environment.size = Size(columns: 40, rows: 12)
  /// store.assertFrame { "…" }
  /// ```
  public func assertFrame(
    _ expectedFrame: () -> String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    checkFrame(
      expectedFrame(), closuresBefore: 0,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts which cells of the frame now are drawn in `style`: `expected` has a `^` for each
  /// such cell (one character per column) and a space for the others, as
  /// ``Grid/styleMask(_:)`` writes them. A selection, drawn reversed, or a token (`.error`, a
  /// done item's `.muted`, an app's own ``Style/custom(_:)``) shows here, where the frame's text
  /// cannot show it: the token, whatever colour the theme and the terminal give it.
  ///
  /// ```swift
  /// await store.press("<down>") {
  ///   $0.selection.row = 1
  /// } frame: {
  ///   "…"
  /// }
  /// store.assertStyle(.reverse) {
  ///   """
  ///
  ///   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  ///   """
  /// }
  /// ```
  public func assertStyle(
    _ style: Style,
    _ expected: () -> String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = Self.normalized(
      store.withAssertedSharedValues { view().render().styleMask(style) })
    let expected = Self.normalized(expected())
    guard expected != actual else { return }
    reportIssue(
      """
      The cells drawn in \(style) are not as expected (^ marks one): …

      \(Self.frameDiff(expected, actual))

      (Expected: −, Actual: +)
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks the step's frame, then what the accessible mode says after it.
  private func checkStep(
    _ expectedFrame: (() -> String)?, _ expectedSpeech: (() -> String)?, closuresBefore: Int,
    isKey: Bool, answering: Key? = nil, didNothing: Key? = nil,
    didQuit: Bool = false, saysWhereYouAre: Bool = false,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    checkFrame(
      expectedFrame, closuresBefore: closuresBefore,
      fileID: fileID, filePath: filePath, line: line, column: column)
    checkSpeech(
      expectedSpeech?(), isKey: isKey, answering: answering, didNothing: didNothing,
      didQuit: didQuit, saysWhereYouAre: saysWhereYouAre,
      closuresBefore: closuresBefore + (expectedFrame == nil ? 0 : 1),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks what the accessible mode says after the step: the new lines of the view's
  /// description, or, for a key whose action changed none (`answering`), what
  /// ``Narration/unchanged(_:cursor:)`` says; for a key that does nothing here (`didNothing`),
  /// what the view's ``TerminalView/nothingHere(for:)`` says of it; for a quit key, that the app
  /// closed (``Narration/closing(saved:)``); for Ctrl-L or a resume (`saysWhereYouAre`), the
  /// whole description, ``Narration/whereYouAre(_:)``. A step that only takes
  /// lines away says where the user is when it answers a key, as the app's (`isKey`: the step
  /// sent a key's action, whose effects may answer it in later steps).
  private func checkSpeech(
    _ expectedSpeech: String?, isKey: Bool, answering: Key?,
    didNothing: Key?, didQuit: Bool, saysWhereYouAre: Bool,
    closuresBefore: Int,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let view = store.withAssertedSharedValues { Self.heardView(store.state, environment) }
    let now = store.withAssertedSharedValues { view.describe() }
    if isKey { narrator.keySent() }
    let heard = narrator.spoken(now)
    let spoken: String
    if let didNothing {
      spoken = view.nothingHere(for: didNothing)
    } else if didQuit {
      spoken = Narration.closing(saved: View.savedOnQuit(store.state))
    } else if saysWhereYouAre {
      spoken = Narration.whereYouAre(now)
    } else if let heard {
      spoken = heard
    } else if isKey, let key = answering, !store.hasUnreceivedActions {
      // A key's action that changed nothing said, nor will the actions its effects sent at
      // once (received in the steps after): as the app says it.
      spoken = Narration.unchanged(key, cursor: view.describeCursor())
    } else {
      spoken = ""
    }
    let differs = expectedSpeech.map { $0 != spoken } ?? (isNarrating && !spoken.isEmpty)
    if Self.records(expected: expectedSpeech, actual: spoken, differs: differs) {
      record(
        spoken, expected: expectedSpeech, label: "spoken", closuresBefore: closuresBefore,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    if let expectedSpeech {
      guard expectedSpeech != spoken else { return }
      reportIssue(
        """
        The accessible mode did not say what was expected: …

        − \(expectedSpeech)
        + \(spoken)

        (Expected: −, Said: +)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    } else if isNarrating, !spoken.isEmpty {
      reportIssue(
        """
        The accessible mode said, and the step did not assert it: …

        + \(spoken)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  private func checkFrame(
    _ expectedFrame: (() -> String)?, closuresBefore: Int,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    checkFrame(
      expectedFrame?(), closuresBefore: closuresBefore,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks the frame now against `expectedFrame`, or against the last one when the step gave
  /// none; records it into the test's source where the frame was left empty or the record
  /// mode asks. `closuresBefore` is the number of trailing closures before the step's `frame:`.
  private func checkFrame(
    _ expectedFrame: String?, closuresBefore: Int,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let actual = Self.normalized(store.withAssertedSharedValues { view().render().text })
    let previous = frame
    frame = actual
    let expected = expectedFrame.map(Self.normalized)
    let differs = expected.map { $0 != actual } ?? (actual != previous)
    if Self.records(expected: expected, actual: actual, differs: differs) {
      record(
        actual, expected: expected, label: "frame", closuresBefore: closuresBefore,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    guard differs else { return }
    if let expected {
      reportIssue(
        """
        The frame is not as expected: …

        \(Self.frameDiff(expected, actual))

        (Expected: −, Actual: +)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    } else {
      reportIssue(
        """
        The frame changed, but the step did not assert it: …

        \(Self.frameDiff(previous, actual))

        (Before: −, After: +)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Whether a step's `expected` frame or speech is to be written into the test's source:
  /// left empty while `actual` is not (unless the record mode is `never`), every one asserted
  /// in `all` mode, and every one that `differs` in `failed` or `all` mode.
  static func records(expected: String?, actual: String, differs: Bool) -> Bool {
    let mode = SnapshotTestingConfiguration.current?.record ?? _record
    return (mode == .all && (expected != nil || differs)) || (mode == .failed && differs)
      || (mode != .never && expected?.isEmpty == true && !actual.isEmpty)
  }

  /// Hands `actual` to swift-snapshot-testing, which writes it into the test's source, as the
  /// step's trailing closure `label`, when the tests end, and fails the step.
  private func record(
    _ actual: String, expected: String?, label: String, closuresBefore: Int,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    assertInlineSnapshot(
      of: actual, as: .lines, record: .all,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
        trailingClosureLabel: label, trailingClosureOffset: closuresBefore),
      matches: expected.map { expected in { expected } },
      fileID: fileID, file: filePath, function: "this test", line: line, column: column)
  }

  /// A frame as compared: each line without trailing spaces, no empty lines at the end.
  static func normalized(_ frame: String) -> String {
    var lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = Substring($0)
      while line.last == " " { line.removeLast() }
      return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The lines that differ, each marked `−` or `+`, with the unchanged lines around them.
  static func frameDiff(_ old: String, _ new: String) -> String {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    for index in 0..<max(oldLines.count, newLines.count) {
      let before = index < oldLines.count ? oldLines[index] : nil
      let after = index < newLines.count ? newLines[index] : nil
      if before == after {
        result.append("  \(before ?? "")")
      } else {
        if let before { result.append("− \(before)") }
        if let after { result.append("+ \(after)") }
      }
    }
    return result.joined(separator: "\n")
  }
}
