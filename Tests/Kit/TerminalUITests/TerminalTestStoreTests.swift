import Clocks
import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A feature as small as a terminal app gets: a count, a key that adds one later, on a clock.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case decrement
    case incrementLater
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      case .incrementLater:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.increment)
        }
      }
    }
  }
}

struct TallyView: TerminalView {
  let state: Tally.State
  let environment: TerminalEnvironment

  init(state: Tally.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds, style: .bold)
    canvas.write("+/- count  q quit", row: environment.size.rows - 1, in: canvas.bounds)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<Tally.Action>? {
    switch key {
    case .character("+"): .send(.increment)
    case .character("-"): .send(.decrement)
    case .character("l"): .send(.incrementLater)
    case .character("q"), .control("c"): .quit
    default: nil
    }
  }
}

/// The kit's test store: a key, its state change and its frame asserted in one step, and a
/// frame left unasserted failing the test as an unasserted state change does.
@MainActor
@Suite struct TerminalTestStoreTests {
  func store(clock: TestClock<Duration> = TestClock()) -> TerminalTestStore<TallyView> {
    TerminalTestStore<TallyView>(
      initialState: Tally.State(),
      environment: TerminalEnvironment(size: Size(columns: 24, rows: 3))
    ) {
      Tally()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aKeyAssertsItsStateAndFrame() async {
    let store = store()
    await store.press("+") {
      $0.count = 1
    } frame: {
      """
      Count: 1

      +/- count  q quit
      """
    }
    await store.press("x")
    #expect(!store.hasQuit)
    await store.press("q")
    #expect(store.hasQuit)
  }

  @Test func anEffectsActionAssertsItsFrameToo() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.press("l")
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) {
      $0.count = 1
    } frame: {
      """
      Count: 1

      +/- count  q quit
      """
    }
  }

  @Test func aResizeIsAssertedAsAFrame() async {
    let store = store()
    store.environment.size = Size(columns: 12, rows: 2)
    store.assertFrame {
      """
      Count: 0
      +/- count  …
      """
    }
  }

  @Test func aFrameChangeLeftUnassertedFails() async {
    let store = store()
    await withKnownIssue {
      await store.press("+") { $0.count = 1 }
    } matching: { issue in
      issue.description.contains("The frame changed, but the step did not assert it")
        && issue.description.contains("− Count: 0")
        && issue.description.contains("+ Count: 1")
    }
  }

  @Test func aWrongFrameFailsWithItsDiff() async {
    let store = store()
    await withKnownIssue {
      await store.press("-") {
        $0.count = -1
      } frame: {
        """
        Count: 1

        +/- count  q quit
        """
      }
    } matching: { issue in
      issue.description.contains("The frame is not as expected")
        && issue.description.contains("− Count: 1")
        && issue.description.contains("+ Count: -1")
        && !issue.description.contains("− +/- count")
    }
  }

  @Test func aStateChangeLeftUnassertedStillFails() async {
    let store = store()
    await withKnownIssue {
      await store.press("+") {
        _ = $0
      } frame: {
        """
        Count: 1

        +/- count  q quit
        """
      }
    } matching: { issue in
      issue.description.contains("count")
    }
  }

  @Test func aKeyThatDoesNothingCannotChangeTheState() async {
    let store = store()
    await withKnownIssue {
      await store.press("x") { $0.count = 5 }
    } matching: { issue in
      issue.description.contains("x sends no action here")
    }
  }

  @Test func typingIsAssertedByItsFinalFrame() async {
    let store = store()
    await store.type("+++-") {
      $0.count = 2
    } frame: {
      """
      Count: 2

      +/- count  q quit
      """
    }
  }

  /// Which cells are drawn in a style is asserted as a mask of the frame: the count is bold,
  /// and a wrong mask fails with the rows that differ.
  @Test func aStyleIsAssertedCellByCell() async {
    let store = store()
    await store.press("+") {
      $0.count = 1
    } frame: {
      """
      Count: 1

      +/- count  q quit
      """
    }
    store.assertStyle(.bold) {
      """
      ^^^^^^^^
      """
    }
    withKnownIssue {
      store.assertStyle(.bold) {
        """
        ^^^^^^^^^

        ^
        """
      }
    } matching: { issue in
      issue.description.contains("The cells drawn in bold are not as expected")
        && issue.description.contains("− ^^^^^^^^^") && issue.description.contains("+ ^^^^^^^^")
    }
    store.assertStyle(.reverse) { "" }
  }

  /// An action the app sends without a key (a launch's) is sent and asserted like a key's,
  /// and its effect's action received with its frame.
  @Test func anActionIsSentWithoutAKey() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.incrementLater)
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) {
      $0.count = 1
    } frame: {
      """
      Count: 1

      +/- count  q quit
      """
    }
    await store.send(.decrement) {
      $0.count = 0
    } frame: {
      """
      Count: 0

      +/- count  q quit
      """
    }
  }

  @Test func framesCompareWithoutTrailingSpacesOrEmptyLines() {
    #expect(TerminalTestStore<TallyView>.normalized("a  \nb \n\n\n") == "a\nb")
  }
}

/// A count kept in a shared value, which a key changes through an action an effect sends: what
/// a feature that writes `@Shared` state from a child's delegate action does.
@Reducer
struct SharedTally {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("tally")) var count = 0
  }

  enum Action: Equatable {
    case incrementTapped
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        return .send(.increment)
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

struct SharedTallyView: TerminalView {
  let state: SharedTally.State
  let environment: TerminalEnvironment

  init(state: SharedTally.State, environment: TerminalEnvironment) {
    self.state = state
    self.environment = environment
  }

  func render() -> Grid {
    var canvas = Canvas(size: environment.size, glyphs: environment.glyphs)
    canvas.write("Count: \(state.count)", row: 0, in: canvas.bounds)
    return canvas.grid
  }

  func command(for key: Key) -> TerminalCommand<SharedTally.Action>? {
    key == .character("+") ? .send(.incrementTapped) : nil
  }
}

@MainActor
@Suite struct TerminalTestStoreSharedStateTests {
  /// The frame is the asserted state's, shared values included: the key's frame shows the
  /// count before the effect's action is received, and the receive's frame the new one.
  @Test func aSharedValueIsDrawnAsAsserted() async {
    let store = TerminalTestStore<SharedTallyView>(
      initialState: SharedTally.State(),
      environment: TerminalEnvironment(size: Size(columns: 12, rows: 1))
    ) {
      SharedTally()
    }
    await store.press("+")
    await store.receive(.increment) {
      $0.$count.withLock { $0 = 1 }
    } frame: {
      "Count: 1"
    }
  }
}
