// The doc comment examples of Modules/Core/ComposableArchitecture/Testing/XCTExpectFailure.swift, compiled; never run.

// The core declares these off Apple's platforms only; there, XCTest's own are used.
#if !_runtime(_ObjC)
  import ComposableArchitecture

  private enum XCTExpectFailureDocExamples {
    @Reducer
    struct Feature {
      struct State: Equatable { var count = 0 }
      enum Action { case noop }

      var body: some ReducerOf<Self> {
        EmptyReducer()
      }
    }

    @MainActor
    static func matchAFailure() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      XCTExpectFailure {
        $0.compactDescription.contains("Expected state to change, but no change occurred.")
      }
      await store.send(.noop) { $0.count = 0 }
    }

    static func issue() {
      let issue = XCTIssue(message: "A state change does not match expectation.")
      // issue.compactDescription == "failed - A state change does not match expectation."
      _ = issue
    }

    static func matchALine() {
      XCTExpectFailure { $0.sourceCodeContext.location?.lineNumber == 42 }
    }

    static func context() {
      let context = XCTSourceCodeContext(
        location: XCTSourceCodeLocation(filePath: "/a.swift", lineNumber: 1))
      _ = context
    }

    static func fileURL() {
      let location = XCTSourceCodeLocation(filePath: "/Tests/FeatureTests.swift", lineNumber: 12)
      // location.fileURL.lastPathComponent == "FeatureTests.swift"
      _ = location
    }

    static func location() {
      let location = XCTSourceCodeLocation(filePath: "/a.swift", lineNumber: 3)
      _ = location
    }

    @MainActor
    struct NoChangeTests {
      func testNoChange() async {
        let store = TestStore(initialState: 0) { Reduce<Int, Void> { _, _ in .none } }
        XCTExpectFailure {
          $0.compactDescription.contains("Expected state to change, but no change occurred.")
        }
        await store.send(()) { $0 = 0 }
      }
    }

    static func expectInABlock() {
      XCTExpectFailure {
        reportIssue("Not yet.")
      } issueMatcher: {
        $0.compactDescription == "failed - Not yet."
      }
    }
  }
#endif
