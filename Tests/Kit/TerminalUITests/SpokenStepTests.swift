import Clocks
import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// What the accessible mode says after a step, asserted with the step as its frame is: the
/// description's new lines, "No action" for a key that does nothing, and, while narrating, a
/// line said and not asserted fails the step.
@MainActor
@Suite struct SpokenStepTests {
  func store() -> TerminalTestStore<TallyView> {
    TerminalTestStore<TallyView>(
      initialState: Tally.State(),
      environment: TerminalEnvironment(size: Size(columns: 24, rows: 3))
    ) {
      Tally()
    }
  }

  /// Presses `+` on a tally at 0, asserting the count and the frame it draws; `spoken`, what
  /// the step is expected to say, if the test asserts it.
  func pressPlus(
    _ store: TerminalTestStore<TallyView>, spoken: (() -> String)? = nil
  ) async {
    await store.press(
      "+", assert: { $0.count = 1 },
      frame: {
        """
        Count: 1

        +/- count  q quit
        """
      }, spoken: spoken)
  }

  @Test func aStepSaysWhatChanged() async {
    let store = store()
    // TallyView gives no description: its title row stands for it.
    #expect(store.spokenLines == ["Count: 0"])
    await pressPlus(store, spoken: { "Count: 1." })
    await store.press("x", spoken: { "No action" })
  }

  @Test func aWrongLineFails() async {
    let store = store()
    await withKnownIssue {
      await pressPlus(store, spoken: { "Count: 2." })
    } matching: {
      $0.description.contains("did not say what was expected")
    }
  }

  @Test func whileNarratingALineSaidMustBeAsserted() async {
    let store = store()
    store.isNarrating = true
    await withKnownIssue {
      await pressPlus(store)
    } matching: {
      $0.description.contains("the step did not assert it")
    }
    // A key that does nothing says so, and that is asserted too.
    await store.press("x", spoken: { "No action" })
    await withKnownIssue {
      await store.press("x")
    } matching: {
      $0.description.contains("+ No action")
    }
  }
}
