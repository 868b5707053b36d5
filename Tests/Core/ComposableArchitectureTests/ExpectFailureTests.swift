import ComposableArchitecture
import XCTest

/// `XCTExpectFailure` off Apple's platforms, called as upstream's tests call it: from a file that
/// imports only XCTest and the core.
final class ExpectFailureTests: XCTestCase {
  func testTheBlockFormExpectsAFailureItsMatcherAccepts() {
    XCTExpectFailure {
      reportIssue("Expected here.")
    } issueMatcher: {
      $0.compactDescription == "failed - Expected here."
    }
  }

  func testTheBlockFormReturnsWhatItsBlockReturns() {
    let value = XCTExpectFailure(strict: false) { 42 }
    XCTAssertEqual(value, 42)
  }

  func testAStrictBlockThatReportsNothingFails() {
    // The inner expectation meets no failure; the failure it reports is what the outer expects.
    XCTExpectFailure {
      XCTExpectFailure {}
    } issueMatcher: {
      $0.compactDescription == "failed - Expected failure did not occur."
    }
  }

  func testALaxBlockThatReportsNothingPasses() {
    XCTExpectFailure(strict: false) {}
  }

  func testADisabledExpectationExpectsNothing() {
    XCTExpectFailure {
      XCTExpectFailure(enabled: false) {
        reportIssue("Not expected by the inner one.")
      }
    } issueMatcher: {
      $0.compactDescription == "failed - Not expected by the inner one."
    }
  }

  func testEachExpectationOfTheRestOfTheTestTakesTheFailuresAfterIt() {
    // Were the older one tried first, it would take both, and the newer would fail the test.
    XCTExpectFailure()
    reportIssue("First.")
    XCTExpectFailure()
    reportIssue("Second.")
  }

  func testAnIssueNamesWhereItWasReported() {
    let line = #line + 2
    XCTExpectFailure {
      reportIssue("Here.")
    } issueMatcher: {
      $0.sourceCodeContext.location?.lineNumber == line
        && $0.sourceCodeContext.location?.fileURL.lastPathComponent
          == "ExpectFailureTests.swift"
    }
  }

  @MainActor
  func testTheRestOfTheTestFormExpectsATestStoresFailure() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { _, _ in .none }
    }
    XCTExpectFailure {
      $0.compactDescription.contains("Expected state to change, but no change occurred.")
    }
    await store.send(()) { $0 = 0 }
  }

  func testTheRestOfTheTestFormTakesEveryFailureItsMatcherAccepts() {
    XCTExpectFailure { $0.compactDescription.hasPrefix("failed - Later") }
    reportIssue("Later, once.")
    reportIssue("Later, twice.")
  }
}
