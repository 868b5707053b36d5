#if !_runtime(_ObjC)
  @_spi(Internals) import Dependencies
  import Foundation
  import IssueReporting

  // XCTest on Apple's platforms has `XCTExpectFailure`; swift-corelibs-xctest has not. These are
  // the same calls for a test that imports only XCTest and the core, built on IssueReporting: an
  // issue the core (or anything else) reports through `reportIssue` while a failure is expected
  // is handed to the reporters as an expected issue, which does not fail the test. A failure
  // that XCTest's own assertions (`XCTAssert…`) record cannot be caught this way: off Apple's
  // platforms it fails the test even where a failure is expected.

  /// A failure that an expected failure is matched against, as `XCTExpectFailure`'s
  /// `issueMatcher` receives it.
  ///
  /// Off Apple's platforms XCTest has no `XCTIssue`; this one carries what a matcher reads:
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.contains("Expected state to change, but no change occurred.")
  /// }
  /// await store.send(.noop) { $0.count = 0 }
  /// ```
  public struct XCTIssue: Sendable, CustomStringConvertible {
    /// The failure in one line's worth: `"failed - "` and its message, as XCTest writes it.
    public var compactDescription: String
    /// The failure's message as it was reported.
    public var detailedDescription: String?
    /// Where the failure was reported.
    public var sourceCodeContext: XCTSourceCodeContext

    /// Makes an issue from a failure's message and where it was reported.
    ///
    /// ```swift
    /// let issue = XCTIssue(message: "A state change does not match expectation.")
    /// // issue.compactDescription == "failed - A state change does not match expectation."
    /// ```
    public init(message: String, location: XCTSourceCodeLocation? = nil) {
      self.compactDescription = "failed - \(message)"
      self.detailedDescription = message
      self.sourceCodeContext = XCTSourceCodeContext(location: location)
    }

    public var description: String { compactDescription }
  }

  /// Where an ``XCTIssue`` was reported, as XCTest on Apple's platforms describes it.
  ///
  /// ```swift
  /// XCTExpectFailure { $0.sourceCodeContext.location?.lineNumber == 42 }
  /// ```
  public struct XCTSourceCodeContext: Sendable {
    /// The file and line the failure names, if it names one.
    public var location: XCTSourceCodeLocation?

    /// Makes a context naming `location`.
    ///
    /// ```swift
    /// let context = XCTSourceCodeContext(
    ///   location: XCTSourceCodeLocation(filePath: "/a.swift", lineNumber: 1))
    /// ```
    public init(location: XCTSourceCodeLocation? = nil) {
      self.location = location
    }
  }

  /// A file and a line, as XCTest on Apple's platforms names where a failure was reported.
  ///
  /// ```swift
  /// let location = XCTSourceCodeLocation(filePath: "/Tests/FeatureTests.swift", lineNumber: 12)
  /// // location.fileURL.lastPathComponent == "FeatureTests.swift"
  /// ```
  public struct XCTSourceCodeLocation: Sendable {
    /// The file.
    public var fileURL: URL
    /// The line, from 1.
    public var lineNumber: Int

    /// Makes a location from a file's path and a line.
    ///
    /// ```swift
    /// let location = XCTSourceCodeLocation(filePath: "/a.swift", lineNumber: 3)
    /// ```
    public init(filePath: String, lineNumber: Int) {
      self.fileURL = URL(fileURLWithPath: filePath)
      self.lineNumber = lineNumber
    }
  }

  /// Expects the failures reported from here to the end of the test.
  ///
  /// Every failure reported through IssueReporting (a test store's, the core's runtime
  /// warnings, `reportIssue`) that `issueMatcher` accepts (every one, without it) is expected and
  /// does not fail the test. Unless `strict` is `false`, the test fails if none is reported
  /// before it ends. Called again, the newer expectation is tried first.
  ///
  /// ```swift
  /// func testNoChange() async {
  ///   let store = TestStore(initialState: 0) { Reduce<Int, Void> { _, _ in .none } }
  ///   XCTExpectFailure {
  ///     $0.compactDescription.contains("Expected state to change, but no change occurred.")
  ///   }
  ///   await store.send(()) { $0 = 0 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected; shown where the expected failure is listed.
  ///   - enabled: `false` expects nothing.
  ///   - strict: `false` lets the test pass when no failure is reported.
  ///   - fileID: Where the expectation is made, for a strict expectation's failure.
  ///   - filePath: Where the expectation is made, for a strict expectation's failure.
  ///   - line: Where the expectation is made, for a strict expectation's failure.
  ///   - column: Where the expectation is made, for a strict expectation's failure.
  ///   - issueMatcher: Which failures are expected.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) {
    guard enabled != false else { return }
    ExpectedFailures.expectUntilEndOfTest(
      ExpectedFailure(
        reason: failureReason, strict: strict ?? true, matcher: issueMatcher,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    )
  }

  /// Expects the failures reported while `failingBlock` runs, and returns what it returns.
  ///
  /// Every failure reported through IssueReporting in the block (and in the effects it starts
  /// while it runs) that `issueMatcher` accepts is expected and does not fail the test. Unless
  /// `strict` is `false`, the test fails if the block reports none.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   reportIssue("Not yet.")
  /// } issueMatcher: {
  ///   $0.compactDescription == "failed - Not yet."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected.
  ///   - enabled: `false` runs the block expecting nothing.
  ///   - strict: `false` lets the test pass when the block reports no failure.
  ///   - fileID: Where the expectation is made, for a strict expectation's failure.
  ///   - filePath: Where the expectation is made, for a strict expectation's failure.
  ///   - line: Where the expectation is made, for a strict expectation's failure.
  ///   - column: Where the expectation is made, for a strict expectation's failure.
  ///   - failingBlock: The code that fails.
  ///   - issueMatcher: Which failures are expected.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) rethrows -> R {
    guard enabled != false else { return try failingBlock() }
    let expectation = ExpectedFailure(
      reason: failureReason, strict: strict ?? true, matcher: issueMatcher,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    let base = IssueReporters.current
    let result = try withIssueReporters([ExpectingReporter(base: base) { [expectation] }]) {
      try failingBlock()
    }
    expectation.reportIfUnmet(to: base)
    return result
  }

  /// One call of `XCTExpectFailure`: what it accepts, and how many failures it has taken.
  final class ExpectedFailure: @unchecked Sendable {
    let reason: String?
    let strict: Bool
    private let matcher: ((XCTIssue) -> Bool)?
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
    private let matched = LockIsolated(0)

    init(
      reason: String?, strict: Bool, matcher: ((XCTIssue) -> Bool)?,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      self.reason = reason
      self.strict = strict
      self.matcher = matcher
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
    }

    /// Takes `issue` if it is expected here.
    func take(_ issue: XCTIssue) -> Bool {
      guard matcher?(issue) ?? true else { return false }
      matched.withValue { $0 += 1 }
      return true
    }

    /// Reports a strict expectation that no failure met.
    func reportIfUnmet(to reporters: [any IssueReporter]) {
      guard strict, matched.value == 0 else { return }
      let message = "Expected failure did not occur\(reason.map { ": \($0)" } ?? ".")"
      for reporter in reporters {
        reporter.reportIssue(
          message, severity: .error, fileID: fileID, filePath: filePath, line: line,
          column: column)
      }
    }
  }

  /// Hands each failure to the expectations (the newest first); one that takes it makes it an
  /// expected issue for `base`, the reporters that were in force.
  struct ExpectingReporter: IssueReporter {
    let base: [any IssueReporter]
    let expectations: @Sendable () -> [ExpectedFailure]

    func reportIssue(
      _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
      filePath: StaticString, line: UInt, column: UInt
    ) {
      let message = message()
      if severity == .error,
        expectations().reversed().contains(where: {
          $0.take(
            XCTIssue(
              message: message ?? "",
              location: XCTSourceCodeLocation(filePath: "\(filePath)", lineNumber: Int(line))))
        })
      {
        for reporter in base {
          reporter.expectIssue(
            message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return
      }
      for reporter in base {
        reporter.reportIssue(
          message, severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column)
      }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
      line: UInt, column: UInt
    ) {
      let message = message()
      for reporter in base {
        reporter.expectIssue(
          message, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }

  /// The expectations that last until the end of the running test, and the reporters they
  /// stand in front of.
  enum ExpectedFailures {
    private struct State {
      var expectations: [ExpectedFailure] = []
      var replaced: [any IssueReporter]?
    }
    private static let state = LockIsolated(State())

    static func expectUntilEndOfTest(_ expectation: ExpectedFailure) {
      let base = state.withValue { state -> [any IssueReporter]? in
        state.expectations.append(expectation)
        guard state.replaced == nil else { return nil }
        state.replaced = IssueReporters.current
        return state.replaced
      }
      if let base {
        IssueReporters.current = [
          ExpectingReporter(base: base) { ExpectedFailures.state.value.expectations }
        ]
      }
    }

    /// Ends the expectations: at the end of the test (`report`, while a failure still counts
    /// for it) or when the next starts.
    static func end(report: Bool) {
      let (expectations, replaced) = state.withValue { state in
        defer { state = State() }
        return (state.expectations, state.replaced)
      }
      guard let replaced else { return }
      IssueReporters.current = replaced
      if report {
        for expectation in expectations { expectation.reportIfUnmet(to: replaced) }
      }
    }
  }

  // The hooks `xctest_observation.c` calls (see there) in a test process.

  private final class TestObserver {}

  /// The object `xctest_observation.c` adds to XCTest's observers (retained once).
  @_cdecl("tca_xctest_make_observer")
  public func _tcaXCTestMakeObserver() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(TestObserver()).toOpaque()
  }

  /// A test case starts: the dependencies it reads are made anew, as swift-dependencies does
  /// itself where XCTest has the Objective-C runtime, and expectations left over are dropped.
  @_cdecl("tca_xctest_case_will_start")
  public func _tcaXCTestCaseWillStart() {
    DependencyValues._current.cachedValues.resetCache()
    ExpectedFailures.end(report: false)
  }

  /// A test case's teardown: a failure expected until the end of the test and not met fails it.
  @_cdecl("tca_xctest_case_will_tear_down")
  public func _tcaXCTestCaseWillTearDown() {
    ExpectedFailures.end(report: true)
  }
#endif
