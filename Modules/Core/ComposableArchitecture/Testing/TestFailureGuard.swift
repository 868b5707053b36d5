#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes sure a failure the core reports in a Swift Testing test fails that test.
///
/// IssueReporting hands a Swift Testing failure to the `IssueReportingTestSupport` library. A
/// test target that does not link it (upstream's examples link only their feature) gets a printed
/// hint and a test that passes. Where Swift Testing cannot be reached, this reporter stops the run
/// instead, after printing the failure and the fix; under XCTest IssueReporting reaches
/// `XCTFail` on its own, so nothing is stopped there.
///
/// It is added to `IssueReporters.current` when the first store is made in a test process, so it
/// also catches issues the core's dependencies report (an unimplemented client, say).
struct TestFailureGuard: IssueReporter {
  /// Adds the guard to the process's reporters, once, and only in a test process that lacks
  /// the support library.
  static let install: Void = {
    guard isTesting, !isTestSupportLinked else { return }
    IssueReporters.current.append(TestFailureGuard())
  }()

  /// Whether the symbol IssueReporting looks up to reach Swift Testing is in the process.
  static let isTestSupportLinked: Bool = {
    let symbol = "$s25IssueReportingTestSupport07_recordA0ypyF"
    let handle =
      dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
    return dlsym(handle, symbol) != nil
  }()

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    guard severity == .error, TestContext.current?.isSwiftTesting == true else { return }
    stop(message(), fileID: fileID, line: line)
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    guard TestContext.current?.isSwiftTesting == true else { return }
    stop("Caught error: \(error)\(message().map { ": \($0)" } ?? "")", fileID: fileID, line: line)
  }

  private func stop(_ message: String?, fileID: StaticString, line: UInt) {
    Swift.fatalError(
      """
      \(fileID):\(line): \(message ?? "An issue was reported.")

      This Swift Testing test cannot be failed: its test target does not link \
      "IssueReportingTestSupport". The run stops here so that it cannot pass. To fix this, add \
      .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay") to the \
      test target's dependencies.
      """
    )
  }
}
