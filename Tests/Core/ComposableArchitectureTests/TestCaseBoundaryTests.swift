import XCTest

@testable import ComposableArchitecture

/// Off Apple's platforms the core observes XCTest's test cases itself: each starts with its
/// dependencies made anew (as swift-dependencies does where XCTest has the Objective-C runtime),
/// and a failure expected until the end of one test is no longer expected in the next.
///
/// The two tests of each pair do the same, so whichever runs second fails if the first one's
/// state is left over.
final class TestCaseBoundaryTests: XCTestCase {
  func testDependenciesStartAnewInTheFirstTest() { readNextStackElementID() }
  func testDependenciesStartAnewInTheSecondTest() { readNextStackElementID() }

  func testExpectationsEndWithTheFirstTest() { expectUntilTheEnd() }
  func testExpectationsEndWithTheSecondTest() { expectUntilTheEnd() }

  private func readNextStackElementID() {
    @Dependency(\.stackElementID) var stackElementID
    XCTAssertEqual(stackElementID.next().generation, 0)
  }

  private func expectUntilTheEnd() {
    XCTAssertFalse(IssueReporters.current.contains { $0 is ExpectingReporter })
    XCTExpectFailure(strict: false)
    XCTAssertTrue(IssueReporters.current.contains { $0 is ExpectingReporter })
  }
}
