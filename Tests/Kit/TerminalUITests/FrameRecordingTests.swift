import Clocks
import ComposableArchitecture
@preconcurrency @_spi(Internals) import InlineSnapshotTesting
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// Frames that record themselves: a frame left empty, or a record mode, hands the frame drawn
/// to swift-snapshot-testing, which writes it into the test's source as the tests end. These
/// tests read what was handed over and take it back, so that this file is never rewritten;
/// `Tools/check-failing-tests` sees a fixture's source rewritten for real.
@MainActor
@Suite(.serialized) struct FrameRecordingTests {
  let store = TerminalTestStore<TallyView>(
    initialState: Tally.State(),
    environment: TerminalEnvironment(size: Size(columns: 24, rows: 3))
  ) {
    Tally()
  }

  /// A frame handed over to be written: the text, and the trailing closure it goes in.
  struct Recording: Equatable {
    var actual: String?
    var label: String
    var offset: Int
  }

  /// What the steps of this file asked to write into it, taken back.
  func takeRecordings() -> [Recording] {
    let thisFile = "\(#filePath)"
    return inlineSnapshotState.withLock { state in
      let mine = state.keys.filter { "\($0.path)" == thisFile }
      defer { for file in mine { state[file] = nil } }
      return mine.flatMap { state[$0] ?? [] }.map {
        Recording(
          actual: $0.actual, label: $0.syntaxDescriptor.trailingClosureLabel,
          offset: $0.syntaxDescriptor.trailingClosureOffset)
      }
    }
  }

  @Test func anEmptyFrameIsRecordedAfterTheStepsOtherClosure() async {
    await withKnownIssue {
      await store.press("+") {
        $0.count = 1
      } frame: {
        ""
      }
    } matching: {
      $0.description.contains("Automatically recorded a new snapshot for \"frame\"")
    }
    // After the state's closure: the second trailing closure.
    #expect(
      takeRecordings() == [
        Recording(actual: "Count: 1\n\n+/- count  q quit", label: "frame", offset: 1)
      ])
  }

  @Test func aFirstFrameLeftEmptyIsRecordedAsTheOnlyClosure() {
    withKnownIssue {
      store.assertFrame { "" }
    }
    #expect(
      takeRecordings() == [
        Recording(actual: "Count: 0\n\n+/- count  q quit", label: "frame", offset: 0)
      ])
  }

  @Test func anEmptySpokenLineIsRecordedAfterTheFrame() async {
    await withKnownIssue {
      await store.press("+") {
        $0.count = 1
      } frame: {
        """
        Count: 1

        +/- count  q quit
        """
      } spoken: {
        ""
      }
    } matching: {
      $0.description.contains("Automatically recorded a new snapshot for \"spoken\"")
    }
    // After the state's and the frame's closures: the third trailing closure.
    #expect(takeRecordings() == [Recording(actual: "Count: 1.", label: "spoken", offset: 2)])
  }

  @Test func aRightFrameRecordsNothing() async {
    await store.press("+") {
      $0.count = 1
    } frame: {
      """
      Count: 1

      +/- count  q quit
      """
    }
    #expect(takeRecordings().isEmpty)
  }

  @Test(.snapshots(record: .failed))
  func recordingFailedFramesAddsTheFrameAStepDidNotAssert() async {
    await withKnownIssue {
      await store.press("+") { $0.count = 1 }
    }
    #expect(takeRecordings().map(\.actual) == ["Count: 1\n\n+/- count  q quit"])
  }

  @Test(.snapshots(record: .never))
  func neverRecordingLeavesAnEmptyFrameAFailure() async {
    await withKnownIssue {
      await store.press("+") {
        $0.count = 1
      } frame: {
        ""
      }
    } matching: {
      $0.description.contains("The frame is not as expected")
    }
    #expect(takeRecordings().isEmpty)
  }
}
